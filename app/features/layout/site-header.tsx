import { useLocation } from 'react-router';
import { useSite } from '~/features/content/site-settings';
import { ArrowLeftIcon } from '~/ui/icons';
import { PageLink } from '~/ui/page-link';
import { ThemeToggle } from '~/features/theme/theme-toggle';
import { basePathOf } from '~/features/i18n/locale';
import { useWords } from '~/features/i18n/use-words';
import { LanguageSwitch } from './language-switch';

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
