/**
 * What a route says about its page. A page is React-rendered HTML at build
 * time; only a route whose handle says `hydrate: true` also ships React and
 * the router, and hydrates: the gate and the protected case study (they open
 * encrypted content in the browser) and the design-system page (its live
 * specimens). Every other page's controls are the page script's
 * (app/start/page-script.ts) and the head script's.
 */
export type PageHandle = { hydrate?: boolean };

/** The handle of a route that hydrates. */
export const hydratingPage = { hydrate: true } as const satisfies PageHandle;

/** Whether a page, from its matched routes, hydrates. */
export function hydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}
