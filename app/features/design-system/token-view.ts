import type { BuiltToken, BuiltTokens, Descriptions } from './built-tokens.ts';

/** A token as the page shows it: its custom property, its value, and in pixels when that helps. */
export type TokenRow = { name: string; value: string; px?: string; alias?: string; description?: string };

/** `0.5rem` → `8 px`; a fluid `clamp()` → `24–32 px`; anything else → undefined. */
export function pixels(value: string): string | undefined {
  const rem = (length: string) => {
    const match = /^(-?[\d.]+)(rem|px)$/.exec(length.trim());
    return match ? Number(match[1]) * (match[2] === 'rem' ? 16 : 1) : undefined;
  };
  const clamp = /^clamp\(\s*([^,]+),[^,]+,\s*([^)]+)\)$/.exec(value);
  if (clamp) {
    const [min, max] = [rem(clamp[1]!), rem(clamp[2]!)];
    return min !== undefined && max !== undefined ? `${min}–${max} px` : undefined;
  }
  if (value.endsWith('px')) return undefined;
  const single = rem(value);
  return single === undefined ? undefined : `${single} px`;
}

const row = (token: BuiltToken): TokenRow => ({
  name: token.name,
  value: token.value,
  ...(pixels(token.value) ? { px: pixels(token.value) } : {}),
  ...(token.alias ? { alias: token.alias } : {}),
  ...(token.description ? { description: token.description } : {}),
});

/**
 * The tokens and their groups with each description in the page's language:
 * `descriptions`, by token name and group path, over the token files' own
 * English. An English page is given none, and keeps the files' words.
 */
export function inLanguage(
  { themes, groups }: Pick<BuiltTokens, 'themes' | 'groups'>,
  descriptions: Descriptions,
): Pick<BuiltTokens, 'themes' | 'groups'> {
  const said = (name: string, english: string) => (Object.hasOwn(descriptions, name) ? descriptions[name]! : english);
  const token = (built: BuiltToken): BuiltToken =>
    built.description ? { ...built, description: said(built.name, built.description) } : built;
  return {
    themes: { light: themes.light.map(token), dark: themes.dark.map(token) },
    groups: Object.fromEntries(Object.entries(groups).map(([path, english]) => [path, said(path, english)])),
  };
}

/** The tokens whose path starts with `group` (`space`, `color`), in the order the files give them. */
export function tokenGroup(tokens: BuiltToken[], ...group: string[]): TokenRow[] {
  return tokens.filter((token) => group.every((part, i) => token.path[i] === part)).map(row);
}

/** The tokens named, in that order. */
export function namedTokens(tokens: BuiltToken[], names: string[]): TokenRow[] {
  return names.flatMap((name) => tokens.filter((token) => token.name === name).map(row));
}

/** Numeric steps in order (`0-25` before `1`, `2` before `10`), whatever order the files list them in. */
export function byStep(rows: TokenRow[]): TokenRow[] {
  const step = (name: string) => Number(name.slice(name.search(/\d/)).replace('-', '.'));
  return [...rows].sort((a, b) => step(a.name) - step(b.name));
}

/** The primitive colour families (`stone`, `ink`, …): every colour token outside the semantic `color` group. */
export function primitiveFamilies(tokens: BuiltToken[]): { family: string; swatches: TokenRow[] }[] {
  const families = new Map<string, TokenRow[]>();
  for (const token of tokens) {
    if (token.type !== 'color' || token.path[0] === 'color') continue;
    families.set(token.path[0]!, [...(families.get(token.path[0]!) ?? []), row(token)]);
  }
  return [...families].map(([family, swatches]) => ({ family, swatches }));
}

/** Each token a component reads, with its value in both themes when they differ. */
export function componentTokens(themes: BuiltTokens['themes'], names: string[]): { name: string; light?: string; dark?: string }[] {
  return names.map((name) => {
    const light = themes.light.find((token) => token.name === name)?.value;
    const dark = themes.dark.find((token) => token.name === name)?.value;
    return { name, ...(light ? { light } : {}), ...(dark && dark !== light ? { dark } : {}) };
  });
}
