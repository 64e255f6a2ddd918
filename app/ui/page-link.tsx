import type { AnchorHTMLAttributes } from 'react';
import { pageHref } from '~/lib/public-url';
import { pathIn } from '~/features/i18n/locale';
import { useLocale } from '~/features/i18n/use-locale';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A link to a page of the site, in the page's language (`/about` on a Spanish
 * page is `/es/about`): a plain link, below the base path; the browser loads the page.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  return <a href={pageHref(pathIn(to, useLocale()))} {...props} />;
}
