import type { CaseStudyView } from '../content/views.ts';
import { Zoomable } from '../lightbox/zoomable.tsx';
import { sectionId } from '../section-index/section-index.tsx';
import { Image } from '../media/image.tsx';
import { RichText } from '../../ui/rich-text.tsx';

type CaseStudySectionProps = {
  section: CaseStudyView['sections'][number];
  /** A control's attributes on the section: analytics marks the last one, which read to, a case study has been read. */
  hooks?: Readonly<Record<string, string>>;
};

/**
 * An image block spans the 80rem page; from 48rem it splits into 2 or 3
 * columns (see .image-block), and from 75rem it shares the page with the
 * section index (14rem and a 3rem gap).
 */
function blockSizes(count: number): string {
  const columns = count === 1 ? 1 : count === 2 || count === 4 ? 2 : 3;
  return [
    `(min-width: 88rem) ${63 / columns}rem`,
    `(min-width: 75rem) calc((100vw - 17rem - 8rem) / ${columns})`,
    `(min-width: 48rem) ${Math.round(100 / columns)}vw`,
    '100vw',
  ].join(', ');
}

export function CaseStudySection({ section, hooks }: CaseStudySectionProps) {
  const titleId = sectionId(section.number);
  return (
    <section className="cs-section" aria-labelledby={titleId} {...hooks}>
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
                <Zoomable key={j} media={image} className="image-block__item" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
                  <Image image={image} sizes={blockSizes(block.images.length)} className="image-block__image" />
                </Zoomable>
              ))}
            </div>
            {block.caption && <figcaption>{block.caption}</figcaption>}
          </figure>
        ),
      )}
    </section>
  );
}
