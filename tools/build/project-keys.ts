import type { CaseStudy } from '../../app/features/content/types.ts';
import { publicIdentity } from '../../app/features/content/public-identity.ts';
import { pbkdf2Iterations } from '../../app/features/gate/protected-payload.ts';
import { deriveProjectKeys, saltFor, type ProjectKey } from './encrypt.ts';
import { checkBuildPassword, sitePasswordVariable, type PasswordVerdict } from './password-policy.ts';

/** A private project's own password, when it has one: `PORTFOLIO_PASSWORD_<FOLDER>` (hyphens as underscores). */
export const projectPasswordVariable = (slug: string) => `${sitePasswordVariable}_${slug.toUpperCase().replaceAll('-', '_')}`;

type Env = { CI?: string } & Record<string, string | undefined>;

/** A password and the private projects it opens: the site's, or one project's own. */
export type PasswordGroup = {
  /** `site`, or the project's folder. */
  name: string;
  variable: string;
  verdict: PasswordVerdict;
  projects: { slug: string; address: string }[];
};

/**
 * Which password opens which private project: its own variable when that is
 * set (even to something the check then refuses, so a typo never falls back
 * to the site's password unnoticed), the site's otherwise. Each password is
 * checked with the same rule (tools/build/password-policy.ts).
 */
export function passwordGroups(env: Env, studies: Record<string, CaseStudy>, siteWords: string[]): PasswordGroup[] {
  const privateProjects = Object.keys(studies)
    .filter((slug) => studies[slug]!.access === 'private')
    .map((slug) => ({ slug, address: publicIdentity(slug, studies[slug]!).address }));
  const own = privateProjects.filter(({ slug }) => env[projectPasswordVariable(slug)] !== undefined);
  const shared = privateProjects.filter((project) => !own.includes(project));
  return [
    ...(shared.length ? [{ name: 'site', variable: sitePasswordVariable, verdict: checkBuildPassword(env, siteWords), projects: shared }] : []),
    ...own.map((project) => {
      const variable = projectPasswordVariable(project.slug);
      return { name: project.slug, variable, verdict: checkBuildPassword(env, siteWords, undefined, variable), projects: [project] };
    }),
  ];
}

/**
 * Every private project's key, by public address: one PBKDF2 per password,
 * with a salt fixed for this site and password group (encrypt.ts `saltFor`),
 * so the build, the snapshots, `npm run share-link` and the benchmark all
 * derive the same keys from the same passwords.
 */
export function projectKeys(groups: PasswordGroup[], siteUrl: string, iterations = pbkdf2Iterations): Map<string, ProjectKey> {
  const keys = new Map<string, ProjectKey>();
  for (const group of groups) {
    const addresses = group.projects.map((project) => project.address);
    for (const key of deriveProjectKeys(group.verdict.password, addresses, saltFor(siteUrl, group.name), iterations)) keys.set(key.address, key);
  }
  return keys;
}

/** The content's private projects and site address, read as the build reads them. */
export async function siteContent() {
  const { caseStudies, site } = await import('../../app/features/content/content.server.ts');
  return { studies: caseStudies as Record<string, CaseStudy>, siteUrl: site.url, ownerName: site.name };
}
