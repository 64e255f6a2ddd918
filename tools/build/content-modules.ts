import path from 'node:path';
import type { Plugin } from 'vite';
import { readContent } from '../../app/features/content/source/read-content.ts';
import { siteFile } from '../../app/features/content/source/files.ts';
import { listContentFiles } from '../../app/features/content/validation/content-files.ts';

const siteModule = 'virtual:content/site';
const resolvedSiteModule = `\0${siteModule}`;

/** The module that reads the content for the build's loaders: it depends on every Markdown and YAML file. */
const contentReader = /\/app\/features\/content\/content\.server\.ts$/;
const isContentText = (file: string) => /\.(md|ya?ml)$/.test(file);

/**
 * `virtual:content/site`: the site settings from content/site.yaml as plain
 * data, the one piece of content the pages hold in the browser (header,
 * footer, titles). The YAML is read here, at build time; the browser gets
 * an object literal and no parser. The dev server reloads when the file changes.
 * It also makes the content's reader depend on every Markdown and YAML file,
 * so the dev server runs the loaders again with a saved change.
 */
export function contentModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'portfolio:content-modules',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === siteModule ? resolvedSiteModule : undefined;
    },
    load(id) {
      if (id !== resolvedSiteModule) return undefined;
      this.addWatchFile(path.join(root, siteFile));
      const { site } = readContent(root).content;
      return `export const site = ${JSON.stringify(site)};\n`;
    },
    transform(_code, id) {
      if (!contentReader.test(id)) return undefined;
      for (const file of listContentFiles(root).filter(isContentText)) this.addWatchFile(path.join(root, file));
      return undefined;
    },
  };
}
