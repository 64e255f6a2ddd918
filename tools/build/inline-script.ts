import { buildSync } from 'esbuild';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { AnalyticsConfig } from '../../app/features/analytics/analytics-config.ts';

/**
 * The constants the browser scripts are compiled with (declared in
 * app/start/inline-script.d.ts, read by app/start/analytics.ts): analytics as
 * content/site.yaml sets it, or null. With null, esbuild drops every branch
 * that reads them and every module only those branches import, so a build
 * without `analytics:` holds no byte of it.
 */
export function analyticsDefines(analytics: AnalyticsConfig | null): Record<string, string> {
  return { __ANALYTICS__: JSON.stringify(analytics), __ANALYTICS_PROVIDER__: JSON.stringify(analytics?.provider ?? null) };
}

/** What a script is compiled with. */
export type ScriptOptions = { analytics?: AnalyticsConfig | null };

/**
 * Compiles a browser module (app/start/*.ts) and everything it imports into
 * one small self-contained script, to be inlined in a page: an IIFE with no
 * imports and no exports, minified. The page's Content-Security-Policy allows
 * it by the hash of exactly these bytes (tools/build/postbuild/page-headers.ts).
 */
export function compileInlineScript(entry: string, options: ScriptOptions = {}): string {
  return compileScript(entry, options).code;
}

/**
 * The script compiled as the build ships it: its code, every file it was
 * made from (`inputs`), and the bytes each bundled module takes in the code
 * (`modules`), by path from the working directory (tools/bench/script-sharing.ts
 * measures them).
 */
export function compileScript(
  entry: string,
  { analytics = null }: ScriptOptions = {},
): { code: string; inputs: string[]; modules: Record<string, number> } {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
    define: analyticsDefines(analytics),
  });
  const [output] = result.outputFiles;
  const [built] = Object.values(result.metafile.outputs);
  if (!output || !built) throw new Error(`inline-script: compiling ${entry} produced nothing.`);
  const modules = Object.fromEntries(Object.entries(built.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]));
  return { code: output.text.trim(), inputs: Object.keys(result.metafile.inputs), modules };
}

const inlineQuery = '?inline-script';
const fileQuery = '?script-file';
const queryOf = (id: string) => [inlineQuery, fileQuery].find((query) => id.endsWith(query));

/**
 * `import head from './head.ts?inline-script'`: the module's
 * compiled script as a string, for a `<script>` the page renders.
 *
 * `import pageScript from './page-script.ts?script-file'`: the same script as
 * a fingerprinted file of its own (assets/page-script-<hash>.js), and its
 * address, for a `<script src>`. (The dev server gets it as a data: address.)
 */
export function inlineScripts({ analytics }: { analytics?: () => Promise<AnalyticsConfig | null> } = {}): Plugin {
  let serving = false;
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      const query = queryOf(source);
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    async load(id) {
      const query = queryOf(id);
      if (!query) return null;
      const entry = id.slice(0, -query.length);
      const { code, inputs } = compileScript(entry, { analytics: (await analytics?.()) ?? null });
      // Rebuilt when the module or anything it imports changes. esbuild names them relative to the working
      // directory; the dev server would take a relative name for an import to resolve, and answer 500.
      for (const input of inputs) this.addWatchFile(path.resolve(input));
      if (query === inlineQuery) return `export default ${JSON.stringify(code)};`;
      if (serving) return `export default ${JSON.stringify(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)};`;
      const reference = this.emitFile({ type: 'asset', name: `${path.basename(entry, path.extname(entry))}.js`, source: code });
      return `export default import.meta.ROLLDOWN_FILE_URL_${reference};`;
    },
  };
}
