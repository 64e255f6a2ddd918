import type { AnchorHTMLAttributes } from 'react';
import { pageHref } from '../lib/public-url.ts';
import { pathIn, type Locale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.tsx';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The page's address in any language (`/about`). */
  to: string;
  /** The language to link to; the page's own by default, so every link stays in the visitor's language. */
  locale?: Locale;
};

/** A link to a page of the site: a plain link, below the base path; the browser loads the page. */
export function PageLink({ to, locale, ...props }: PageLinkProps) {
  const current = useLocale();
  return <a href={pageHref(pathIn(to, locale ?? current))} {...props} />;
}
