import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { defaultLocale, languages, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';
import { a4, type CvPdfPart } from './cv-pdf-parts.ts';
import { ContactLinks, Details, Experience, Work } from './cv-pdf-sections.tsx';
import { styles } from './cv-pdf-styles.ts';
import type { CvView } from './cv-view.ts';

type CvPdfDocumentProps = {
  view: CvView;
  title: string;
  subject: string;
  keywords: string;
  /** Called once the pages are laid out (tools/build/cv-pdf.ts counts them). */
  onRender?: ComponentProps<typeof Document>['onRender'];
  /**
   * A page this tall instead of A4, to measure each part at its full height
   * rather than cut to a page.
   */
  measuringHeight?: number;
  /** The CV's language: its fixed words, and the language the PDF declares. */
  locale?: Locale;
};

/**
 * The CV as a PDF (A4), drawn by @react-pdf/renderer at build time (tools/build/cv-pdf.ts), never in the browser.
 * Drawn outside the pages' layout, so no page's language is around it: `locale` says which words it takes.
 */
export function CvPdfDocument({ view, title, subject, keywords, onRender, measuringHeight, locale = defaultLocale }: CvPdfDocumentProps) {
  const labels = wordsFor(locale).cv;
  return (
    <Document
      title={title}
      author={view.name}
      subject={subject}
      keywords={keywords}
      creator={view.site.label}
      language={languages[locale].lang}
      {...(onRender ? { onRender } : {})}
    >
      <Page size={measuringHeight ? [a4.width, measuringHeight] : 'A4'} style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.name}>{view.name}</Text>
            <Text style={styles.role}>{view.role}</Text>
            <Text style={styles.role}>{view.location}</Text>
          </View>
          <View style={styles.contact}>
            <ContactLinks contact={view} style={styles.contactLine} />
          </View>
        </View>

        <View data-cv-part={'summary' satisfies CvPdfPart}>
          {view.summary.map((paragraph) => (
            <Text key={paragraph} style={[styles.paragraph, styles.summary]}>
              {paragraph}
            </Text>
          ))}
        </View>

        <Experience view={view} labels={labels} />

        <Work view={view} labels={labels} />

        <Details view={view} labels={labels} />

        <View style={styles.footer} fixed>
          <Text>
            {view.name} · {labels.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
