import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { cvLabels } from './cv-labels.ts';
import type { CvView } from './cv-view.ts';

/**
 * The CV as a PDF (A4), drawn by @react-pdf/renderer at build time, never in
 * the browser. It follows the site's type: Inter, small upper-case section
 * labels, muted dates in their own column, an 8-point rhythm.
 */

/** Registered under this name by the renderer (build-plugins/cv-pdf.ts). */
export const pdfFontFamily = 'Inter';

const ink = '#161615';
const muted = '#5C5B55';
const rule = '#E4E3DD';
const unit = 8;
const dateColumn = 88;
const bodySize = 8.75;
/**
 * Line height in points for a font size, set on each text style: a
 * multiplier is resolved against the wrong size where styles nest, and one
 * on the page hides the fixed footer.
 */
const leading = (size = bodySize) => `${(size * 1.45).toFixed(2)}pt`;

const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: bodySize,
    color: ink,
    paddingTop: unit * 6,
    paddingBottom: unit * 7,
    paddingHorizontal: unit * 7,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: unit * 3 },
  name: { fontSize: 24, fontWeight: 600, letterSpacing: -0.6, lineHeight: 1.1, marginBottom: unit * 0.75 },
  role: { fontSize: 10, color: muted, lineHeight: leading(10) },
  contact: { alignItems: 'flex-end', paddingTop: 3 },
  contactLine: { color: ink, textDecoration: 'none', fontSize: bodySize, lineHeight: leading() },
  section: { marginTop: unit * 2.5 },
  label: {
    fontSize: 7,
    fontWeight: 600,
    // More tracking than this reads as spaced-out letters to text extraction (applicant-tracking systems).
    letterSpacing: 0.3,
    textTransform: 'uppercase',
    color: muted,
    paddingBottom: unit * 0.75,
    marginBottom: unit,
    borderBottomWidth: 0.75,
    borderBottomColor: rule,
  },
  summary: { fontSize: 9.5, lineHeight: leading(9.5) },
  paragraph: { marginBottom: unit * 0.5, lineHeight: leading() },
  entry: { flexDirection: 'row', marginBottom: unit * 1.5 },
  dates: { width: dateColumn, color: muted, paddingTop: 1, lineHeight: leading() },
  entryBody: { flex: 1 },
  position: { fontSize: 9.5, fontWeight: 600, marginBottom: 2, lineHeight: leading(9.5) },
  company: { color: ink, textDecoration: 'none' },
  muted: { color: muted },
  workRow: { flexDirection: 'row', marginBottom: unit * 0.5 },
  line: { lineHeight: leading() },
  workName: { width: dateColumn, fontWeight: 600, color: ink, textDecoration: 'none', lineHeight: leading() },
  columns: { flexDirection: 'row', marginTop: unit * 2.5, gap: unit * 4 },
  column: { flex: 1 },
  strong: { fontWeight: 600 },
  footer: {
    position: 'absolute',
    bottom: unit * 3.5,
    left: unit * 7,
    right: unit * 7,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: muted,
  },
});

type SectionProps = { label: string; children: React.ReactNode; keepTogether?: boolean };

function Section({ label, children, keepTogether = false }: SectionProps) {
  return (
    <View style={styles.section} wrap={!keepTogether}>
      {/* A label never ends a page: at least one entry follows it. */}
      <Text style={styles.label} minPresenceAhead={unit * 6}>
        {label}
      </Text>
      {children}
    </View>
  );
}

function Experience({ view }: { view: CvView }) {
  return (
    <Section label={cvLabels.experience}>
      {view.experience.map((entry) => (
        // An entry never splits across pages.
        <View key={`${entry.company}-${entry.dates}`} style={styles.entry} wrap={false}>
          <Text style={styles.dates}>{entry.dates}</Text>
          <View style={styles.entryBody}>
            <Text style={styles.position}>
              {entry.position},{' '}
              {entry.companyUrl ? (
                <Link src={entry.companyUrl} style={styles.company}>
                  {entry.company}
                </Link>
              ) : (
                entry.company
              )}
            </Text>
            {entry.text.map((paragraph) => (
              <Text key={paragraph} style={[styles.paragraph, styles.muted]}>
                {paragraph}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </Section>
  );
}

function Details({ view }: { view: CvView }) {
  return (
    <View style={styles.columns} wrap={false}>
      <View style={styles.column}>
        <Text style={styles.label}>{cvLabels.skills}</Text>
        {view.skills.map((group) => (
          <Text key={group.area} style={styles.paragraph}>
            <Text style={styles.strong}>{group.area}: </Text>
            <Text style={styles.muted}>{group.items.join(', ')}</Text>
          </Text>
        ))}
        <Text style={[styles.paragraph, { marginTop: unit * 0.5 }]}>
          <Text style={styles.strong}>{cvLabels.tools}: </Text>
          <Text style={styles.muted}>{view.tools.join(', ')}</Text>
        </Text>
      </View>
      <View style={styles.column}>
        <Text style={styles.label}>{cvLabels.education}</Text>
        {view.education.map((entry) => (
          <Text key={entry.degree} style={styles.paragraph}>
            <Text style={styles.strong}>{entry.degree}</Text>
            <Text style={styles.muted}>
              {'\n'}
              {entry.school} · {entry.dates}
            </Text>
          </Text>
        ))}
        <Text style={[styles.label, { marginTop: unit * 1.5 }]}>{cvLabels.languages}</Text>
        {view.languages.map((entry) => (
          <Text key={entry.language} style={styles.line}>
            <Text style={styles.strong}>{entry.language}</Text>
            <Text style={styles.muted}> · {entry.level}</Text>
          </Text>
        ))}
      </View>
    </View>
  );
}

type CvPdfDocumentProps = { view: CvView; title: string; subject: string; keywords: string };

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
              {`${view.profile.label}: ${view.profile.url.replace(/^https?:\/\/(www\.)?/, '')}`}
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

        <Section label={cvLabels.work} keepTogether>
          {view.work.map((work) => (
            <View key={work.name} style={styles.workRow}>
              <Link src={work.url} style={styles.workName}>
                {work.name}
              </Link>
              <Text style={[styles.entryBody, styles.muted, styles.line]}>{work.note}</Text>
            </View>
          ))}
        </Section>

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
