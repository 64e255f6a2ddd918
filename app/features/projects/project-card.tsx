import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CardView } from '~/features/content/views';
import { useFrameCycle } from '~/features/frames/use-frame-cycle';
import { useReducedMotion } from '~/lib/use-reduced-motion';
import { canCycle } from '~/features/frames/slideshow';
import { accentStyle } from '~/lib/accent';
import { ArrowUpRightIcon, LockIcon } from '~/ui/icons';
import { Image } from '~/features/media/image';
import { canTravel, useTravellingCover } from '~/features/cover-transition/use-travelling-cover';
import { rememberReturn } from '~/lib/return-to';
import { useHandOver } from '~/start/hand-over';
import { framesData } from '~/features/frames/frames-data';

type ProjectCardProps = {
  card: CardView;
  priority?: boolean;
  /** Holds the card mid-cycle on this frame, looking as it does under the pointer (the design-system page). */
  heldFrame?: number;
};

/** Two columns of the 80rem page from 56rem, one full-width column below. */
const cardSizes = '(min-width: 88rem) 40rem, (min-width: 56rem) 50vw, 100vw';

/** Hovering or focusing the card plays its cover frames; leaving shows the first again. */
export function ProjectCard({ card, priority = false, heldFrame }: ProjectCardProps) {
  const [active, setActive] = useState(false);
  const reducedMotion = useReducedMotion();
  const held = heldFrame !== undefined;
  const cycling = !held && active && canCycle(card.frames.length, reducedMotion);
  const { index } = useFrameCycle(card.frames, cycling, {
    sizes: cardSizes,
    fromEntry: true,
  });
  // Written once per card, not on every frame the card re-renders for.
  const frameAttributes = useMemo(() => (held ? {} : framesData(card.frames)), [held, card.frames]);
  const link = useRef<HTMLAnchorElement>(null);
  // The early controls were cycling it: it goes on if the pointer or focus is still on it.
  useHandOver(link, () => {
    const element = link.current;
    if (element && (element.matches(':hover') || element === document.activeElement)) setActive(true);
  });
  const isPrivate = card.access === 'private';
  // A public card's cover grows into its case study's (the gate has no cover to grow into).
  const travel = useTravellingCover(card.href, !isPrivate);
  const frame = card.frames[held ? heldFrame : travel.travelling ? 0 : index] ?? card.frames[0];

  return (
    <Link
      ref={link}
      to={card.href}
      viewTransition={!isPrivate && canTravel(reducedMotion)}
      className="project-card"
      data-state={held || cycling ? 'cycling' : undefined}
      {...frameAttributes}
      style={accentStyle(card.accent)}
      onClick={isPrivate ? () => rememberReturn(card.slug) : undefined}
      onPointerEnter={() => setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      <span className="project-card__media" style={travel.style}>
        {frame && <Image image={frame} priority={priority} sizes={cardSizes} className="project-card__image" />}
      </span>
      <span className="project-card__text">
        <span className="project-card__name">{card.name}</span>
        <span className="project-card__subtitle">{card.subtitle}</span>
        {isPrivate && <span className="visually-hidden">, password protected</span>}
      </span>
      <span className="project-card__icon" data-icon={isPrivate ? 'lock' : 'arrow'}>
        {isPrivate ? <LockIcon /> : <ArrowUpRightIcon />}
      </span>
    </Link>
  );
}
