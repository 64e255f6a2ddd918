import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { clientDir } from './build-dir.ts';

const prefix = 'lazy-chunk:';

/**
 * `import islandUrl from 'lazy-chunk:/app/…/module.tsx'` gives the built URL
 * of that module, bundled as a chunk of its own, for a page to load with
 * `import(url)` on first use. The prerendered HTML gets the same URL: the
 * client is built before the pages are rendered, and its manifest names the
 * chunk's file. A chunk loaded this way brings no stylesheet along: it links
 * its own.
 */
export function lazyChunk(): Plugin {
  let serving = false;
  let base = '/';
  return {
    name: 'lazy-chunk',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const file = id.slice(prefix.length + 1);
      // The dev server serves the module itself.
      if (serving) return `export default import.meta.env.BASE_URL + ${JSON.stringify(file.replace(/^\//, ''))};`;
      if (this.environment.name === 'client') {
        const reference = this.emitFile({ type: 'chunk', id: file });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      const manifest = path.join(clientDir(), '.vite', 'manifest.json');
      const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>)[file.replace(/^\//, '')];
      if (!entry) throw new Error(`lazy-chunk: the client build's manifest (${manifest}) has no ${file}.`);
      return `export default ${JSON.stringify(`${base}${entry.file}`)};`;
    },
  };
}
