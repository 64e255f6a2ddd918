import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { languages, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';
import { unit } from '../cv/cv-pdf-styles.ts';
import type { CvView } from '../cv/cv-view.ts';
import { ContactLinks } from '../cv/cv-pdf-sections.tsx';
import type { CaseStudyDocumentView } from './case-study-document-view.ts';
import { CaseStudyPages, DocumentFooter, type DocumentOwner, type PrintImages } from './case-study-pdf.tsx';
import { styles } from './document-pdf-styles.ts';

export type PortfolioDeckProps = {
  /** The owner, their contact details and the CV's summary, in the deck's language. */
  cv: Pick<CvView, 'name' | 'role' | 'email' | 'profile' | 'site' | 'location' | 'summary'>;
  recipient: string;
  /** The day the deck is made, as its language writes it. */
  date: string;
  studies: CaseStudyDocumentView[];
  images: PrintImages;
  locale: Locale;
  /** The page each case study starts on, once a first layout has counted them; none, the contents has no page numbers. */
  startPages?: ReadonlyMap<string, number> | undefined;
  /** Called once the pages are laid out (tools/documents/render-documents.ts counts them). */
  onRender?: ComponentProps<typeof Document>['onRender'];
};

/**
 * A portfolio for one recipient (`npm run portfolio-pdf`, tools/portfolio-pdf/):
 * a cover saying who it is for, the contents, the chosen case studies, and
 * the owner's contact details with the CV's summary. Each page of a private
 * case study says it is confidential, and for whom.
 */
export function PortfolioDeckDocument({ cv, recipient, date, studies, images, locale, startPages, onRender }: PortfolioDeckProps) {
  const words = wordsFor(locale);
  const owner: DocumentOwner = { name: cv.name, site: cv.site };
  const confidential = words.documents.confidential(recipient);
  return (
    <Document
      title={`${cv.name}: ${words.documents.portfolio}`}
      author={cv.name}
      subject={words.documents.preparedFor(recipient)}
      creator={cv.site.label}
      language={languages[locale].lang}
      {...(onRender ? { onRender } : {})}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.grow}>
          <Text style={styles.eyebrow}>{words.documents.portfolio}</Text>
          <Text style={styles.coverName}>{cv.name}</Text>
          <Text style={styles.coverRole}>{cv.role}</Text>
        </View>
        <View style={styles.facts}>
          <View style={styles.factWide}>
            <Text style={styles.preparedFor}>{words.documents.preparedFor(recipient)}</Text>
            <Text style={styles.factValue}>{date}</Text>
          </View>
        </View>
        <DocumentFooter owner={owner} />
      </Page>

      <Page size="A4" style={styles.page}>
        <Text style={styles.pageTitle}>{words.documents.contents}</Text>
        {studies.map((study, i) => (
          <Link key={study.slug} src={`#study-${study.slug}`} style={{ textDecoration: 'none', color: 'inherit' }}>
            <View style={styles.contentsRow}>
              <Text style={styles.contentsNumber}>{String(i + 1).padStart(2, '0')}</Text>
              <View style={styles.grow}>
                <Text style={styles.contentsName}>{study.name}</Text>
                <Text style={styles.contentsNote}>{study.subtitle}</Text>
              </View>
              <Text style={styles.contentsPage}>{startPages?.get(study.slug) ?? ''}</Text>
            </View>
          </Link>
        ))}
        <DocumentFooter owner={owner} />
      </Page>

      {studies.map((study) => (
        <CaseStudyPages
          key={study.slug}
          view={study}
          images={images}
          owner={owner}
          words={words}
          note={study.isPrivate ? confidential : undefined}
        />
      ))}

      <Page size="A4" style={styles.page}>
        <Text style={styles.pageTitle}>{words.documents.contact}</Text>
        <ContactLinks contact={cv} style={styles.contactLine} />
        <Text style={[styles.contactLine, { marginBottom: unit * 5 }]}>{cv.location}</Text>
        <Text style={styles.rule}>{words.cv.summary}</Text>
        {cv.summary.map((paragraph, i) => (
          <Text key={i} style={styles.lead}>
            {paragraph}
          </Text>
        ))}
        <DocumentFooter owner={owner} />
      </Page>
    </Document>
  );
}
