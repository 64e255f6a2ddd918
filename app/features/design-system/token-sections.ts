import { accents, groups as englishGroups, themes as englishThemes } from 'virtual:design-tokens';
import type { Descriptions } from './built-tokens.ts';
import { pairResults, shownPair } from './contrast-pairs.ts';
import { byStep, inLanguage, namedTokens, primitiveFamilies, tokenGroup } from './token-view.ts';

/**
 * What /design-system shows of the tokens themselves: colours with their
 * contrast, type, the scales and motion, from the tokens as Style Dictionary
 * built them. Computed where the page renders, so the tokens are not
 * carried a second time as the loader's data. `accentNames`: each project's
 * name, by slug; `descriptions`: the tokens' descriptions in the page's
 * language, from its loader (none for English).
 */
export function tokenSections(accentNames: Record<string, string>, descriptions: Descriptions) {
  const { themes, groups } = inLanguage({ themes: englishThemes, groups: englishGroups }, descriptions);
  const { light, dark } = themes;
  const pairs = pairResults(themes, accents).map(shownPair);
  return {
    groups,
    colours: {
      semantic: { light: tokenGroup(light, 'color'), dark: tokenGroup(dark, 'color') },
      primitives: primitiveFamilies(light),
      pairs: pairs.filter((pair) => !pair.foreground.startsWith('accent-') && !pair.background.startsWith('accent-')),
      accents: Object.keys(accents).map((slug) => ({
        slug,
        name: accentNames[slug] ?? slug,
        pairs: pairs.filter((pair) => pair.foreground === `accent-${slug}` || pair.background === `accent-${slug}`),
      })),
    },
    type: { family: tokenGroup(light, 'font'), scale: tokenGroup(light, 'text'), tracking: tokenGroup(light, 'tracking') },
    space: byStep(tokenGroup(light, 'space')),
    radius: tokenGroup(light, 'radius'),
    strokes: [...tokenGroup(light, 'border'), ...tokenGroup(light, 'focus')],
    shadows: { light: tokenGroup(light, 'shadow'), dark: tokenGroup(dark, 'shadow') },
    sizes: [...tokenGroup(light, 'size'), ...namedTokens(light, ['page-max', 'text-max', 'gutter']), ...tokenGroup(light, 'breakpoint')],
    motion: {
      easing: namedTokens(light, ['ease-out']),
      durations: namedTokens(light, ['duration', 'duration-enter', 'duration-slow', 'frame-interval']),
    },
  };
}
