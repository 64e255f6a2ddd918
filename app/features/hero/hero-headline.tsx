import { nextHeroIndex, parseHeroIndex } from '~/features/hero/hero-index';
import { storageKeys, writeStorage } from '~/lib/storage';
import { HighlightedText } from '~/ui/rich-text';

type HeroHeadlineProps = { variants: string[] };

const heroAttribute = 'data-hero';

/**
 * The intro headline is a button: each press shows the next variant. All
 * variants are in the HTML and CSS shows the one named by data-hero on
 * <html>, which the bootstrap script restores before the first paint, so
 * the headline never jumps after load.
 */
export function HeroHeadline({ variants }: HeroHeadlineProps) {
  function showNext() {
    const root = document.documentElement;
    const next = nextHeroIndex(parseHeroIndex(root.getAttribute(heroAttribute), variants.length), variants.length);
    root.setAttribute(heroAttribute, String(next));
    writeStorage(storageKeys.heroTextIndex, String(next));
  }

  return (
    <>
      <h1 className="hero">
      <button type="button" className="hero__button" onClick={showNext} aria-describedby="hero-hint">
        {variants.map((variant, i) => (
          <span key={i} className="hero__variant" data-variant={i}>
            <HighlightedText text={variant} />
          </span>
        ))}
      </button>
      </h1>
      <span id="hero-hint" className="visually-hidden">
        Shows another introduction
      </span>
    </>
  );
}
