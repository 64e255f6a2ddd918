import { languages, locales, type Locale } from './locale.ts';
import { wordsFor } from './words.ts';

/**
 * The dates of an experience or education entry, read from the text the
 * owner writes, in any language the site speaks (`2021 – 2024`,
 * `Mar 2021 – present`, `marzo de 2021 – actualidad`, `2019`), as ISO 8601
 * partial dates (`2021`, `2021-03`) for the JSON Resume; the pages write it
 * back in their own language (`formatDateRange`).
 */
export type DateRange = { start: string; end?: string };

/** Each month's names, January first: in full and short, in every language of the site (`march`, `mar`, `marzo`). */
const monthNames: string[][] = Array.from({ length: 12 }, (_, month) => {
  const date = new Date(Date.UTC(2020, month, 15));
  return locales.flatMap((locale) =>
    (['long', 'short'] as const).map((width) =>
      new Intl.DateTimeFormat(languages[locale].lang, { month: width, timeZone: 'UTC' }).format(date).toLowerCase().replace(/\.$/, ''),
    ),
  );
});

/** The words that leave a range open, to the present. */
const ongoing = /^(present|now|today|(la )?actualidad|presente|hoy)$/i;

/** A month written in full or cut to three letters (or "Sept"), or -1. */
function monthIndex(word: string): number {
  const name = word.toLowerCase();
  return monthNames.findIndex((names) =>
    names.some((month) => month === name || month.slice(0, 3) === name || (name === 'sept' && month.startsWith('sept'))),
  );
}

/** `2021` → `2021`, `March 2021`, `Mar 2021` or `marzo de 2021` → `2021-03`; anything else → null. */
function isoDate(text: string): string | null {
  const match = /^(?:([A-Za-z]{3,10})\.?\s+(?:de\s+)?)?((?:19|20)\d\d)$/.exec(text.trim());
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

/**
 * A range as a page in `locale` writes it: `2024 – present`, `Mar 2021 – 2023`
 * (`2024 – actualidad`, `mar 2021 – 2023`); a range within one year or month, once.
 */
export function formatDateRange(range: DateRange, locale: Locale): string {
  const words = wordsFor(locale);
  const part = (iso: string) => {
    const [year, month] = iso.split('-').map(Number);
    if (month === undefined) return String(year);
    const date = new Date(Date.UTC(year!, month - 1, 15));
    return new Intl.DateTimeFormat(words.format.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date).replace('.', '');
  };
  if (range.end === undefined) return `${part(range.start)} – ${words.cv.present}`;
  return range.end === range.start ? part(range.start) : `${part(range.start)} – ${part(range.end)}`;
}
