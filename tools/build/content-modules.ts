import path from 'node:path';
import type { Plugin } from 'vite';
import { readContent } from '../../app/features/content/source/read-content.ts';
import { siteFile } from '../../app/features/content/source/files.ts';
import { translationFile } from '../../app/features/content/source/translation.ts';
import { translatedLocales } from '../../app/features/content/source/read-content.ts';
import { listContentFiles } from '../../app/features/content/validation/content-files.ts';
import type { ContentInput } from '../../app/features/content/validation/validate-content.ts';
import { virtualModule } from './virtual-module.ts';


/** The content in every language, by language. */
function contentByLocale(root: string): Record<string, ContentInput> {
  const { content, translations } = readContent(root);
  return { en: content, ...translations };
}

/** The module that reads the content for the build's loaders: it depends on every Markdown and YAML file. */
const contentReader = /\/app\/features\/content\/content\.server\.ts$/;
const isContentText = (file: string) => /\.(md|ya?ml)$/.test(file);

/**
 * `virtual:content/site`: the site settings from content/site.yaml and its
 * translations as plain data, for what every page renders whatever its route
 * (header, footer, titles). The YAML is read here, at build time; the module
 * is an object literal, with no parser. The dev server reloads when the file changes.
 * It also makes the content's reader depend on every Markdown and YAML file,
 * so the dev server runs the loaders again with a saved change.
 */
export function contentModules(): Plugin {
  let root = process.cwd();
  const siteModule = virtualModule('virtual:content/site', (context) => {
    for (const file of [siteFile, ...translatedLocales.map((locale) => translationFile(siteFile, locale))]) context.addWatchFile(path.join(root, file));
    const sites = Object.fromEntries(Object.entries(contentByLocale(root)).map(([locale, content]) => [locale, content.site]));
    return `export const sites = ${JSON.stringify(sites)};\n`;
  });
  return {
    name: 'portfolio:content-modules',
    configResolved(config) {
      root = config.root;
    },
    ...siteModule.hooks,
    transform(_code, id) {
      if (!contentReader.test(id)) return undefined;
      for (const file of listContentFiles(root).filter(isContentText)) this.addWatchFile(path.join(root, file));
      return undefined;
    },
  };
}
