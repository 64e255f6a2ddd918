import type { ImageView } from '../content/views.ts';
import { Image } from '../media/image.tsx';
import { coverFrameId, travellingCover } from '../cover-transition/cover-transition-contract.ts';
import { SlideshowControl } from './slideshow-control.tsx';
import { framesData } from './frames-data.ts';
import { framesCover } from './frames-contract.ts';
import { useWords } from '../../i18n/use-words.ts';

type CoverSlideshowProps = { frames: ImageView[]; name: string; path: string };

/** Full-bleed up to the cover's max width (120rem). */
export const coverSizes = '(min-width: 120rem) 120rem, 100vw';

/**
 * The case-study cover on its first frame. It plays through its frames every
 * 700 ms with a pause control, never on its own for visitors who ask for less
 * motion: frames-control.ts runs it, from the frames this renders as data.
 */
export function CoverSlideshow({ frames, name, path }: CoverSlideshowProps) {
  const frame = frames[0];
  const words = useWords().cover;
  return (
    <figure
      className="cover"
      aria-roledescription={words.roleDescription}
      aria-label={words.label(name)}
      {...framesData(frames, framesCover)}
    >
      <div className="cover__frame" id={coverFrameId} {...{ [travellingCover.attribute]: path }}>
        {frame && <Image image={frame} priority sizes={coverSizes} className="cover__image" />}
      </div>
      {frames.length > 1 && (
        <div className="cover__controls page">
          <SlideshowControl total={frames.length} />
        </div>
      )}
    </figure>
  );
}
