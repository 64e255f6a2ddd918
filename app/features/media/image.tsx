import type { ImageView } from '~/features/content/views';

type ImageProps = {
  image: ImageView;
  /** How wide the image is drawn, as a `sizes` value: picks the width to download. */
  sizes: string;
  className?: string;
  /** The largest image of the first view: fetched first, never lazily. */
  priority?: boolean;
};

/**
 * A `<picture>` offering AVIF, then WebP, in several widths. Every image
 * carries its intrinsic size, so nothing shifts while it loads.
 */
export function Image({ image, sizes, className, priority = false }: ImageProps) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
