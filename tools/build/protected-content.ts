import type { Logger, Plugin } from 'vite';
import { protectedBody } from '../../app/features/content/protected-body.server.ts';
import { gateParamsFile, gateParamsOf, payloadFile } from '../../app/features/gate/protected-payload.ts';
import { publicIdentity } from '../../app/features/gate/public-identity.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { encryptWithKey, type ProjectKey } from './encrypt.ts';
import { passwordGroups, projectKeys, siteContent, type PasswordGroup } from './project-keys.ts';

export async function buildProtectedPayload(root: string, slug: string, study: CaseStudy, key: ProjectKey) {
  return encryptWithKey(await protectedBody(root, slug, study), key);
}

type ProtectedContentOptions = { studies: () => Promise<Record<string, CaseStudy>>; siteWords: () => Promise<string[]> };

/**
 * Emits each private case study as an encrypted JSON file named by its
 * public address, and beside it the few public parameters the gate needs
 * (and serves both in dev). Each project has its own key, derived from its
 * password: PORTFOLIO_PASSWORD, or its own PORTFOLIO_PASSWORD_<FOLDER>
 * (tools/build/project-keys.ts). A build stops on a password that is missing
 * in a deploy, or too easy to guess (tools/build/password-policy.ts).
 */
export function protectedContent({ studies, siteWords }: ProtectedContentOptions): Plugin {
  let root = process.cwd();
  let command = 'build';
  let logger: Logger | null = null;
  let groups: PasswordGroup[] | null = null;

  let cached: ReturnType<typeof build> | null = null;
  // Derived once per build (or dev server start): the key derivation is deliberately slow.
  const payloads = () => (cached ??= build());

  async function build() {
    const all = await studies();
    const privateSlugs = Object.keys(all).filter((slug) => all[slug]?.access === 'private');
    const keys = projectKeys(groups ?? [], (await siteContent()).siteUrl);
    const files = await Promise.all(
      privateSlugs.map(async (slug) => {
        const study = all[slug] as CaseStudy;
        const { address } = publicIdentity(slug, study);
        const payload = await buildProtectedPayload(root, slug, study, keys.get(address)!);
        return [
          { fileName: payloadFile(address), source: JSON.stringify(payload) },
          { fileName: gateParamsFile(address), source: JSON.stringify(gateParamsOf(payload)) },
        ];
      }),
    );
    return files.flat();
  }

  return {
    name: 'portfolio:protected-content',
    configResolved(config) {
      root = config.root;
      command = config.command;
      logger = config.logger;
    },
    // Not at config time: type generation resolves the config too, and must not need a password.
    async buildStart() {
      if (groups !== null) return;
      const all = await studies();
      groups = passwordGroups(process.env, all, await siteWords());
      const indent = (text: string) => `\n  ${text.replaceAll('\n', '\n  ')}\n`;
      const stops = groups.filter((group) => group.verdict.stop);
      if (stops.length && command === 'build') {
        for (const group of stops) logger?.error(indent(group.verdict.stop!));
        this.error(`The build stopped: ${stops.map((group) => group.variable).join(', ')} (see above).`);
      }
      // The build loads this config several times (routes, type generation): say each once.
      const said = globalThis as { portfolioPasswordNotes?: Set<string> };
      said.portfolioPasswordNotes ??= new Set();
      for (const note of groups.map((group) => group.verdict.stop ?? group.verdict.warn)) {
        if (!note || said.portfolioPasswordNotes.has(note)) continue;
        said.portfolioPasswordNotes.add(note);
        logger?.warn(indent(note));
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = req.url?.match(/\/(protected\/[a-z0-9-]+(?:\.gate)?\.json)$/);
        const file = match && (await payloads()).find((payload) => payload.fileName === match[1]);
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
