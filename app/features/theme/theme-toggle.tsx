import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { themeToggle } from './theme-contract.ts';

/**
 * A real button, rendered unpressed: the head script presses it for a dark
 * theme and answers every press (theme-control.ts). Which icon shows is
 * CSS's job, from data-theme on <html>.
 */
export function ThemeToggle() {
  const words = useWords();
  return (
    <button type="button" className="icon-button theme-toggle" aria-pressed={false} {...themeToggle.props}>
      <span className="visually-hidden">{words.theme.dark}</span>
      <SunIcon className="theme-toggle__sun" />
      <MoonIcon className="theme-toggle__moon" />
    </button>
  );
}
