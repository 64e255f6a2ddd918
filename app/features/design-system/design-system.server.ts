import designTokens from 'virtual:design-tokens';
import type { Slug } from '../content/content.server.ts';
import { propertiesOf } from '../../../tools/build/design-tokens/token-uses';
import { loadCards, loadCaseStudy } from '~/features/content/load.server';
import { pairResults, shownPair } from './contrast-pairs';
import { specimens, type SpecimenId } from './specimens';
import { byStep, componentTokens, namedTokens, primitiveFamilies, tokenGroup } from './token-view';

/** Everything /design-system shows, from the built tokens and the site's own content and components. Runs at build time. */
export async function loadDesignSystem() {
  const { themes, groups, accents, propertiesByClass } = designTokens;
  const { light, dark } = themes;
  const cards = loadCards();
  const publicCard = cards.find((card) => card.access === 'public');
  const privateCard = cards.find((card) => card.access === 'private');
  // A public case study with prototype links and a section with a comment block.
  const study = publicCard ? await loadCaseStudy(publicCard.slug as Slug) : undefined;
  const section = study?.sections.find((candidate) => candidate.blocks.some((block) => block.kind === 'comment'));
  const known = new Set([...light.map((token) => token.name), 'accent']);

  const pairs = pairResults(themes, accents).map(shownPair);
  return {
    groups,
    colours: {
      semantic: { light: tokenGroup(light, 'color'), dark: tokenGroup(dark, 'color') },
      primitives: primitiveFamilies(light),
      pairs: pairs.filter((pair) => !pair.foreground.startsWith('accent-') && !pair.background.startsWith('accent-')),
      accents: Object.keys(accents).map((slug) => ({
        slug,
        name: cards.find((card) => card.slug === slug)?.name ?? slug,
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
    specimens: {
      publicCard,
      privateCard,
      prototypes: study?.prototypes ?? [],
      section: section && { ...section, blocks: section.blocks.filter((block) => block.kind === 'comment').slice(0, 1) },
      coverFrames: study?.cover.length ?? 0,
      tokens: Object.fromEntries(
        specimens.map((specimen) => [
          specimen.id,
          componentTokens(themes, propertiesOf(propertiesByClass, [...specimen.classes]).filter((name) => known.has(name))),
        ]),
      ) as Record<SpecimenId, ReturnType<typeof componentTokens>>,
    },
  };
}

export type DesignSystemView = Awaited<ReturnType<typeof loadDesignSystem>>;
