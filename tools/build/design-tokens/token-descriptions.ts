import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type TranslatedLocale } from '../../../app/i18n/locale.ts';
import type { BuiltTokens, Descriptions } from '../../../app/features/design-system/built-tokens.ts';

/**
 * The file beside the token files that holds a language's descriptions, and
 * nothing else (`descriptions.es.json`): the token files stay in English, as
 * Figma and the tokens.json export read them.
 */
export const descriptionsFile = (locale: TranslatedLocale) => `descriptions.${locale}.json`;

const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== defaultLocale);

/** Every description the token files write: each group's by its path, then each token's by its name. */
export function englishDescriptions({ groups, themes }: Pick<BuiltTokens, 'groups' | 'themes'>): Descriptions {
  const english: Descriptions = { ...groups };
  for (const token of [...themes.light, ...themes.dark]) if (token.description) english[token.name] ??= token.description;
  return english;
}

/**
 * What is wrong with a translation of the descriptions, one line each, naming
 * the token or group: one the token files describe and the translation does
 * not, one the translation describes and the token files do not (no such
 * token, or no English description to translate), and one that is empty or
 * still the English.
 */
export function descriptionProblems(english: Descriptions, translation: Record<string, unknown>, file: string): string[] {
  const missing = Object.keys(english)
    .filter((name) => !(name in translation))
    .map((name) => `${file}: "${name}" has no description; add it, translating "${english[name]}".`);
  const problems = Object.entries(translation).flatMap(([name, text]) => {
    if (!(name in english)) {
      return [`${file}: "${name}" is not a token or group with a $description in the token files; correct its name, or remove it.`];
    }
    if (typeof text !== 'string' || text.trim() === '') return [`${file}: "${name}" must be a text, translating "${english[name]}".`];
    if (text === english[name]) return [`${file}: "${name}" is still the English; translate it.`];
    return [];
  });
  return [...missing, ...problems];
}

/** Reads a translation of the descriptions: a missing file, or one that is not a JSON object, is a problem of its own. */
function readTranslation(dir: string, file: string): { translation?: Record<string, unknown>; problem?: string } {
  const full = path.join(dir, file);
  if (!existsSync(full)) return { problem: `${file} is missing: it holds the translation of every $description in the token files.` };
  try {
    const parsed: unknown = JSON.parse(readFileSync(full, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { translation: parsed as Record<string, unknown> };
    return { problem: `${file} must be one JSON object: each token's or group's name, and its description.` };
  } catch (error) {
    return { problem: `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Each language's descriptions, read from its file in `dir` and checked
 * against the English ones. Throws with every problem, each naming its token,
 * so a description cannot be missing, left over or left in English.
 */
export function translatedDescriptions(dir: string, english: Descriptions): Record<TranslatedLocale, Descriptions> {
  const problems: string[] = [];
  const read = translatedLocales.map((locale) => {
    const file = descriptionsFile(locale);
    const { translation = {}, problem } = readTranslation(dir, file);
    problems.push(...(problem ? [problem] : descriptionProblems(english, translation, file)));
    return [locale, translation as Descriptions] as const;
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Object.fromEntries(read) as Record<TranslatedLocale, Descriptions>;
}
