/**
 * The dates of an experience or education entry, read from the text the
 * owner writes (`2021 – 2024`, `Mar 2021 – present`, `2019`), as ISO 8601
 * partial dates (`2021`, `2021-03`) for the JSON Resume.
 */
export type DateRange = { start: string; end?: string };

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ongoing = /^(present|now|today)$/i;

/** A month written in full or cut to three letters (or "Sept"), or -1. */
function monthIndex(word: string): number {
  const name = word.toLowerCase();
  return months.findIndex((month) => month === name || month.slice(0, 3) === name || (name === 'sept' && month === 'september'));
}

/** `2021` → `2021`, `March 2021` or `Mar 2021` → `2021-03`; anything else → null. */
function isoDate(text: string): string | null {
  const match = /^(?:([A-Za-z]{3,9})\.?\s+)?((?:19|20)\d\d)$/.exec(text.trim());
  if (!match) return null;
  const [, month, year] = match;
  if (!month) return year as string;
  const index = monthIndex(month);
  return index < 0 ? null : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** The range a dates text describes, or null when it cannot be read. A start after the end is unreadable too. */
export function parseDateRange(text: string): DateRange | null {
  const parts = text.split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length > 2) return null;
  const start = isoDate(parts[0] ?? '');
  if (!start) return null;
  if (parts.length === 1) return { start, end: start };
  const last = (parts[1] ?? '').trim();
  if (ongoing.test(last)) return { start };
  const end = isoDate(last);
  if (!end || end < start) return null;
  return { start, end };
}

/** True when the range runs to the present (`2024 – present`). */
export const isCurrent = (range: DateRange | null) => range !== null && range.end === undefined;
