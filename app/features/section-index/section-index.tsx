import { useWords } from '../../i18n/use-words.ts';
import { sectionIndexLink, sectionIndexNav } from './section-index-contract.ts';

/** The id of a numbered section's heading, which the index links to. */
export const sectionId = (number: string) => `section-${number}`;

type SectionIndexProps = { sections: { number: string; title: string }[] };

/**
 * The case study's numbered sections, each a link to its section. Shown
 * beside the text on wide screens only (CSS); the page's script marks the one
 * being read (section-index-control.ts).
 */
export function SectionIndex({ sections }: SectionIndexProps) {
  const words = useWords();
  if (sections.length === 0) return null;
  return (
    <nav className="section-index" aria-label={words.sectionIndex.label} {...sectionIndexNav.props}>
      <ol className="section-index__list">
        {sections.map((section) => (
          <li key={section.number}>
            <a href={`#${sectionId(section.number)}`} className="section-index__link" {...sectionIndexLink.props}>
              <span className="section-index__number">{section.number}</span> <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
