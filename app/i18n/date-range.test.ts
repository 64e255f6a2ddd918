import { describe, expect, it } from 'vitest';
import { formatDateRange, isCurrent, parseDateRange } from './date-range.ts';
import { en } from './words/en.ts';
import { es } from './words/es.ts';

describe('parseDateRange', () => {
  it('reads years, months and an open end', () => {
    expect(parseDateRange('2022 – 2024')).toEqual({ start: '2022', end: '2024' });
    expect(parseDateRange('2024 – present')).toEqual({ start: '2024' });
    expect(parseDateRange('Mar 2021 — Sept 2023')).toEqual({ start: '2021-03', end: '2023-09' });
    expect(parseDateRange('February 2020 to now')).toEqual({ start: '2020-02' });
    expect(parseDateRange('2019-2020')).toEqual({ start: '2019', end: '2020' });
  });

  it('reads them in Spanish too', () => {
    expect(parseDateRange('Marzo 2021 – actualidad')).toEqual({ start: '2021-03' });
    expect(parseDateRange('sept. de 2019 – dic. 2020')).toEqual({ start: '2019-09', end: '2020-12' });
    expect(parseDateRange('ene 2018 – la actualidad')).toEqual({ start: '2018-01' });
    expect(parseDateRange('2016 – presente')).toEqual({ start: '2016' });
  });

  it('treats a single year as a range of one year', () => {
    expect(parseDateRange('2019')).toEqual({ start: '2019', end: '2019' });
  });

  it('refuses what it cannot read, and an end before the start', () => {
    for (const text of ['', 'recently', '2024 – 2022', 'Spring 2021 – 2022', '21 – 23', '2019 – 2020 – 2021', 'Martes 2021', 'de 2021'])
      expect(parseDateRange(text), text).toBeNull();
  });

  it('knows which ranges run to the present', () => {
    expect(isCurrent(parseDateRange('2024 – present'))).toBe(true);
    expect(isCurrent(parseDateRange('2022 – 2024'))).toBe(false);
    expect(isCurrent(null)).toBe(false);
  });
});

describe('formatDateRange', () => {
  it('writes a range back in each language, to the present in its own word', () => {
    const at = (text: string) => parseDateRange(text)!;
    expect(formatDateRange(at('2024 – present'), 'en')).toBe(`2024 – ${en.cv.present}`);
    expect(formatDateRange(at('2024 – present'), 'es')).toBe(`2024 – ${es.cv.present}`);
    expect(formatDateRange(at('Mar 2021 – 2023'), 'en')).toBe('Mar 2021 – 2023');
    expect(formatDateRange(at('Mar 2021 – 2023'), 'es')).toBe('mar 2021 – 2023');
    expect(formatDateRange(at('2019'), 'es')).toBe('2019');
  });
});
