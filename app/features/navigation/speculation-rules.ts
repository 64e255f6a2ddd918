import { zoomable } from '../lightbox/lightbox-contract.ts';

/**
 * Speculation rules for every page: a link to another page of the site is
 * fetched ahead when the pointer rests on it or presses it ("moderate"), so
 * the page it leads to is already here when the click lands. Not the files a
 * link opens (images in the lightbox, downloads), nor links to other windows.
 */
export function speculationRules(basePath: string): string {
  return JSON.stringify({
    prefetch: [
      {
        where: { and: [{ href_matches: `${basePath}*` }, { not: { selector_matches: `${zoomable.selector}, [download], [target]` } }] },
        eagerness: 'moderate',
      },
    ],
  });
}
