import { useId } from 'react';
import type { TeaserView } from '../content/views.ts';
import { Image } from '../media/image.tsx';
import { useWords } from '../../i18n/use-words.ts';

type TeaserProps = { teaser: TeaserView };

/** The facts a teaser lists, in this order. */
const facts = ['role', 'year', 'industry'] as const;

/**
 * Under the gate's heading: what a private project was, in the owner's
 * public words (its name, or codename, the outcome, role, year, industry
 * and a short summary), so a visitor without the password still learns it.
 */
export function Teaser({ teaser }: TeaserProps) {
  // /private holds every private project's teaser: each names its own region.
  const nameId = useId();
  const labels = useWords().gate.teaser;
  return (
    <section className="teaser" aria-labelledby={nameId}>
      <h2 id={nameId} className="teaser__name">
        {teaser.name}
      </h2>
      <p className="teaser__outcome">{teaser.outcome}</p>
      <dl className="teaser__facts">
        {facts.map((field) => (
          <div key={field} className="teaser__fact">
            <dt>{labels[field]}</dt>
            <dd>{teaser[field]}</dd>
          </div>
        ))}
      </dl>
      {teaser.summary && <p className="teaser__summary">{teaser.summary}</p>}
    </section>
  );
}

/** Beside the gate (under it on a narrow screen): the teaser's cover, published on purpose. */
export function TeaserCover({ teaser }: TeaserProps) {
  if (!teaser.cover) return null;
  return (
    <figure className="teaser-cover">
      <Image image={teaser.cover} priority sizes="(min-width: 64rem) 32rem, 100vw" className="teaser-cover__image" />
    </figure>
  );
}
