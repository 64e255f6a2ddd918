import type { Accent } from '../../../app/features/design-system/built-tokens.ts';

type Json = Record<string, unknown>;

const isGroup = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Figma measures in pixels at a 16 px root. */
const rootPx = 16;

const px = (length: string) => {
  const rem = /^(-?[\d.]+)rem$/.exec(length.trim());
  return rem ? `${Number(rem[1]) * rootPx}px` : length.trim();
};

/**
 * A dimension as Figma can hold it: rem in pixels; a fluid `clamp()` as its
 * largest (desktop) size, the range noted in the description.
 */
export function figmaDimension(value: string): { value: string; note?: string } {
  const clamp = /^clamp\(\s*([^,]+),[^,]+,\s*([^)]+)\)$/.exec(value);
  if (clamp) return { value: px(clamp[2]!), note: `Fluid in the browser: ${px(clamp[1]!)} to ${px(clamp[2]!)}.` };
  return { value: px(value) };
}

/** Copies a DTCG tree, turning each value into one Figma accepts; `$type` is inherited from groups as DTCG says. */
function forFigma(node: Json, inheritedType?: string): Json {
  const type = (node.$type as string | undefined) ?? inheritedType;
  if ('$value' in node) {
    let value = node.$value;
    let description = node.$description as string | undefined;
    if (type === 'dimension' && typeof value === 'string') {
      const converted = figmaDimension(value);
      value = converted.value;
      if (converted.note) description = [description, converted.note].filter(Boolean).join(' ');
    }
    // Figma lists a variable font under its family name, and holds one family, not a fallback list.
    if (type === 'fontFamily' && Array.isArray(value)) value = String(value[0]).replace(/ Variable$/, '');
    return { $type: type, $value: value, ...(description ? { $description: description } : {}) };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, isGroup(child) ? forFigma(child, type) : child]),
  );
}

function merge(target: Json, source: Json): Json {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isGroup(value) && isGroup(target[key]) ? merge(target[key] as Json, value) : value;
  }
  return target;
}

/**
 * The tokens file for Figma: one token set per layer (core, light, dark,
 * accents) in the DTCG format, aliases kept, and the two themes Tokens
 * Studio offers (each theme is core + accents + its colour set).
 */
export function figmaTokens(
  sources: { file: string; tokens: Json }[],
  themeFiles: Record<'light' | 'dark', string>,
  accents: Record<string, Accent>,
): Json {
  const core: Json = {};
  const sets: Json = {};
  for (const { file, tokens } of sources) {
    const converted = forFigma(tokens);
    const theme = (Object.keys(themeFiles) as ('light' | 'dark')[]).find((name) => themeFiles[name] === file);
    if (theme) sets[theme] = converted;
    else merge(core, converted);
  }
  const accentSet = {
    accent: Object.fromEntries(
      Object.entries(accents).map(([slug, accent]) => [
        slug,
        { $type: 'color', light: { $value: accent.light.toLowerCase() }, dark: { $value: accent.dark.toLowerCase() } },
      ]),
    ),
  };
  const theme = (name: 'light' | 'dark') => ({
    id: name,
    name: name === 'light' ? 'Light' : 'Dark',
    selectedTokenSets: { core: 'source', accents: 'enabled', [name]: 'enabled' },
  });
  return {
    core,
    light: sets.light ?? {},
    dark: sets.dark ?? {},
    accents: accentSet,
    $themes: [theme('light'), theme('dark')],
    $metadata: { tokenSetOrder: ['core', 'light', 'dark', 'accents'] },
  };
}
