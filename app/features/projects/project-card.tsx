import type { CardView } from '../content/views.ts';
import { canCycle } from '../frames/slideshow.ts';
import { accentStyle } from '../../lib/accent.ts';
import { ArrowUpRightIcon, LockIcon } from '../../ui/icons.tsx';
import { Image } from '../media/image.tsx';
import { travellingCover } from '../cover-transition/cover-transition-contract.ts';
import { returnCard } from '../../lib/return-to-contract.ts';
import { pageHref } from '../../lib/public-url.ts';
import { framesData } from '../frames/frames-data.ts';
import { cyclingState, framesCard, stateAttribute } from '../frames/frames-contract.ts';
import { useWords } from '../../i18n/use-words.ts';

type ProjectCardProps = {
  card: CardView;
  priority?: boolean;
  /** Holds the card mid-cycle on this frame, looking as it does under the pointer (the design-system page). */
  heldFrame?: number;
};

/** Two columns of the 80rem page from 56rem, one full-width column below. */
const cardSizes = '(min-width: 88rem) 40rem, (min-width: 56rem) 50vw, 100vw';

/**
 * A link to the project. Hovering or focusing it plays its cover frames and
 * leaving shows the first again (frames-control.ts, from the frames this
 * renders as data); a public card's cover grows into its case study's
 * (travelling-cover.ts); a private card notes which project the gate should open.
 */
export function ProjectCard({ card, priority = false, heldFrame }: ProjectCardProps) {
  const held = heldFrame !== undefined && canCycle(card.frames.length, false);
  const isPrivate = card.access === 'private';
  const frame = card.frames[held ? heldFrame : 0] ?? card.frames[0];
  const words = useWords();

  return (
    <a
      href={pageHref(card.href)}
      className="project-card"
      {...(held ? { [stateAttribute]: cyclingState } : framesData(card.frames, framesCard))}
      {...(isPrivate ? { [returnCard.attribute]: card.slug } : {})}
      style={accentStyle(card.accent)}
    >
      <span className="project-card__media" {...(isPrivate ? {} : { [travellingCover.attribute]: pageHref(card.href) })}>
        {frame && <Image image={frame} priority={priority} sizes={cardSizes} className="project-card__image" />}
      </span>
      <span className="project-card__text">
        <span className="project-card__name">{card.name}</span>
        <span className="project-card__subtitle">{card.subtitle}</span>
        {isPrivate && <span className="visually-hidden">, {words.card.private}</span>}
      </span>
      <span className="project-card__icon" data-icon={isPrivate ? 'lock' : 'arrow'}>
        {isPrivate ? <LockIcon /> : <ArrowUpRightIcon />}
      </span>
    </a>
  );
}
