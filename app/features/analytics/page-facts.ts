/**
 * What a provider's format says of the page an event happened on. Read
 * fresh for each event; the address never carries its fragment (where a
 * share link's key travels, before the gate takes it off).
 */
export type PageFacts = {
  /** `location.hostname`. */
  hostname: string;
  /** The path and query: `/es/mango/`. */
  path: string;
  /** The whole address without its fragment. */
  url: string;
  title: string;
  /** `document.referrer`: where the visitor came from, as the browser's Referrer-Policy lets it say. */
  referrer: string;
  /** The page's language (`<html lang>`). */
  language: string;
  screen: { width: number; height: number; ratio: number };
};

export function pageFacts(): PageFacts {
  return {
    hostname: location.hostname,
    path: `${location.pathname}${location.search}`,
    url: `${location.origin}${location.pathname}${location.search}`,
    title: document.title,
    referrer: document.referrer,
    language: document.documentElement.lang,
    screen: { width: screen.width, height: screen.height, ratio: devicePixelRatio || 1 },
  };
}
