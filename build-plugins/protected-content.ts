import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { caseStudyBody } from '../app/content/case-study-view.ts';
import { defaultPassword, gateParamsFile, gateParamsOf, payloadFile } from '../app/lib/protected-payload.ts';
import type { CaseStudy } from '../content/types';
import { encryptPayload } from './encrypt.ts';

const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A protected project keeps its case-study media here; nothing in it is ever served as a file. */
export const protectedMediaFolder = (root: string, slug: string) =>
  path.join(root, 'content', 'projects', slug, 'protected-media');

async function inlineImage(folder: string, file: string, alt: string) {
  const bytes = await readFile(path.join(folder, file));
  const mime = mimeTypes[path.extname(file).toLowerCase()];
  if (!mime) throw new Error(`${file}: protected media must be SVG, PNG, JPEG, WebP or AVIF.`);
  const { width = 1600, height = 1000 } = await sharp(bytes).metadata();
  // SVG stays text (percent-encoded), which the payload's gzip shrinks; base64 would not.
  const src =
    mime === 'image/svg+xml'
      ? `data:${mime},${encodeURIComponent(bytes.toString('utf8'))}`
      : `data:${mime};base64,${bytes.toString('base64')}`;
  return { src, width, height, alt };
}

export async function buildProtectedPayload(root: string, slug: string, study: CaseStudy, password: string) {
  const folder = protectedMediaFolder(root, slug);
  const covers = (await readdir(path.join(folder, 'cover')))
    .filter((file) => path.extname(file).toLowerCase() in mimeTypes)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => `cover/${file}`);
  const body = await caseStudyBody(slug, study, covers, (file, alt) => inlineImage(folder, file, alt));
  return encryptPayload(body, password);
}

type ProtectedContentOptions = { studies: () => Promise<Record<string, CaseStudy>> };

/**
 * Emits each private case study as an encrypted JSON file, and beside it
 * the few public parameters the gate needs (and serves both in dev). The
 * password comes from PORTFOLIO_PASSWORD at build time.
 */
export function protectedContent({ studies }: ProtectedContentOptions): Plugin {
  let root = process.cwd();
  const password = process.env.PORTFOLIO_PASSWORD || defaultPassword;
  let warned = false;

  let cached: ReturnType<typeof build> | null = null;
  // Derived once per build (or dev server start): the key derivation is deliberately slow.
  const payloads = () => (cached ??= build());

  async function build() {
    const all = await studies();
    const privateSlugs = Object.keys(all).filter((slug) => all[slug]?.access === 'private');
    const files = await Promise.all(
      privateSlugs.map(async (slug) => {
        const payload = await buildProtectedPayload(root, slug, all[slug] as CaseStudy, password);
        return [
          { fileName: payloadFile(slug), source: JSON.stringify(payload) },
          { fileName: gateParamsFile(slug), source: JSON.stringify(gateParamsOf(payload)) },
        ];
      }),
    );
    return files.flat();
  }

  return {
    name: 'portfolio:protected-content',
    configResolved(config) {
      root = config.root;
      if (!process.env.PORTFOLIO_PASSWORD && !warned) {
        warned = true;
        config.logger.warn(
          `\n  The private case study is encrypted with the default password "${defaultPassword}".\n` +
            '  Set your own for a real deploy: PORTFOLIO_PASSWORD=\'your password\' npm run build\n',
        );
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = req.url?.match(/\/(protected\/[a-z0-9-]+(?:\.gate)?\.json)$/);
        if (!match) return next();
        const file = (await payloads()).find((payload) => payload.fileName === match[1]);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(file.source);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const payload of await payloads()) this.emitFile({ type: 'asset', ...payload });
    },
  };
}
