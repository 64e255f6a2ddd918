import type { DesignSystemView } from './design-system.server.ts';
import { SectionHeading } from './section-heading.tsx';
import type { TokenRow } from './token-view.ts';
import { useWords } from '../../i18n/use-words.ts';
import { TokenMeta } from './token-meta.tsx';

type ScalesSectionProps = { view: DesignSystemView };

/** A token of the scales: its value, and its size in pixels where it has one. */
const Meta = ({ token }: { token: TokenRow }) => (
  <TokenMeta name={token.name} value={token.px ? `${token.value} · ${token.px}` : token.value} />
);

/** Spacing as bars, radii and strokes as boxes, the card shadow, and the fixed sizes. */
export function ScalesSection({ view }: ScalesSectionProps) {
  const words = useWords().designSystem;
  return (
    <>
      <section className="ds-section" aria-labelledby="ds-space">
        <SectionHeading id="ds-space" number={3} title={words.sections.spacing} description={view.groups.space} />
        <ul className="ds-space">
          {view.space.map((token) => (
            <li key={token.name} className="ds-space__step">
              <Meta token={token} />
              <span className="ds-space__bar" style={{ width: `var(--${token.name})` }} />
            </li>
          ))}
        </ul>
      </section>

      <section className="ds-section" aria-labelledby="ds-shape">
        <SectionHeading id="ds-shape" number={4} title={words.sections.shape} description={view.groups.radius} />
        <ul className="ds-shapes">
          {view.radius.map((token) => (
            <li key={token.name}>
              <span className="ds-shape" style={{ borderRadius: `var(--${token.name})` }} />
              <Meta token={token} />
            </li>
          ))}
          {view.strokes.map((token) => (
            <li key={token.name}>
              {token.name.startsWith('focus') ? (
                <span className="ds-shape ds-shape--focus" />
              ) : (
                <span className="ds-shape ds-shape--stroke" style={{ borderWidth: `var(--${token.name})` }} />
              )}
              <Meta token={token} />
            </li>
          ))}
          {view.shadows.light.map((token) => (
            <li key={token.name}>
              <span className="ds-shape" style={{ boxShadow: `var(--${token.name})` }} />
              <Meta token={token} />
            </li>
          ))}
        </ul>

        <h3 className="ds-subtitle">{words.sizes}</h3>
        <ul className="ds-sizes">
          {view.sizes.map((token) => (
            <li key={token.name}>
              <Meta token={token} />
              {token.description && <p className="ds-sizes__use">{token.description}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
