export type Theme = 'light' | 'dark';

export const defaultTheme: Theme = 'light';

/** Any stored value other than 'light' or 'dark' falls back to the default. */
export function parseTheme(raw: string | null | undefined): Theme {
  return raw === 'dark' || raw === 'light' ? raw : defaultTheme;
}

export function nextTheme(theme: Theme): Theme {
  return theme === 'light' ? 'dark' : 'light';
}
