import type { TranslatedLocale } from '../../i18n/locale.ts';

/**
 * The design tokens as the build hands them to /design-system: the shapes
 * the token build (tools/build/design-tokens/) writes and the page reads,
 * declared once here, on the page's side, so that nothing under app/ reads
 * the build's code.
 */

/** One project's accent pair, as the content gives it. */
export type Accent = { light: string; dark: string };

export type ThemeName = 'light' | 'dark';

/** A token as the site uses it: its custom property, its CSS value, and what it refers to. */
export type BuiltToken = {
  /** The custom property, without the leading dashes: `color-bg`. */
  name: string;
  /** Its place in the token files: `['color', 'bg']`. */
  path: string[];
  type: string;
  /** The value as CSS reads it, references resolved: `#fafaf7`, `0.5rem`, `cubic-bezier(…)`. */
  value: string;
  /** The token it names, when it is an alias: `stone-50`. */
  alias?: string;
  description?: string;
  /** The token file it comes from, relative to the tokens folder. */
  file: string;
};

/**
 * Descriptions of the tokens and their groups, each by the name the build
 * knows it by: a token's custom property (`color-bg`), a group's dotted path
 * (`color`, `space`). A token's name never has a dot, so the two cannot meet.
 */
export type Descriptions = Record<string, string>;

export type BuiltTokens = {
  /** The stylesheet of custom properties: every token, and the dark theme's overrides. */
  css: string;
  /** Every token the light theme resolves, and the dark theme's own (its semantic layer). */
  themes: Record<ThemeName, BuiltToken[]>;
  /** The tokens in the DTCG format, one token set per layer, for Figma (Tokens Studio). */
  figma: Record<string, unknown>;
  /** Each group's `$description`, by its path (`space`, `color`); the root's under `''` is left out. */
  groups: Record<string, string>;
  /** The descriptions in each other language, by token name and group path (`descriptions.es.json`). */
  descriptions: Record<TranslatedLocale, Descriptions>;
};

/**
 * What `virtual:design-tokens` exports: the built tokens per theme, the
 * groups' descriptions and each other language's, each project's accent, and
 * which tokens each class reads.
 */
export type DesignTokensModule = {
  themes: BuiltTokens['themes'];
  groups: BuiltTokens['groups'];
  descriptions: BuiltTokens['descriptions'];
  accents: Record<string, Accent>;
  propertiesByClass: Record<string, string[]>;
};

/**
 * The custom properties a component's classes read, from the build's map of
 * each class to the properties its rules read: each listed class, and its
 * BEM elements and modifiers (`chip` counts `chip__icon`, `chip--on`).
 */
export function propertiesOf(byClass: Record<string, string[]>, classes: string[]): string[] {
  const found = new Set<string>();
  for (const [name, properties] of Object.entries(byClass)) {
    if (classes.some((block) => name === block || name.startsWith(`${block}__`) || name.startsWith(`${block}--`))) {
      for (const property of properties) found.add(property);
    }
  }
  return [...found].sort();
}
