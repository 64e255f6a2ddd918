/**
 * The view-transition name a project's cover carries while it travels
 * between its card and its case study. One name per project: a case study
 * shows its own cover and other projects' cards, and two elements sharing a
 * name would abort the transition.
 */
export function coverTransitionName(path: string): string {
  const slug = path.split('/').filter(Boolean).pop() ?? '';
  return `cover-${slug.replace(/[^a-z0-9-]/gi, '-')}`;
}

/**
 * A page's first frame waits until the element with `id` has been parsed (a
 * few kilobytes of the same response): arriving at a page, what grows from or
 * into the page left (its cover, or the card a case study came from) must be
 * there when the transition's new picture is taken (travelling-cover.ts).
 */
export const renderBlockingUntil = (id: string) => ({ rel: 'expect', href: `#${id}`, blocking: 'render' });
