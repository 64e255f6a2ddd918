import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import StyleDictionary from 'style-dictionary';
import type { TransformedToken } from 'style-dictionary/types';
import { formattedVariables } from 'style-dictionary/utils';
import type { Accent, BuiltToken, BuiltTokens, ThemeName } from '../../../app/features/design-system/built-tokens.ts';
import { figmaTokens } from './figma-tokens.ts';
import { englishDescriptions, translatedDescriptions } from './token-descriptions.ts';

type Json = Record<string, unknown>;

/** The `$description` of every group in a DTCG tree, keyed by its dotted path; the first one written wins. */
function groupDescriptions(tree: Json, into: Record<string, string>, at: string[] = []): Record<string, string> {
  if ('$value' in tree) return into;
  const key = at.join('.');
  if (key && typeof tree.$description === 'string') into[key] ??= tree.$description;
  for (const [name, child] of Object.entries(tree)) {
    if (!name.startsWith('$') && typeof child === 'object' && child !== null) groupDescriptions(child as Json, into, [...at, name]);
  }
  return into;
}

/** The files each theme is built from: the dark one replaces the light semantic layer. */
const themeFile: Record<ThemeName, string> = { light: 'color/light.tokens.json', dark: 'color/dark.tokens.json' };

/** Tokens the stylesheet leaves out: media queries cannot read custom properties. */
const notInCss = (token: TransformedToken) => token.path[0] === 'breakpoint';

const transforms = ['attribute/cti', 'name/kebab', 'fontFamily/css', 'cubicBezier/css', 'shadow/css/shorthand'];

function tokenFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tokens.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Style Dictionary over the shared files and one theme's semantic layer. */
async function dictionary(dir: string, files: string[], theme: ThemeName) {
  const other = themeFile[theme === 'light' ? 'dark' : 'light'];
  const sd = new StyleDictionary({
    source: files.filter((file) => file !== other).map((file) => path.join(dir, file)),
    usesDtcg: true,
    log: { verbosity: 'verbose', warnings: 'disabled', errors: { brokenReferences: 'throw' } },
    platforms: { css: { transforms, files: [] } },
  });
  return { sd, tokens: await sd.getPlatformTokens('css') };
}

function builtToken(dir: string, token: TransformedToken): BuiltToken {
  const original = token.original.$value;
  const alias = typeof original === 'string' && /^\{[^}]+\}$/.test(original) ? original.slice(1, -1).replaceAll('.', '-') : undefined;
  return {
    name: token.name,
    path: token.path,
    type: String(token.$type),
    value: String(token.$value),
    ...(alias ? { alias } : {}),
    ...(token.$description ? { description: token.$description } : {}),
    file: path.relative(dir, token.filePath).split(path.sep).join('/'),
  };
}

const indent = (block: string) =>
  block
    .split('\n')
    .filter(Boolean)
    .map((line) => `  ${line.trim()}`)
    .join('\n');

/** Rewrites Style Dictionary's message so it says which file to open. */
function tokenError(dir: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const folder = path.relative(process.cwd(), dir) || dir;
  return new Error(`Design tokens in ${folder}/: ${message.trim()}`);
}

/**
 * Builds the design tokens in `dir` (DTCG JSON) with Style Dictionary into
 * the site's custom properties, the token list the design-system page shows,
 * with their descriptions in each language, and the tokens file for Figma. A
 * reference to a missing token throws, naming it, as does a description
 * missing from a translation, or one there for a token the files do not describe.
 */
export async function buildTokens(dir: string, accents: Record<string, Accent> = {}): Promise<BuiltTokens> {
  const files = tokenFiles(dir);
  try {
    const light = await dictionary(dir, files, 'light');
    const dark = await dictionary(dir, files, 'dark');
    const darkOwn = (token: TransformedToken) => path.relative(dir, token.filePath).split(path.sep).join('/') === themeFile.dark;

    const variables = (tokens: typeof light.tokens, filter: (token: TransformedToken) => boolean) =>
      formattedVariables({
        format: 'css',
        dictionary: { ...tokens, allTokens: tokens.allTokens.filter(filter) },
        outputReferences: true,
        usesDtcg: true,
        formatting: { commentStyle: 'none' },
      });

    const css = [
      '/* Generated from tokens/ by tools/build/design-tokens: never edit by hand. */',
      ':root {',
      '  color-scheme: light;',
      indent(variables(light.tokens, (token) => !notInCss(token))),
      '}',
      '',
      ":root[data-theme='dark'] {",
      '  color-scheme: dark;',
      indent(variables(dark.tokens, darkOwn)),
      '}',
      '',
    ].join('\n');

    const sources = files.map((file) => ({ file, tokens: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json }));
    const groups: Record<string, string> = {};
    for (const { tokens } of sources) groupDescriptions(tokens, groups);
    const themes = {
      light: light.tokens.allTokens.map((token) => builtToken(dir, token)),
      dark: dark.tokens.allTokens.filter(darkOwn).map((token) => builtToken(dir, token)),
    };
    return {
      css,
      groups,
      themes,
      descriptions: translatedDescriptions(dir, englishDescriptions({ groups, themes })),
      figma: figmaTokens(sources, themeFile, accents),
    };
  } catch (error) {
    throw tokenError(dir, error);
  }
}
