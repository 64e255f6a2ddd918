import type { Accent, BuiltTokens, ThemeName } from './built-tokens.ts';
import { highlightColours } from '../../lib/rich-text.ts';
import { contrastRatio, formatRatio, wcagLevel, type PairRole } from './contrast.ts';
import type { Words } from '../../i18n/words/en.ts';

type ThemeTokens = BuiltTokens['themes'];
type Accents = Record<string, Accent>;

/** Where the site draws a pair: its words in the catalogue (`designSystem.pairUses`). */
export type PairUse = keyof Words['designSystem']['pairUses'];

/** A foreground drawn on a background somewhere on the site, named by token. */
export type ContrastPair = { foreground: string; background: string; role: PairRole; use: PairUse };

/** Each colour highlighted words take, in large text on the page; the first is also the footer's email. */
const highlightPairs: ContrastPair[] = Array.from({ length: highlightColours }, (_, i) => ({
  foreground: `color-highlight-${i}`,
  background: 'color-bg',
  role: 'large',
  use: i === 0 ? 'highlightAndEmail' : 'highlight',
}));

/** Every text/background and part/background pair of semantic colours the site draws. */
export const semanticPairs: ContrastPair[] = [
  { foreground: 'color-text', background: 'color-bg', role: 'body', use: 'text' },
  { foreground: 'color-text', background: 'color-surface', role: 'body', use: 'typed' },
  { foreground: 'color-text', background: 'color-surface-sunken', role: 'body', use: 'headerHover' },
  { foreground: 'color-text-muted', background: 'color-bg', role: 'body', use: 'muted' },
  { foreground: 'color-bg', background: 'color-text', role: 'body', use: 'buttonLabel' },
  ...highlightPairs,
  { foreground: 'color-error', background: 'color-bg', role: 'body', use: 'gateError' },
  { foreground: 'color-text-muted', background: 'color-surface', role: 'ui', use: 'fieldBorder' },
  { foreground: 'color-error', background: 'color-surface', role: 'ui', use: 'invalidBorder' },
  { foreground: 'color-focus', background: 'color-bg', role: 'ui', use: 'focus' },
];

/** A project's accent is text (section numbers, hovered chips) and a fill under the card's icon. */
export function accentPairs(slug: string): ContrastPair[] {
  return [
    { foreground: `accent-${slug}`, background: 'color-bg', role: 'body', use: 'accentText' },
    { foreground: 'color-bg', background: `accent-${slug}`, role: 'ui', use: 'accentFill' },
  ];
}

/** Token name → CSS value in one theme: the dark theme's own tokens over the shared ones, plus each accent. */
export function themeValues(tokens: ThemeTokens, theme: ThemeName, accents: Accents = {}): Map<string, string> {
  const values = new Map(tokens.light.map((token) => [token.name, token.value]));
  if (theme === 'dark') for (const token of tokens.dark) values.set(token.name, token.value);
  for (const [slug, accent] of Object.entries(accents)) values.set(`accent-${slug}`, accent[theme].toLowerCase());
  return values;
}

export type PairResult = ContrastPair & {
  theme: ThemeName;
  foregroundValue: string;
  backgroundValue: string;
  ratio: number;
  /** "4.6:1" */
  figure: string;
  level: 'AAA' | 'AA' | 'Fail';
};

/** A pair as the page shows it: its figure ("4.6:1") and mark, not the exact ratio, a long float that would only weigh down the page's HTML. */
export type ShownPair = Omit<PairResult, 'ratio'>;

export function shownPair(pair: PairResult): ShownPair {
  const { foreground, background, role, use, theme, foregroundValue, backgroundValue, figure, level } = pair;
  return { foreground, background, role, use, theme, foregroundValue, backgroundValue, figure, level };
}

/** Every pair in both themes with its contrast and WCAG level; a token that is missing throws, naming it. */
export function pairResults(tokens: ThemeTokens, accents: Accents = {}): PairResult[] {
  const pairs = [...semanticPairs, ...Object.keys(accents).flatMap(accentPairs)];
  return (['light', 'dark'] as const).flatMap((theme) => {
    const values = themeValues(tokens, theme, accents);
    return pairs.map((pair) => {
      const [foregroundValue, backgroundValue] = [pair.foreground, pair.background].map((name) => {
        const value = values.get(name);
        if (!value) throw new Error(`Contrast: the ${theme} theme has no token ${name}.`);
        return value;
      }) as [string, string];
      const ratio = contrastRatio(foregroundValue, backgroundValue);
      return { ...pair, theme, foregroundValue, backgroundValue, ratio, figure: formatRatio(ratio), level: wcagLevel(ratio, pair.role) };
    });
  });
}
