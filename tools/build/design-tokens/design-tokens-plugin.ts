import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Accent, BuiltTokens, DesignTokensModule } from '../../../app/features/design-system/built-tokens.ts';
import { tokensFile } from '../../../app/lib/build-output.ts';
import { buildTokens } from './build-tokens.ts';
import { generatedCss, handWrittenStylesheets } from './stylesheets.ts';
import { customPropertiesByClass } from './token-uses.ts';
import { virtualModule } from '../virtual-module.ts';
export const virtualId = 'virtual:design-tokens';


/** Writes a file only when its text changed, so an unchanged build wakes no watcher. */
function writeIfChanged(file: string, text: string) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/**
 * Builds `tokens/` with Style Dictionary before anything is bundled: the
 * custom properties into app/styles/tokens.css, the tokens for the
 * design-system page into `virtual:design-tokens`, and tokens.json into the
 * site. In dev, a change to a token file rebuilds all three.
 */
export function designTokens({ accents }: { accents: () => Promise<Record<string, Accent>> }): Plugin {
  let root = process.cwd();
  let built: Promise<{ tokens: BuiltTokens; accents: Record<string, Accent> }> | null = null;
  const build = () =>
    (built ??= (async () => {
      const projectAccents = await accents();
      const tokens = await buildTokens(path.join(root, 'tokens'), projectAccents);
      writeIfChanged(path.join(root, generatedCss), tokens.css);
      return { tokens, accents: projectAccents };
    })());

  const tokensModule = virtualModule(virtualId, async () => {
    const { tokens, accents: projectAccents } = await build();
    const css = handWrittenStylesheets(root).map((sheet) => sheet.css).join('\n');
    const module: DesignTokensModule = {
      themes: tokens.themes,
      groups: tokens.groups,
      descriptions: tokens.descriptions,
      accents: projectAccents,
      propertiesByClass: customPropertiesByClass(css),
    };
    // Each part also as a named export: code that reads only some of them (the page, in the browser) carries only those.
    const parts = Object.entries(module).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
    return `${parts.join('\n')}\nexport default { ${Object.keys(module).join(', ')} };`;
  });

  const rebuild = async (server: ViteDevServer) => {
    built = null;
    try {
      await build();
      tokensModule.invalidate(server);
      server.ws.send({ type: 'full-reload' });
    } catch (error) {
      server.config.logger.error(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    name: 'portfolio:design-tokens',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await build();
    },
    ...tokensModule.hooks,
    configureServer(server) {
      const folder = path.join(root, 'tokens');
      server.watcher.add(folder);
      server.watcher.on('change', (file) => {
        if (file.startsWith(folder + path.sep)) void rebuild(server);
        else if (file.endsWith('.css') && !file.endsWith(generatedCss)) tokensModule.invalidate(server);
      });
      server.middlewares.use(async function serveDesignTokens(req, res, next) {
        if (!req.url?.endsWith(`/${tokensFile}`)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify((await build()).tokens.figma, null, 2));
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { tokens } = await build();
      this.emitFile({ type: 'asset', fileName: tokensFile, source: `${JSON.stringify(tokens.figma, null, 2)}\n` });
    },
  };
}
