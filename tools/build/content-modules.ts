import path from 'node:path';
import type { Plugin } from 'vite';
import { listContentFiles } from '../../app/features/content/source/content-files.ts';

/** The module that reads the content for the build's loaders: it depends on every Markdown and YAML file. */
const contentReader = /\/app\/features\/content\/content\.server\.ts$/;
const isContentText = (file: string) => /\.(md|ya?ml)$/.test(file);

/**
 * Makes the content's reader depend on every Markdown and YAML file, so the
 * dev server runs the loaders again with a saved change (the site settings
 * included: the root route's loader reads them).
 */
export function contentModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'portfolio:content-modules',
    configResolved(config) {
      root = config.root;
    },
    transform(_code, id) {
      if (!contentReader.test(id)) return undefined;
      for (const file of listContentFiles(root).filter(isContentText)) this.addWatchFile(path.join(root, file));
      return undefined;
    },
  };
}
