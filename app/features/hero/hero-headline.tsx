import { HighlightedText } from '../../ui/rich-text.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { heroButton } from './hero-contract.ts';

type HeroHeadlineProps = { variants: string[] };

/**
 * The intro headline is a button: each press shows the next variant
 * (hero-control.ts, in the head script). All variants are in the HTML and CSS
 * shows the one named by data-hero on <html>, which the head script restores
 * before the first paint, so the headline never jumps.
 */
export function HeroHeadline({ variants }: HeroHeadlineProps) {
  const words = useWords();
  return (
    <>
      <h1 className="hero">
        <button type="button" className="hero__button" aria-describedby="hero-hint" {...heroButton.props}>
          {variants.map((variant, i) => (
            <span key={i} className="hero__variant" data-variant={i}>
              <HighlightedText text={variant} />
            </span>
          ))}
        </button>
      </h1>
      <span id="hero-hint" className="visually-hidden">
        {words.hero.hint}
      </span>
    </>
  );
}
