// The projects of the test portfolio (tests/portfolio/content, the spec's sample) that the browser,
// build and editor tests visit and change. The test portfolio belongs to the tests, as a fixture
// project does, so they name its projects, as the specs name /mango and /huru. Each is checked against
// the test portfolio itself, read from its own folder: never from the working directory's content/,
// which for the editor's tests is the owner's.
import type { Slug } from '../../app/features/content/site-content.server.ts';
import { testContent as testPortfolio } from './test-portfolio.ts';

/** `slug`, once the test portfolio is seen to hold it as `what`; the tests stop at once, saying what they need, when it does not. */
function named(slug: Slug, what: string, holds: (slug: Slug) => boolean): Slug {
  if (!testPortfolio.projectOrder.includes(slug) || !holds(slug))
    throw new Error(`The tests need ${slug} in tests/portfolio/content as ${what}.`);
  return slug;
}

/** A public case study: its page, its files, its translation. */
export const publicSlug = named('stayforlong', 'a public case study', (slug) => testPortfolio.studyOf(slug).access === 'public');

/** The private project: its gate, its unlock, its share links. */
export const privateSlug = named('mango', 'a private project', (slug) => testPortfolio.studyOf(slug).access === 'private');

/** A public case study with a prototype link, and that link. */
export const prototyped = (() => {
  const slug = named(publicSlug, 'a public case study with a prototype link', (candidate) => {
    const study = testPortfolio.studyOf(candidate);
    return study.access === 'public' && study.prototypes.some((link) => link.href);
  });
  const prototype = testPortfolio.studyOf(slug).prototypes.find((link) => link.href)!;
  return { slug, kind: prototype.kind, href: prototype.href };
})();
