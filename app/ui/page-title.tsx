import type { ReactNode } from 'react';

type PageTitleProps = { eyebrow: ReactNode; className?: string; children: ReactNode };

/** A page's small label and its one heading, as every page opens. */
export function PageTitle({ eyebrow, className, children }: PageTitleProps) {
  return (
    <>
      <p className="section-label">{eyebrow}</p>
      <h1 className={className ? `page-title ${className}` : 'page-title'}>{children}</h1>
    </>
  );
}
