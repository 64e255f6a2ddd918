const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });

/** `ES` → `Spain`; undefined for anything that is not an ISO 3166 two-letter country code. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}
