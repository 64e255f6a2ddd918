import type { Plugin } from 'vite';

const prefix = 'lazy-chunk:';

/**
 * `import viewerUrl from 'lazy-chunk:/app/…/module.tsx'` gives the built URL
 * of that module, bundled as a chunk of its own, for the app to load with
 * `import(viewerUrl)` on first use.
 *
 * Why not a plain `import('./module')`: Vite wraps every such import in its
 * preload helper, about 0.8 KB gzipped that lands in the chunk holding the
 * import, which here is the chunk every page loads first. A chunk loaded
 * this way brings no stylesheet along: it links its own (React waits for it).
 */
export function lazyChunk(): Plugin {
  let serving = false;
  return {
    name: 'lazy-chunk',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const file = id.slice(prefix.length + 1);
      // The dev server serves the module itself; the prerender never loads it.
      if (serving || this.environment.name !== 'client') {
        return `export default import.meta.env.BASE_URL + ${JSON.stringify(file.replace(/^\//, ''))};`;
      }
      const reference = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
