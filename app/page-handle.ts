import { pages, type PageKind } from './pages';

/**
 * What a route says about its page. A page is React-rendered HTML at build
 * time; only a route whose handle says `hydrate: true` also ships React and
 * the router, and hydrates. Which pages do is the page table's to say
 * (app/pages.ts); every other page's controls are the page script's
 * (app/start/page-script.ts) and the head script's.
 */
export type PageHandle = { hydrate: boolean };

/** A route's handle, from its kind of page in the table: `export const handle = pageHandle('gate')`. */
export function pageHandle(kind: PageKind): PageHandle {
  return { hydrate: pages[kind].hydrates };
}

/** Whether a page, from its matched routes, hydrates. */
export function hydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as Partial<PageHandle> | undefined)?.hydrate === true);
}
