import { useMemo, useRef, useState } from 'react';
import type { ImageView } from '~/features/content/views';
import { useFrameCycle } from '~/features/frames/use-frame-cycle';
import { useReducedMotion } from '~/lib/use-reduced-motion';
import { isPlaying, type PlayChoice } from '~/features/frames/slideshow';
import { Image } from '~/features/media/image';
import { SlideshowControl } from './slideshow-control';
import { useTravellingCover } from '~/features/cover-transition/use-travelling-cover';
import { useHandOver } from '~/start/hand-over';
import { framesData } from './frames-data';

type CoverSlideshowProps = { frames: ImageView[]; name: string; path: string };

/** Full-bleed up to the cover's max width (120rem). */
export const coverSizes = '(min-width: 120rem) 120rem, 100vw';

/**
 * The case-study cover: plays through its frames every 700 ms, with a
 * pause control; it never plays on its own for visitors who ask for less motion.
 */
export function CoverSlideshow({ frames, name, path }: CoverSlideshowProps) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<PlayChoice>(null);
  const playing = isPlaying(frames.length, reducedMotion, choice);
  const travel = useTravellingCover(path);
  const cycle = useFrameCycle(frames, playing, { sizes: coverSizes });
  const index = travel.travelling ? 0 : cycle.index;
  const figure = useRef<HTMLElement>(null);
  // Written once per cover, not on every frame it re-renders for.
  const frameAttributes = useMemo(() => framesData(frames), [frames]);
  // The early controls started the show at first paint: it goes on from where they are.
  useHandOver(figure, (early) => {
    cycle.resumeAt(early.index, early.nextInMs);
    if (early.chosen) setChoice(early.playing ? 'play' : 'pause');
  });
  const frame = frames[index] ?? frames[0];

  return (
    <figure
      ref={figure}
      className="cover"
      aria-roledescription="slideshow"
      aria-label={`${name} cover`}
      {...frameAttributes}
    >
      <div className="cover__frame" style={travel.style}>
        {frame && <Image image={frame} priority sizes={coverSizes} className="cover__image" />}
      </div>
      {frames.length > 1 && (
        <div className="cover__controls page">
          <SlideshowControl
            playing={playing}
            index={index}
            total={frames.length}
            onToggle={() => setChoice(playing ? 'pause' : 'play')}
          />
        </div>
      )}
    </figure>
  );
}
