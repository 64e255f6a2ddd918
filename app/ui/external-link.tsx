import type { ReactNode } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { ArrowUpRightIcon } from './icons.tsx';

/** `hooks`: a control's attributes on the link (a contract's hook props). */
type ExternalLinkProps = { href: string; children: ReactNode; className?: string; hooks?: Readonly<Record<string, string>> };

/** Opens in a new tab without handing the opener over, and says so. */
export function ExternalLink({ href, children, className, hooks }: ExternalLinkProps) {
  const words = useWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? 'external-link'} {...hooks}>
      {children}
      <span className="visually-hidden"> {words.newTab}</span>
      <ArrowUpRightIcon className="external-link__icon" />
    </a>
  );
}
