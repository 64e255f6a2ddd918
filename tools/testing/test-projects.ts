// The projects the browser and build tests visit, read from the test portfolio's content rather than
// named in the tests: a change to the sample's projects needs no change here.
import type { Slug } from '../../app/features/content/content.server.ts';
import { testContent } from './test-portfolio.ts';

const { projectOrder, studyOf } = testContent;

/** The first project of the home page's order that `matches`; the tests stop at once, saying what they need, when none does. */
function firstProject(matches: (slug: Slug) => boolean, needed: string): Slug {
  const slug = projectOrder.find(matches);
  if (!slug) throw new Error(`The tests need ${needed} in the test portfolio (tests/portfolio/content/projects).`);
  return slug;
}

/** A public case study: its page, its files, its translation. */
export const publicSlug = firstProject((slug) => studyOf(slug).access === 'public', 'a public case study');

/** A private project: its gate, its unlock, its share links. */
export const privateSlug = firstProject((slug) => studyOf(slug).access === 'private', 'a private project');

/** A public case study with a prototype link, and that link. */
export const prototyped = (() => {
  const slug = firstProject(
    (candidate) => studyOf(candidate).access === 'public' && studyOf(candidate).prototypes.some((link) => link.href),
    'a public case study with a prototype link',
  );
  const prototype = studyOf(slug).prototypes.find((link) => link.href)!;
  return { slug, kind: prototype.kind, href: prototype.href };
})();
