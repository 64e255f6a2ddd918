/** Content text marks a line break with a newline or `<br>`; nothing else is markup. */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n|<br\s*\/?>/i);
}

export type Fragment = { text: string; highlight: number | null };

/** The highlight colours (`--color-highlight-0` …), which highlighted words take in turn. */
export const highlightColours = 3;

/**
 * Splits `I build *design systems*` into plain and highlighted fragments.
 * Highlights are numbered in order so each can take its own accent colour.
 * An unmatched asterisk is kept as text.
 */
export function parseHighlights(text: string): Fragment[] {
  const fragments: Fragment[] = [];
  const pattern = /\*(?=\S)([^*]+?)(?<=\S)\*/g;
  let last = 0;
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) fragments.push({ text: text.slice(last, start), highlight: null });
    fragments.push({ text: match[1] ?? '', highlight: count++ });
    last = start + match[0].length;
  }
  if (last < text.length) fragments.push({ text: text.slice(last), highlight: null });
  return fragments;
}

/** The text with highlight markers removed, for titles and accessible names. */
export function plainText(text: string): string {
  return parseHighlights(text)
    .map((fragment) => fragment.text)
    .join('');
}
