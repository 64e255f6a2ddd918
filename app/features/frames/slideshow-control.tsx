import { PauseIcon, PlayIcon } from '~/ui/icons';

type SlideshowControlProps = { playing: boolean; index: number; total: number; onToggle: () => void };

/** The cover's pause/play button and its frame count ("03 / 08"). */
export function SlideshowControl({ playing, index, total, onToggle }: SlideshowControlProps) {
  return (
    <>
      <button
        type="button"
        className="icon-button cover__toggle"
        onClick={onToggle}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <span className="cover__count" aria-hidden="true">
        {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
      </span>
    </>
  );
}
