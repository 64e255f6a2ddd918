import type { ImageView } from '~/content/views';

type ImageProps = {
  image: ImageView;
  className?: string;
  /** The largest image of the first view: fetched first, never lazily. */
  priority?: boolean;
  sizes?: string;
};

/** Every image carries its intrinsic size, so nothing shifts while it loads. */
export function Image({ image, className, priority = false, sizes }: ImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (sizes ?? image.sizes) : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
