import { Link, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import type { Words } from '../../i18n/words.ts';
import type { CvPdfPart } from './cv-pdf-parts.ts';
import { styles, unit } from './cv-pdf-styles.ts';
import { displayAddress, type CvView } from './cv-view.ts';

/**
 * The owner's email, profile and site, one link a line, as the CV's PDF heads its first page and
 * the portfolio deck ends (app/features/documents/portfolio-deck-pdf.tsx); each document its own style.
 */
export function ContactLinks({
  contact,
  style,
}: {
  contact: Pick<CvView, 'email' | 'profile' | 'site'>;
  style: ComponentProps<typeof Link>['style'];
}) {
  return (
    <>
      <Link src={`mailto:${contact.email}`} style={style}>
        {contact.email}
      </Link>
      <Link src={contact.profile.url} style={style}>
        {`${contact.profile.label}: ${displayAddress(contact.profile.url)}`}
      </Link>
      <Link src={contact.site.url} style={style}>
        {contact.site.label}
      </Link>
    </>
  );
}

/** A section's view of the CV, and the CV's words in the PDF's language. */
type PartProps = { view: CvView; labels: Words['cv'] };

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

export function Experience({ view, labels }: PartProps) {
  return (
    <Section label={labels.experience}>
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

export function Details({ view, labels }: PartProps) {
  return (
    <View style={styles.columns} wrap={false} data-cv-part={'details' satisfies CvPdfPart}>
      <View style={styles.column}>
        <Text style={styles.label}>{labels.skills}</Text>
        {view.skills.map((group) => (
          <Text key={group.area} style={styles.paragraph}>
            <Text style={styles.strong}>{group.area}: </Text>
            <Text style={styles.muted}>{group.items.join(', ')}</Text>
          </Text>
        ))}
        <Text style={[styles.paragraph, { marginTop: unit * 0.5 }]}>
          <Text style={styles.strong}>{labels.tools}: </Text>
          <Text style={styles.muted}>{view.tools.join(', ')}</Text>
        </Text>
      </View>
      <View style={styles.column}>
        <Text style={styles.label}>{labels.education}</Text>
        {view.education.map((entry) => (
          <Text key={entry.degree} style={styles.paragraph}>
            <Text style={styles.strong}>{entry.degree}</Text>
            <Text style={styles.muted}>
              {'\n'}
              {entry.school} · {entry.dates}
            </Text>
          </Text>
        ))}
        <Text style={[styles.label, { marginTop: unit * 1.5 }]}>{labels.languages}</Text>
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

export function Work({ view, labels }: PartProps) {
  return (
    <Section label={labels.work} keepTogether part="work">
      {view.work.map((work) => (
        <View key={work.name} style={styles.workRow}>
          <Link src={work.url} style={styles.workName}>
            {work.name}
          </Link>
          <Text style={[styles.entryBody, styles.muted, styles.line]}>{work.note}</Text>
        </View>
      ))}
      {view.moreWork && (
        // Under the notes, on one line: the name column is too narrow for a sentence.
        <View style={styles.workRow}>
          <Text style={styles.workName} />
          <Link src={view.moreWork.url} style={[styles.entryBody, styles.muted, styles.line]}>
            {view.moreWork.label}
          </Link>
        </View>
      )}
    </Section>
  );
}
