import { useLocation } from 'react-router';
import { useSite } from '~/features/content/site-settings';
import { ArrowLeftIcon } from '~/ui/icons';
import { PageLink } from '~/ui/page-link';
import { ThemeToggle } from '~/features/theme/theme-toggle';

export function SiteHeader() {
  const site = useSite();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {isHome ? (
          <PageLink to="/" className="site-header__name">
            {site.name}
          </PageLink>
        ) : (
          <PageLink to="/" className="icon-button site-header__back" aria-label="Back to home">
            <ArrowLeftIcon />
          </PageLink>
        )}
        <nav className="site-header__nav" aria-label="Main">
          <PageLink to="/about" className="site-header__link" aria-current={pathname === '/about' ? 'page' : undefined}>
            About
          </PageLink>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
