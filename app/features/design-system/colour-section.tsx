import type { CSSProperties } from 'react';
import type { DesignSystemView } from './design-system.server.ts';
import type { ShownPair } from './contrast-pairs.ts';
import { minimumRatio } from './contrast.ts';
import { SectionHeading } from './section-heading.tsx';
import { useWords } from '../../i18n/use-words.ts';

type ColourSectionProps = { colours: DesignSystemView['colours']; description?: string };

/** One theme's semantic colours, drawn on that theme's own page colour. */
function ThemePanel({ theme, swatches }: { theme: 'light' | 'dark'; swatches: DesignSystemView['colours']['semantic']['light'] }) {
  const words = useWords().designSystem;
  const value = (name: string) => swatches.find((swatch) => swatch.name === name)?.value;
  const style = {
    '--ds-bg': value('color-bg'),
    '--ds-text': value('color-text'),
    '--ds-muted': value('color-text-muted'),
    '--ds-line': value('color-border'),
  } as CSSProperties;
  return (
    <div className="ds-theme" style={style}>
      <h3 className="ds-theme__title">{words[theme]}</h3>
      <ul className="ds-swatches">
        {swatches.map((swatch) => (
          <li key={swatch.name} className="ds-swatch">
            <span className="ds-swatch__chip" style={{ background: swatch.value }} />
            <code className="ds-swatch__name">{`--${swatch.name}`}</code>
            <span className="ds-swatch__value">{swatch.alias ? `${swatch.alias} · ${swatch.value}` : swatch.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Score({ pair }: { pair: ShownPair }) {
  const words = useWords().designSystem;
  return (
    <span className="ds-score">
      <span className="visually-hidden">{`${words[pair.theme]}: `}</span>
      <span
        className="ds-sample"
        style={{ color: pair.foregroundValue, background: pair.backgroundValue }}
        data-role={pair.role}
        aria-hidden="true"
      >
        {pair.role === 'ui' ? '' : 'Aa'}
      </span>
      <span className="ds-score__figure">{pair.figure}</span>
      <span className="ds-badge" data-level={pair.level}>
        {pair.level === 'Fail' ? words.fail : pair.level}
      </span>
    </span>
  );
}

/** Pairs in both themes, one row each: what is drawn on what, where, and how it scores. */
function PairList({ pairs, head = false }: { pairs: ShownPair[]; head?: boolean }) {
  const words = useWords().designSystem;
  const light = pairs.filter((pair) => pair.theme === 'light');
  return (
    <ul className="ds-pairs">
      {head && (
        <li className="ds-pairs__head" aria-hidden="true">
          <span>{words.light}</span>
          <span>{words.dark}</span>
        </li>
      )}
      {light.map((pair) => {
        const dark = pairs.find(
          (other) => other.theme === 'dark' && other.foreground === pair.foreground && other.background === pair.background,
        );
        return (
          <li key={`${pair.foreground}/${pair.background}`} className="ds-pair">
            <p className="ds-pair__name">
              <code>{`--${pair.foreground}`}</code> {words.on} <code>{`--${pair.background}`}</code>
            </p>
            <p className="ds-pair__use">
              {words.pairUses[pair.use]}. {words.needs(words.roles[pair.role], minimumRatio[pair.role].aa)}
            </p>
            <p className="ds-pair__scores">
              <Score pair={pair} />
              {dark && <Score pair={dark} />}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function ColourSection({ colours, description }: ColourSectionProps) {
  const words = useWords().designSystem;
  return (
    <section className="ds-section" aria-labelledby="ds-colour">
      <SectionHeading id="ds-colour" number={1} title={words.sections.colour} description={description} />
      <div className="ds-themes">
        <ThemePanel theme="light" swatches={colours.semantic.light} />
        <ThemePanel theme="dark" swatches={colours.semantic.dark} />
      </div>

      <h3 className="ds-subtitle">{words.contrast}</h3>
      <p className="ds-description">{words.contrastText}</p>
      <PairList pairs={colours.pairs} head />

      <h3 className="ds-subtitle">{words.accents}</h3>
      <ul className="ds-accents">
        {colours.accents.map((accent) => (
          <li key={accent.slug} className="ds-accent">
            <p className="ds-accent__name">{accent.name}</p>
            {/* As text and as the fill under the card's icon: the same two colours, so the same ratio. */}
            <PairList pairs={accent.pairs.filter((pair) => pair.background === 'color-bg')} />
          </li>
        ))}
      </ul>

      <h3 className="ds-subtitle">{words.primitives}</h3>
      <ul className="ds-families">
        {colours.primitives.map(({ family, swatches }) => (
          <li key={family} className="ds-family">
            <p className="ds-family__name">{family}</p>
            <ul className="ds-family__swatches">
              {swatches.map((swatch) => (
                <li key={swatch.name}>
                  <span className="ds-swatch__chip" style={{ background: swatch.value }} />
                  <code>{`${swatch.name.slice(family.length + 1)} ${swatch.value}`}</code>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
