/** One `srcset` candidate: a URL and its width descriptor. */
export type Candidate = { url: string; width: number };

/** Parses `a.avif 480w, b.avif 800w` into candidates; entries without a width descriptor are skipped. */
export function parseSrcSet(srcSet: string): Candidate[] {
  return srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = Number(descriptor?.match(/^(\d+)w$/)?.[1]);
      return url && width > 0 ? [{ url, width }] : [];
    });
}

/**
 * The smallest candidate at least `width` pixels wide, or the widest one when
 * none is that wide: for places that take one URL, like a video's poster.
 */
export function candidateFor(srcSet: string, width: number): string | undefined {
  const candidates = parseSrcSet(srcSet).sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1))?.url;
}
