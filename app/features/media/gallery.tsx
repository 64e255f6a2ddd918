import type { MediaItemView } from '../content/views.ts';
import { Zoomable } from '../lightbox/zoomable.tsx';
import { ExpandIcon } from '../../ui/icons.tsx';
import { Image } from './image.tsx';
import { LoopingVideo } from './looping-video.tsx';
import { useWords } from '../../i18n/use-words.ts';

type GalleryProps = { title: string; items: MediaItemView[] };

export function Gallery({ title, items }: GalleryProps) {
  const words = useWords();
  return (
    <figure className="gallery" data-count={items.length}>
      <div className="gallery__grid">
        {items.map((item) => (
          <div key={item.name} className="gallery__item">
            {item.mediaType === 'image' ? (
              <Zoomable media={item.image}>
                <Image image={item.image} sizes="(min-width: 88rem) 27rem, (min-width: 48rem) 33vw, 100vw" className="gallery__media" />
              </Zoomable>
            ) : (
              <>
                <LoopingVideo video={item.video} label={item.alt} className="gallery__media" />
                {/* A control of its own: the video keeps its controls under reduced motion. */}
                <Zoomable media={item.video} label={words.media.playLarger(item.alt)} className="icon-button gallery__enlarge">
                  <ExpandIcon />
                </Zoomable>
              </>
            )}
            <span className="gallery__tag">{item.tag}</span>
          </div>
        ))}
      </div>
      <figcaption className="gallery__title">{title}</figcaption>
    </figure>
  );
}
