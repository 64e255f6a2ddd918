import { useLocation } from 'react-router';
import { useSite } from '../content/site-settings.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { PageLink } from '../../ui/page-link.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { basePathOf } from '../../i18n/locale.ts';
import { useWords } from '../../i18n/use-words.ts';
import { LanguageSwitch } from './language-switch.tsx';

export function SiteHeader() {
  const site = useSite();
  const words = useWords();
  // The page's address as in English: the same page in either language.
  const page = basePathOf(useLocation().pathname);
  const isHome = page === '/';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {isHome ? (
          <PageLink to="/" className="site-header__name">
            {site.name}
          </PageLink>
        ) : (
          <PageLink to="/" className="icon-button site-header__back" aria-label={words.header.home}>
            <ArrowLeftIcon />
          </PageLink>
        )}
        <nav className="site-header__nav" aria-label={words.header.nav}>
          <PageLink to="/about" className="site-header__link" aria-current={page === '/about' ? 'page' : undefined}>
            {words.header.about}
          </PageLink>
          <LanguageSwitch />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
