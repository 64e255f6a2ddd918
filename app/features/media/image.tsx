import type { ImageView } from '../content/views.ts';
import { pictureOf } from './picture.ts';

type ImageProps = {
  image: ImageView;
  /** How wide the image is drawn, as a `sizes` value: picks the width to download. */
  sizes: string;
  className?: string;
  /** The largest image of the first view: fetched first, never lazily. */
  priority?: boolean;
};

/**
 * A `<picture>` offering AVIF, then WebP, in several widths (picture.ts,
 * which the scripts that change a picture's frame follow too). Every image
 * carries its intrinsic size, so nothing shifts while it loads.
 */
export function Image({ image, sizes, className, priority = false }: ImageProps) {
  const picture = pictureOf(image, sizes);
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={picture.img.src}
        width={image.width}
        height={image.height}
        alt={picture.img.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
