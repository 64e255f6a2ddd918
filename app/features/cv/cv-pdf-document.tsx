import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { cvLabels } from './cv-labels.ts';
import { Details, Experience, Work } from './cv-pdf-sections.tsx';
import { styles } from './cv-pdf-styles.ts';
import { displayAddress, type CvView } from './cv-view.ts';

type CvPdfDocumentProps = { view: CvView; title: string; subject: string; keywords: string };

/** The CV as a PDF (A4), drawn by @react-pdf/renderer at build time (tools/build/cv-pdf.ts), never in the browser. */
export function CvPdfDocument({ view, title, subject, keywords }: CvPdfDocumentProps) {
  return (
    <Document title={title} author={view.name} subject={subject} keywords={keywords} creator={view.site.label} language="en">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.name}>{view.name}</Text>
            <Text style={styles.role}>{view.role}</Text>
            <Text style={styles.role}>{view.location}</Text>
          </View>
          <View style={styles.contact}>
            <Link src={`mailto:${view.email}`} style={styles.contactLine}>
              {view.email}
            </Link>
            <Link src={view.profile.url} style={styles.contactLine}>
              {`${view.profile.label}: ${displayAddress(view.profile.url)}`}
            </Link>
            <Link src={view.site.url} style={styles.contactLine}>
              {view.site.label}
            </Link>
          </View>
        </View>

        <View>
          {view.summary.map((paragraph) => (
            <Text key={paragraph} style={[styles.paragraph, styles.summary]}>
              {paragraph}
            </Text>
          ))}
        </View>

        <Experience view={view} />

        <Work view={view} />

        <Details view={view} />

        <View style={styles.footer} fixed>
          <Text>
            {view.name} · {cvLabels.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
