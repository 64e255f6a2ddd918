import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';

type MaybeLinkProps = { href: string; className?: string; children: ReactNode; unavailableNote: string };

/** An external link, or, while the content has no address for it, a plainly unavailable label. */
export function MaybeLink({ href, className, children, unavailableNote }: MaybeLinkProps) {
  if (href.trim() === '') {
    return (
      <span className={`${className ?? ''} is-unavailable`} aria-disabled="true">
        {children}
        <span className="unavailable-note">{unavailableNote}</span>
      </span>
    );
  }
  return (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}
