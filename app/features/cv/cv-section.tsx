import type { ReactNode } from 'react';

type CvSectionProps = { id: string; title: string; children: ReactNode };

/** One part of the CV: its title in the left column, its entries in the right. */
export function CvSection({ id, title, children }: CvSectionProps) {
  return (
    <section className="cv-section" aria-labelledby={id}>
      <h2 id={id} className="section-label cv-section__title">
        {title}
      </h2>
      <div className="cv-section__body">{children}</div>
    </section>
  );
}
