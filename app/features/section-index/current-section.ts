/**
 * Which section is being read: the last one whose top has passed the reading
 * line (a point some way down the viewport), or -1 above the first section
 * and once the last one has scrolled past the line.
 * `tops` are the sections' tops in document order, relative to the viewport.
 */
export function currentSection(tops: number[], lastBottom: number, line: number): number {
  if (lastBottom <= line) return -1;
  let current = -1;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}

/** The reading line: a third of the way down the viewport. */
export function readingLine(viewportHeight: number): number {
  return Math.round(viewportHeight / 3);
}
