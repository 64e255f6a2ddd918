import { Link, Text, View } from '@react-pdf/renderer';
import { cvLabels } from './cv-labels.ts';
import type { CvPdfPart } from './cv-pdf-parts.ts';
import { styles, unit } from './cv-pdf-styles.ts';
import type { CvView } from './cv-view.ts';

type SectionProps = { label: string; children: React.ReactNode; keepTogether?: boolean; part?: CvPdfPart };

function Section({ label, children, keepTogether = false, part }: SectionProps) {
  return (
    <View style={styles.section} wrap={!keepTogether} data-cv-part={part}>
      {/* A label never ends a page: at least one entry follows it. */}
      <Text style={styles.label} minPresenceAhead={unit * 6}>
        {label}
      </Text>
      {children}
    </View>
  );
}

export function Experience({ view }: { view: CvView }) {
  return (
    <Section label={cvLabels.experience}>
      {view.experience.map((entry, index) => (
        // An entry never splits across pages.
        <View
          key={`${entry.company}-${entry.dates}`}
          style={styles.entry}
          wrap={false}
          data-cv-part={`experience[${index}]` satisfies CvPdfPart}
        >
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

export function Details({ view }: { view: CvView }) {
  return (
    <View style={styles.columns} wrap={false} data-cv-part={'details' satisfies CvPdfPart}>
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

export function Work({ view }: { view: CvView }) {
  return (
    <Section label={cvLabels.work} keepTogether part="work">
      {view.work.map((work) => (
        <View key={work.name} style={styles.workRow}>
          <Link src={work.url} style={styles.workName}>
            {work.name}
          </Link>
          <Text style={[styles.entryBody, styles.muted, styles.line]}>{work.note}</Text>
        </View>
      ))}
    </Section>
  );
}
