import { useLocation } from 'react-router';
import { basePathOf, languages, otherLocales, pathIn } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.tsx';
import { notFoundPrerenderPath } from '../../lib/pages.ts';
import { pageHref } from '../../lib/public-url.ts';

/**
 * The same page in the site's other language: a plain link, so it works
 * without JavaScript, and the theme (kept in storage) comes along. It shows
 * the language's code and is named by the language's own name, in that
 * language (`ES`, "Español"). The not-found page, served at any address,
 * leads to the other language's home page. No visitor is ever sent to a
 * language by their browser's.
 */
export function LanguageSwitch() {
  const { pathname } = useLocation();
  const target = basePathOf(pathname) === notFoundPrerenderPath ? '/' : pathname;
  return otherLocales(useLocale()).map((other) => (
    <a
      key={other}
      href={pageHref(pathIn(target, other))}
      hrefLang={languages[other].lang}
      lang={languages[other].lang}
      aria-label={languages[other].name}
      className="site-header__link site-header__language"
    >
      {other.toUpperCase()}
    </a>
  ));
}
