import type { DesignSystemView } from './design-system.server.ts';
import { SectionHeading } from './section-heading.tsx';
import { TokenMeta } from './token-meta.tsx';
import { useWords } from '../../i18n/use-words.ts';

type TypeSectionProps = { type: DesignSystemView['type']; description?: string };

/** Each step of the type scale set in itself, with what it is for. */
export function TypeSection({ type, description }: TypeSectionProps) {
  const family = type.family[0];
  const words = useWords().designSystem;
  return (
    <section className="ds-section" aria-labelledby="ds-type">
      <SectionHeading id="ds-type" number={2} title={words.sections.type} description={description} />
      {family && (
        <p className="ds-type__family">
          <code>{`--${family.name}`}</code> {family.value}
        </p>
      )}
      <ul className="ds-type">
        {[...type.scale].reverse().map((step) => (
          <li key={step.name} className="ds-type__step">
            <TokenMeta name={step.name} value={step.px ?? step.value} className="ds-type__meta" />
            <p className="ds-type__sample" data-step={step.name} style={{ fontSize: `var(--${step.name})` }}>
              {step.description ?? step.name}
            </p>
          </li>
        ))}
      </ul>
      <h3 className="ds-subtitle">{words.tracking}</h3>
      <ul className="ds-tracking">
        {type.tracking.map((step) => (
          <li key={step.name}>
            <TokenMeta name={step.name} value={step.value} />
            <span className="ds-tracking__sample" style={{ letterSpacing: `var(--${step.name})` }}>
              {step.description ?? words.trackingSample}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
