/**
 * Straight quotes and apostrophes turned into typographic ones, so the owner
 * types ' and " and the page shows ’ “ ” ‘. Only quotes change: dashes,
 * dots and everything else stay as written.
 */

const opensAfter = /[\s([{\u2014\u2013/-]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;

export function smartQuotes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    // The character before, as already turned: an opening quote opens the next one too.
    const before = out.at(-1) ?? '';
    const after = text[i + 1] ?? '';
    const opening = before === '' || opensAfter.test(before) || before === '\u201C' || before === '\u2018';
    if (char === '"') {
      out += opening ? '\u201C' : '\u201D';
    } else if (char === "'") {
      // 'til, '90s: an apostrophe in place of dropped letters or digits, not an opening quote.
      const elision = opening && /\d/.test(after);
      out += opening && !elision && letterOrDigit.test(after) ? '\u2018' : opening && !elision && /["\u201C]/.test(after) ? '\u2018' : '\u2019';
    } else {
      out += char;
    }
  }
  return out;
}
