import { Link, NavLink, useLocation } from 'react-router';
import { site } from 'virtual:content/site';
import { ArrowLeftIcon } from '~/ui/icons';
import { ThemeToggle } from '~/features/theme/theme-toggle';

export function SiteHeader() {
  const isHome = useLocation().pathname === '/';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {isHome ? (
          <Link to="/" className="site-header__name">
            {site.name}
          </Link>
        ) : (
          <Link to="/" className="icon-button site-header__back" aria-label="Back to home">
            <ArrowLeftIcon />
          </Link>
        )}
        <nav className="site-header__nav" aria-label="Main">
          <NavLink to="/about" className="site-header__link">
            About
          </NavLink>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
