import { PageLink } from '../../ui/page-link.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { LockIcon } from '../../ui/icons.tsx';
import { CvSection } from './cv-section.tsx';
import { useWords } from '../../i18n/use-words.ts';
import type { CvView } from './cv-view.ts';
import { PrintAddress } from './print-address.tsx';

export function ExperienceList({ entries }: { entries: CvView['experience'] }) {
  return (
    <ol className="cv-list">
      {entries.map((entry) => (
        <li key={`${entry.company}-${entry.dates}`} className="cv-entry">
          <p className="cv-entry__dates">{entry.dates}</p>
          <h3 className="experience__position cv-entry__title">
            {entry.position},{' '}
            {entry.companyUrl ? (
              <>
                <ExternalLink href={entry.companyUrl}>{entry.company}</ExternalLink>
                <PrintAddress url={entry.companyUrl} />
              </>
            ) : (
              entry.company
            )}
          </h3>
          {entry.text.map((paragraph) => (
            <p key={paragraph} className="cv-entry__text">
              {paragraph}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

export function WorkList({ work, more }: { work: CvView['work']; more?: CvView['moreWork'] }) {
  return (
    <ul className="cv-list cv-work">
      {work.map((item) => (
        <li key={item.name} className="cv-work__item">
          <PageLink to={item.path} className="cv-work__name">
            {item.name}
            {item.isPrivate && <LockIcon className="cv-work__lock" />}
          </PageLink>
          <PrintAddress url={item.url} />
          <p className="cv-work__note">{item.note}</p>
        </li>
      ))}
      {more && (
        <li className="cv-work__item">
          <PageLink to="/" className="cv-work__name">
            {more.label}
          </PageLink>
          <PrintAddress url={more.url} />
        </li>
      )}
    </ul>
  );
}

type PairsProps = { pairs: { term: string; detail: string }[]; inline?: boolean };

/** Terms and their details: a skill area and its skills, a language and the level. */
function Pairs({ pairs, inline = false }: PairsProps) {
  return (
    <dl className={inline ? 'cv-pairs cv-pairs--inline' : 'cv-pairs'}>
      {pairs.map(({ term, detail }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Skills and tools, education, languages: short lists, side by side on wide screens. */
export function DetailsSections({ view }: { view: CvView }) {
  const labels = useWords().cv;
  return (
    <>
      <CvSection id="cv-skills" title={labels.skills}>
        <Pairs
          pairs={[
            ...view.skills.map((group) => ({ term: group.area, detail: group.items.join(', ') })),
            { term: labels.tools, detail: view.tools.join(', ') },
          ]}
        />
      </CvSection>
      <CvSection id="cv-education" title={labels.education}>
        <ul className="cv-list">
          {view.education.map((entry) => (
            <li key={entry.degree} className="cv-entry">
              <h3 className="experience__position cv-entry__title">{entry.degree}</h3>
              <p className="cv-entry__text">
                {entry.school} · {entry.dates}
              </p>
            </li>
          ))}
        </ul>
      </CvSection>
      <CvSection id="cv-languages" title={labels.languages}>
        <Pairs pairs={view.languages.map((entry) => ({ term: entry.language, detail: entry.level }))} inline />
      </CvSection>
    </>
  );
}
