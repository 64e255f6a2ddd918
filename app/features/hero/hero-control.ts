// The hero headline's one implementation: it runs in the head script
// (app/start/head.ts), so it answers from the first paint. HeroHeadline
// (hero-headline.tsx) renders every variant; CSS shows the one data-hero names.
// Both take its hooks from hero-contract.ts.
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { heroHeadlineCount, nextHeroIndex, parseHeroIndex } from './hero-index.ts';
import { heroAttribute, heroButton } from './hero-contract.ts';

const root = document.documentElement;

/** A press on the headline shows the next variant and stores it; true when it was one. */
export function answerHeroPress(target: Element): boolean {
  if (!target.closest(heroButton.selector)) return false;
  const next = nextHeroIndex(parseHeroIndex(root.getAttribute(heroAttribute), heroHeadlineCount), heroHeadlineCount);
  root.setAttribute(heroAttribute, String(next));
  writeStorage(storageKeys.heroTextIndex, String(next));
  return true;
}
