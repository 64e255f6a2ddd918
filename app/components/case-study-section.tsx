import type { CaseStudyView } from '~/content/views';
import { Image } from './image';
import { RichText } from './rich-text';

type CaseStudySectionProps = { section: CaseStudyView['sections'][number] };

export function CaseStudySection({ section }: CaseStudySectionProps) {
  const titleId = `section-${section.number}`;
  return (
    <section className="cs-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <span className="section-title__number">{section.number}</span> {section.title}
      </h2>
      {section.blocks.map((block, i) =>
        block.kind === 'comment' ? (
          <div key={i} className="comment">
            <h3 className="comment__title">{block.title}</h3>
            <p>
              <RichText text={block.text} />
            </p>
          </div>
        ) : (
          <figure key={i} className="image-block" data-count={block.images.length}>
            <div className="image-block__grid">
              {block.images.map((image, j) => (
                <Image key={j} image={image} sizes="(min-width: 1200px) 1200px, 100vw" className="image-block__image" />
              ))}
            </div>
            {block.caption && <figcaption>{block.caption}</figcaption>}
          </figure>
        ),
      )}
    </section>
  );
}
