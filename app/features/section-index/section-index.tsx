import { useState } from 'react';
import { Link } from 'react-router';
import watchUrl from 'lazy-chunk:/app/features/section-index/watch-sections.ts';
import { useLazyChunk } from '~/features/lazy-chunk/use-lazy-chunk';
import type { watchSections } from './watch-sections';

/** The id of a numbered section's heading, which the index links to. */
export const sectionId = (number: string) => `section-${number}`;

type SectionIndexProps = { sections: { number: string; title: string }[] };

/**
 * The case study's numbered sections, each a link to its section, the one
 * being read marked. Shown beside the text on wide screens only (CSS).
 */
export function SectionIndex({ sections }: SectionIndexProps) {
  const ids = sections.map((section) => sectionId(section.number));
  const [current, setCurrent] = useState(-1);
  // The marking starts with the app; the links work from the first paint.
  useLazyChunk<{ watchSections: typeof watchSections }>(watchUrl, ({ watchSections }) => watchSections(ids, setCurrent), [ids.join()]);
  if (sections.length === 0) return null;

  return (
    <nav className="section-index" aria-label="Sections">
      <ol className="section-index__list">
        {sections.map((section, i) => (
          <li key={section.number}>
            <Link to={{ hash: ids[i] }} className="section-index__link" aria-current={i === current ? 'location' : undefined}>
              <span className="section-index__number">{section.number}</span> <span>{section.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
