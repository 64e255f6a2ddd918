import { PauseIcon, PlayIcon } from '../../ui/icons.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { wordsAttributes } from '../../i18n/script-words.ts';
import { frameCount } from './slideshow.ts';
import { countAttribute, coverCount, coverToggle, playingAttribute, type CoverToggleWord } from './frames-contract.ts';

type SlideshowControlProps = { total: number };

/**
 * The cover's pause/play button and its frame count ("01 / 08"), as the page
 * opens: playing, on the first frame. Both icons are in the page and the
 * count is an attribute: the head script turns the button
 * (cover-toggle.ts) and frames-control.ts runs the show, changing attributes only.
 */
export function SlideshowControl({ total }: SlideshowControlProps) {
  const { pause, play } = useWords().cover;
  return (
    <>
      <button
        type="button"
        className="icon-button cover__toggle"
        aria-label={pause}
        {...{ [playingAttribute]: 'true' }}
        {...coverToggle.props}
        {...wordsAttributes<CoverToggleWord>({ pause, play })}
      >
        <PauseIcon className="cover__pause" />
        <PlayIcon className="cover__play" />
      </button>
      <span className="cover__count" aria-hidden="true" {...{ [countAttribute]: frameCount(0, total) }} {...coverCount.props} />
    </>
  );
}
