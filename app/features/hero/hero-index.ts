/** A stored index that is not an integer in 0..count-1 falls back to 0. */
export function parseHeroIndex(raw: string | null | undefined, count: number): number {
  if (raw == null || !/^\d+$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return Number.isSafeInteger(index) && index < count ? index : 0;
}

/** The next headline, wrapping to the first after the last. */
export function nextHeroIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** How many hero headlines the home page has: the content schema requires exactly this many, the start-up script accepts an index below it, and hero.css has one rule per headline. */
export const heroHeadlineCount = 5;
