import type { MediaItemView } from '~/content/views';
import { Image } from './image';
import { LoopingVideo } from './looping-video';

type GalleryProps = { title: string; items: MediaItemView[] };

export function Gallery({ title, items }: GalleryProps) {
  return (
    <figure className="gallery" data-count={items.length}>
      <div className="gallery__grid">
        {items.map((item) => (
          <div key={item.name} className="gallery__item">
            {item.mediaType === 'image' ? (
              <Image image={item.image} sizes="(min-width: 88rem) 27rem, (min-width: 48rem) 33vw, 100vw" className="gallery__media" />
            ) : (
              <LoopingVideo video={item.video} label={item.alt} className="gallery__media" />
            )}
            <span className="gallery__tag">{item.tag}</span>
          </div>
        ))}
      </div>
      <figcaption className="gallery__title">{title}</figcaption>
    </figure>
  );
}
