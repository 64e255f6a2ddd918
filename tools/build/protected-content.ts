import type { Logger, Plugin } from 'vite';
import { gateParamsFile } from '../../app/features/gate/protected-payload.ts';
import { fileIn, locales } from '../../app/i18n/locale.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { gateParamsOfKey } from './encrypt.ts';
import { passwordGroups, projectKeys, siteContent, type PasswordGroup } from './project-keys.ts';

type ProtectedContentOptions = { studies: () => Promise<Record<string, CaseStudy>>; siteWords: () => Promise<string[]> };

/**
 * Emits, for each private project, the few public parameters the gate needs
 * to check a password or a share link, named by its public address (and
 * serves them in dev). Each project has its own key, derived from its
 * password: PORTFOLIO_PASSWORD, or its own PORTFOLIO_PASSWORD_<FOLDER>
 * (tools/build/project-keys.ts); postbuild encrypts each unlocked page with
 * it (tools/build/postbuild/protected-snapshots.ts). A build stops on a
 * password that is missing in a deploy, or too easy to guess
 * (tools/build/password-policy.ts).
 */
export function protectedContent({ studies, siteWords }: ProtectedContentOptions): Plugin {
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
    // Each language's gate reads its files under its own base (`es/protected/`): the same parameters, one password.
    return privateSlugs.flatMap((slug) => {
      const { address } = publicIdentity(slug, all[slug] as CaseStudy);
      const source = JSON.stringify(gateParamsOfKey(keys.get(address)!));
      return locales.map((locale) => ({ fileName: fileIn(locale, gateParamsFile(address)), source }));
    });
  }

  return {
    name: 'portfolio:protected-content',
    configResolved(config) {
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
      server.middlewares.use(async function serveGateParams(req, res, next) {
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
