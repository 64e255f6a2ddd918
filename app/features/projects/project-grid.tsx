import type { CardView } from '../content/views.ts';
import { ProjectCard } from './project-card.tsx';

/** The id after a grid's last card: a page can wait for it (renderBlockingUntil). */
export const cardsEnd = (titleId: string) => `${titleId}-end`;

type ProjectGridProps = { cards: CardView[]; title: string; titleId: string; priorityFirst?: boolean };

export function ProjectGrid({ cards, title, titleId, priorityFirst = false }: ProjectGridProps) {
  return (
    <section className="projects" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-label">
        {title}
      </h2>
      <ul className="projects__grid">
        {cards.map((card, i) => (
          <li key={card.slug}>
            <ProjectCard card={card} priority={priorityFirst && i === 0} />
          </li>
        ))}
      </ul>
      <span id={cardsEnd(titleId)} hidden />
    </section>
  );
}
