import type { Logger, Plugin } from 'vite';
import { gateParamsFile } from '../../app/features/gate/protected-payload.ts';
import { publicIdentity } from '../../app/features/gate/public-identity.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { deriveSiteKey, gateParamsOfKey } from './encrypt.ts';
import { checkBuildPassword } from './password-policy.ts';

type ProtectedContentOptions = { studies: () => Promise<Record<string, CaseStudy>>; siteWords: () => Promise<string[]> };

/**
 * Emits, for each private project, the few public parameters the gate needs
 * to check a password, named by its public address (and serves them in
 * dev). One key, derived once from PORTFOLIO_PASSWORD, opens every project:
 * postbuild encrypts each unlocked page with it
 * (tools/build/postbuild/protected-snapshots.ts). A build stops on a
 * password that is missing in a deploy, or too easy to guess
 * (tools/build/password-policy.ts).
 */
export function protectedContent({ studies, siteWords }: ProtectedContentOptions): Plugin {
  let command = 'build';
  let logger: Logger | null = null;
  let password: string | null = null;

  let cached: ReturnType<typeof build> | null = null;
  // Derived once per build (or dev server start): the key derivation is deliberately slow.
  const payloads = () => (cached ??= build());

  async function build() {
    const all = await studies();
    const privateSlugs = Object.keys(all).filter((slug) => all[slug]?.access === 'private');
    const params = JSON.stringify(gateParamsOfKey(deriveSiteKey(password ?? '')));
    return privateSlugs.map((slug) => ({ fileName: gateParamsFile(publicIdentity(slug, all[slug] as CaseStudy).address), source: params }));
  }

  return {
    name: 'portfolio:protected-content',
    configResolved(config) {
      command = config.command;
      logger = config.logger;
    },
    // Not at config time: type generation resolves the config too, and must not need a password.
    async buildStart() {
      if (password !== null) return;
      const all = await studies();
      if (!Object.values(all).some((study) => study.access === 'private')) {
        password = '';
        return;
      }
      const verdict = checkBuildPassword(process.env, await siteWords());
      const indent = (text: string) => `\n  ${text.replaceAll('\n', '\n  ')}\n`;
      if (verdict.stop && command === 'build') {
        logger?.error(indent(verdict.stop));
        this.error('The build stopped: PORTFOLIO_PASSWORD (see above).');
      }
      password = verdict.password;
      const note = verdict.stop ?? verdict.warn;
      // The build loads this config several times (routes, type generation): say it once.
      const said = globalThis as { portfolioPasswordNote?: string };
      if (note && said.portfolioPasswordNote !== note) {
        said.portfolioPasswordNote = note;
        logger?.warn(indent(note));
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = req.url?.match(/\/(protected\/[a-z0-9-]+\.gate\.json)$/);
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
