import { useSyncExternalStore } from 'react';
import { nextTheme, parseTheme, type Theme } from '~/features/theme/theme';
import { storageKeys, writeStorage } from '~/lib/storage';
import { MoonIcon, SunIcon } from '~/ui/icons';

// The document is the single source of truth: the bootstrap script sets
// data-theme before the first paint, and the toggle only ever changes it there.
function currentTheme(): Theme {
  return parseTheme(document.documentElement.getAttribute('data-theme'));
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** A real button; which icon shows is CSS's job, so it is right before hydration too. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);

  function toggle() {
    const next = nextTheme(currentTheme());
    document.documentElement.setAttribute('data-theme', next);
    writeStorage(storageKeys.theme, next);
  }

  return (
    <button type="button" className="icon-button theme-toggle" aria-pressed={theme === 'dark'} onClick={toggle}>
      <span className="visually-hidden">Dark theme</span>
      <SunIcon className="theme-toggle__sun" />
      <MoonIcon className="theme-toggle__moon" />
    </button>
  );
}
