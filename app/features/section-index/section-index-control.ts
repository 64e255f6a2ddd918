// Marks the section being read in the case study's index (section-index.tsx
// renders the links; they work without this). Its only implementation, in
// the page's own script (app/start/page-script.ts); both take its hooks from
// section-index-contract.ts.
import { startOnce } from '../../lib/start-once.ts';
import { sectionIndexLink, sectionIndexNav } from './section-index-contract.ts';
import { watchSections } from './watch-sections.ts';

/** Starts marking every section index in `within` not marked yet. */
export function markSections(within: ParentNode = document): void {
  for (const index of within.querySelectorAll(sectionIndexNav.selector)) {
    if (!startOnce(index, 'section-index')) continue;
    const links = [...index.querySelectorAll<HTMLAnchorElement>(sectionIndexLink.selector)];
    const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
    watchSections(ids, (current) => {
      links.forEach((link, i) => {
        if (i === current) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
    });
  }
}
