import { PauseIcon, PlayIcon } from '~/ui/icons';
import { frameCount, playLabel } from './slideshow';

type SlideshowControlProps = { playing: boolean; index: number; total: number; onToggle: () => void };

/**
 * The cover's pause/play button and its frame count ("03 / 08"). Both icons
 * are in the page and the count is an attribute, so the early controls
 * (app/start/early-controls.ts) can run the show before the app, changing
 * attributes only.
 */
export function SlideshowControl({ playing, index, total, onToggle }: SlideshowControlProps) {
  return (
    <>
      <button
        type="button"
        className="icon-button cover__toggle"
        onClick={onToggle}
        aria-label={playLabel(playing)}
        data-playing={playing}
      >
        <PauseIcon className="cover__pause" />
        <PlayIcon className="cover__play" />
      </button>
      <span className="cover__count" aria-hidden="true" data-count={frameCount(index, total)} />
    </>
  );
}
