import designTokens from 'virtual:design-tokens';
import type { Slug } from '../content/content.server.ts';
import { propertiesOf } from './built-tokens.ts';
import { loadCards, loadCaseStudy } from '../content/load.server.ts';
import { specimens, type SpecimenId } from './specimens.ts';
import { defaultLocale, type Locale } from '../../i18n/locale.ts';
import { componentTokens } from './token-view.ts';
import type { tokenSections } from './token-sections.ts';

/**
 * What /design-system shows from the site's own content and components: the
 * specimens, each with the tokens it reads, the projects' names for their
 * accents, and the tokens' descriptions in the page's language (none on an
 * English page: the token files' own are English). Runs at build time, so a
 * translation reaches the page's HTML and never its code. (The token
 * sections: token-sections.ts.)
 */
export async function loadDesignSystem(locale: Locale = defaultLocale) {
  const { themes, propertiesByClass, descriptions } = designTokens;
  const { light } = themes;
  const cards = loadCards(locale);
  const publicCard = cards.find((card) => card.access === 'public');
  const privateCard = cards.find((card) => card.access === 'private');
  // A public case study with prototype links and a section with a comment block.
  const study = publicCard ? await loadCaseStudy(publicCard.slug as Slug, locale) : undefined;
  const section = study?.sections.find((candidate) => candidate.blocks.some((block) => block.kind === 'comment'));
  const known = new Set([...light.map((token) => token.name), 'accent']);

  return {
    accentNames: Object.fromEntries(cards.map((card) => [card.slug, card.name])),
    descriptions: locale === defaultLocale ? {} : descriptions[locale],
    specimens: {
      publicCard,
      privateCard,
      prototypes: study?.prototypes ?? [],
      section: section && { ...section, blocks: section.blocks.filter((block) => block.kind === 'comment').slice(0, 1) },
      coverFrames: study?.cover.length ?? 0,
      tokens: Object.fromEntries(
        specimens.map((specimen) => [
          specimen.id,
          componentTokens(
            themes,
            propertiesOf(propertiesByClass, [...specimen.classes]).filter((name) => known.has(name)),
          ),
        ]),
      ) as Record<SpecimenId, ReturnType<typeof componentTokens>>,
    },
  };
}

export type DesignSystemData = Awaited<ReturnType<typeof loadDesignSystem>>;

/** Everything the page shows: the token sections and the specimens. */
export type DesignSystemView = ReturnType<typeof tokenSections> & Pick<DesignSystemData, 'specimens'>;
