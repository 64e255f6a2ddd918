type SectionHeadingProps = { id: string; number: number; title: string; description?: string };

/** A numbered section title, as case studies number theirs, and the token group's own description. */
export function SectionHeading({ id, number, title, description }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className="section-title">
        <span className="section-title__number">{String(number).padStart(2, '0')}</span> {title}
      </h2>
      {description && <p className="ds-description">{description}</p>}
    </>
  );
}
