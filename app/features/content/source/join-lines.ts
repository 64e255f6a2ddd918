/**
 * The lines of one paragraph as one line: each line break, with the spaces
 * and tabs around it, becomes a single space (`one\n  two` → `one two`).
 *
 * Written as one pass rather than a `/[ \t]*\n[ \t]*\/` replace: such a
 * pattern re-reads a long run of spaces from each of its characters, so its
 * time grows with the square of the run, and a text full of spaces would
 * stop the content check.
 */
export function joinLines(text: string): string {
  if (!text.includes('\n')) return text;
  const pieces = text.split('\n');
  return pieces
    .map((piece, i) => {
      let from = 0;
      let to = piece.length;
      if (i > 0) while (from < to && isSpaceOrTab(piece.charCodeAt(from))) from++;
      if (i < pieces.length - 1) while (to > from && isSpaceOrTab(piece.charCodeAt(to - 1))) to--;
      return piece.slice(from, to);
    })
    .join(' ');
}

const isSpaceOrTab = (code: number) => code === 0x20 || code === 0x09;
