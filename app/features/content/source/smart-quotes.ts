/**
 * Straight quotes and apostrophes turned into typographic ones, so the owner
 * types ' and " and the page shows ’ “ ” ‘. Only quotes change: dashes,
 * dots and everything else stay as written.
 *
 * One pass over the text, each character looked at once with its neighbours:
 * the time grows with the text's length, never faster, however long it is.
 */

const opensAfter = /[\s([{\u2014\u2013/-]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;

export function smartQuotes(text: string): string {
  const out: string[] = [];
  // The character before, as already turned: an opening quote opens the next one too.
  let before = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const after = text[i + 1] ?? '';
    const opening = before === '' || opensAfter.test(before) || before === '\u201C' || before === '\u2018';
    let turned = char;
    if (char === '"') {
      turned = opening ? '\u201C' : '\u201D';
    } else if (char === "'") {
      // 'til, '90s: an apostrophe in place of dropped letters or digits, not an opening quote.
      const elision = opening && /\d/.test(after);
      turned = opening && !elision && letterOrDigit.test(after) ? '\u2018' : opening && !elision && /["\u201C]/.test(after) ? '\u2018' : '\u2019';
    }
    out.push(turned);
    before = turned;
  }
  return out.join('');
}
