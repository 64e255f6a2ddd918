/**
 * Characters no content text may hold, in any field of any file, in every
 * language: they show nothing, or change how the text around them reads,
 * so a file can say one thing and the page (or a mail, or a link) another.
 *
 * - direction marks, embeddings, overrides and isolates (U+061C, U+200E,
 *   U+200F, U+202A–202E, U+2066–2069): "RIGHT-TO-LEFT OVERRIDE" shows a
 *   text backwards;
 * - zero-width spaces and joiners, the word joiner and the byte-order mark:
 *   pasted into a name, they make one name pass for another;
 * - control characters (C0, DEL and C1): a terminal bell, an escape, a NUL.
 *   A line break and a tab are text only where a field holds several lines;
 * - the line and paragraph separators (U+2028, U+2029), line breaks that
 *   most editors do not show;
 * - the soft hyphen (U+00AD), invisible until a line breaks at it;
 * - tag characters (U+E0000–E007F), which carry hidden text.
 *
 * Refused, not removed: the owner's editor does not show them either, and a
 * text the site quietly changed would no longer be the one in the file; once
 * told, the owner deletes them and the file says what the page shows.
 */

import { hasHiddenCharacters, refused } from './hidden-character-pattern.ts';

export { hasHiddenCharacters };

/** The Unicode name of each refused character that has one of its own. */
const names = new Map<number, string>([
  [0x00ad, 'SOFT HYPHEN'],
  [0x061c, 'ARABIC LETTER MARK'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'],
  [0x200d, 'ZERO WIDTH JOINER'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2028, 'LINE SEPARATOR'],
  [0x2029, 'PARAGRAPH SEPARATOR'],
  [0x2060, 'WORD JOINER'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0xe0001, 'LANGUAGE TAG'],
  [0xe007f, 'CANCEL TAG'],
]);

/** The C0 control characters' names (their Unicode aliases), U+0000 to U+001F, and DEL. */
const c0 = [
  'NULL', 'START OF HEADING', 'START OF TEXT', 'END OF TEXT', 'END OF TRANSMISSION', 'ENQUIRY', 'ACKNOWLEDGE', 'BELL',
  'BACKSPACE', 'CHARACTER TABULATION', 'LINE FEED', 'LINE TABULATION', 'FORM FEED', 'CARRIAGE RETURN', 'SHIFT OUT', 'SHIFT IN',
  'DATA LINK ESCAPE', 'DEVICE CONTROL ONE', 'DEVICE CONTROL TWO', 'DEVICE CONTROL THREE', 'DEVICE CONTROL FOUR', 'NEGATIVE ACKNOWLEDGE', 'SYNCHRONOUS IDLE', 'END OF TRANSMISSION BLOCK',
  'CANCEL', 'END OF MEDIUM', 'SUBSTITUTE', 'ESCAPE', 'FILE SEPARATOR', 'GROUP SEPARATOR', 'RECORD SEPARATOR', 'UNIT SEPARATOR',
];
c0.forEach((name, code) => names.set(code, name));
names.set(0x7f, 'DELETE');
names.set(0x85, 'NEXT LINE');

const lineBreakAndTab = new Set(['\n', '\t']);

/**
 * The text on one line with each run of refused characters made one space: a
 * line break in a file's name cannot write lines of its own into a commit
 * message, such as a forged `Signed-off-by:` trailer.
 */
export const withoutHiddenCharacters = (text: string) =>
  text
    .replace(new RegExp(`(?:${refused.source})+`, 'gu'), ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** `U+202E`: how a character is named wherever its look cannot say which one it is. */
export const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A tag character's name, after the ASCII character it hides: TAG LATIN CAPITAL LETTER A, TAG DIGIT ONE, TAG SPACE. */
function tagName(code: number): string {
  const ascii = code - 0xe0000;
  const char = String.fromCharCode(ascii);
  if (/[A-Z]/.test(char)) return `TAG LATIN CAPITAL LETTER ${char}`;
  if (/[a-z]/.test(char)) return `TAG LATIN SMALL LETTER ${char.toUpperCase()}`;
  if (/[0-9]/.test(char)) return `TAG DIGIT ${['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'][ascii - 0x30]}`;
  if (ascii === 0x20) return 'TAG SPACE';
  return 'TAG CHARACTER';
}

/** A refused character as a message names it: `RIGHT-TO-LEFT OVERRIDE (U+202E)`. */
export function characterName(code: number): string {
  const name = names.get(code) ?? (code >= 0xe0000 ? tagName(code) : code >= 0x80 && code <= 0x9f ? 'CONTROL CHARACTER' : 'INVISIBLE CHARACTER');
  return `${name} (${codePoint(code)})`;
}

/** One refused character of a text: its name and where it is (1-based, counted in characters as the text is written). */
export type HiddenCharacter = { name: string; at: number };

/** How many a message lists; a text full of them gets the first few and the count. */
const listed = 5;

/**
 * The refused characters in `text`, in order, at most `limit` of them (and
 * how many there are in all). One pass over the text however long it is.
 * `multiLine`: the field holds several lines, so a line break or a tab is text.
 */
export function hiddenCharacters(text: string, { multiLine = false, limit = listed } = {}): { found: HiddenCharacter[]; count: number } {
  const found: HiddenCharacter[] = [];
  let count = 0;
  // Positions in characters, as the owner counts them, not in UTF-16 units.
  let units = 0;
  let characters = 0;
  for (const match of text.matchAll(refused)) {
    const char = match[0];
    if (multiLine && lineBreakAndTab.has(char)) continue;
    count++;
    if (found.length >= limit) continue;
    characters += countCharacters(text, units, match.index);
    units = match.index;
    found.push({ name: characterName(char.codePointAt(0) ?? 0), at: characters + 1 });
  }
  return { found, count };
}

/** How many characters (code points) lie between two UTF-16 positions. */
function countCharacters(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate starts a character written in two units; its low half is not counted again.
    if (code >= 0xdc00 && code <= 0xdfff && i > from) {
      const before = text.charCodeAt(i - 1);
      if (before >= 0xd800 && before <= 0xdbff) continue;
    }
    count++;
  }
  return count;
}

/**
 * The second half of a problem line for a text holding refused characters,
 * or undefined for a clean one: each character by name and place, and the fix.
 */
export function hiddenCharactersMessage(text: string, options: { multiLine?: boolean } = {}): string | undefined {
  const { found, count } = hiddenCharacters(text, options);
  if (count === 0) return undefined;
  const each = found.map(({ name, at }) => `${name} at character ${at}`);
  const more = count > found.length ? ` and ${count - found.length} more` : '';
  const list = each.length === 1 && !more ? each[0] : more ? `${each.join(', ')}${more}` : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  return count === 1
    ? `has an invisible character, ${list}, which can hide or reorder the text around it; delete it`
    : `has invisible characters, ${list}, which can hide or reorder the text around them; delete them`;
}
