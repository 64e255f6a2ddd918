import type { ReactNode } from 'react';
import { ExternalLink } from './external-link.tsx';

type MaybeLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  unavailableNote: string;
  /** A control's attributes on the link, when there is one. */
  hooks?: Readonly<Record<string, string>>;
};

/** An external link, or, while the content has no address for it, a plainly unavailable label. */
export function MaybeLink({ href, className, children, unavailableNote, hooks }: MaybeLinkProps) {
  if (href.trim() === '') {
    return (
      <span className={`${className ?? ''} is-unavailable`} aria-disabled="true">
        {children}
        <span className="unavailable-note">{unavailableNote}</span>
      </span>
    );
  }
  return (
    <ExternalLink href={href} className={className} hooks={hooks}>
      {children}
    </ExternalLink>
  );
}
