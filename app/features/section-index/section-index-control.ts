// Marks the section being read in the case study's index (section-index.tsx
// renders the links; they work without this). Its only implementation, in
// the page's own script (app/start/page-script.ts).
import { watchSections } from './watch-sections.ts';

const watched = new WeakSet<Element>();

/** Starts marking every section index in `within` not marked yet. */
export function markSections(within: ParentNode = document): void {
  for (const index of within.querySelectorAll('.section-index')) {
    if (watched.has(index)) continue;
    watched.add(index);
    const links = [...index.querySelectorAll<HTMLAnchorElement>('.section-index__link')];
    const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
    watchSections(ids, (current) => {
      links.forEach((link, i) => {
        if (i === current) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
    });
  }
}
