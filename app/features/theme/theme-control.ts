// The theme toggle's one implementation: it runs in the head script
// (app/start/head.ts), so it answers from the first paint on every page.
// ThemeToggle (theme-toggle.tsx) renders the button and nothing else; both
// take its hooks from theme-contract.ts.
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { nextTheme, parseTheme, type Theme } from './theme.ts';
import { themeAttribute, themeToggle } from './theme-contract.ts';

const root = document.documentElement;

/** Shows `theme`: on <html>, and on every theme toggle (pressed for dark). */
export function showTheme(theme: Theme): void {
  root.setAttribute(themeAttribute, theme);
  for (const toggle of document.querySelectorAll(themeToggle.selector)) toggle.setAttribute('aria-pressed', String(theme === 'dark'));
}

/** The theme on the page now. */
export const currentTheme = (): Theme => parseTheme(root.getAttribute(themeAttribute));

/** A press on a theme toggle switches the theme and stores it; true when it was one. */
export function answerThemePress(target: Element): boolean {
  if (!target.closest(themeToggle.selector)) return false;
  const next = nextTheme(currentTheme());
  showTheme(next);
  writeStorage(storageKeys.theme, next);
  return true;
}
