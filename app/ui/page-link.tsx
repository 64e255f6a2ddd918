import type { AnchorHTMLAttributes } from 'react';
import { pageHref } from '~/lib/public-url';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A link to a page of the site: a plain link, below the base path; the browser loads the page. */
export function PageLink({ to, ...props }: PageLinkProps) {
  return <a href={pageHref(to)} {...props} />;
}
