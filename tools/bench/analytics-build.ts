// What analytics costs a visitor: the site built a second time with
// `analytics:` in content/site.yaml (docs/analytics.md), its events sent to a
// stand-in collector on this machine (tools/testing/analytics-collector.ts),
// so that a page is measured alternately without analytics, as the committed
// content builds it, and with it, in the same run.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { copySite, type Copy } from '../testing/copy-site.ts';
import { testBuildEnv } from '../testing/test-password.ts';

/** What `analytics:` holds in content/site.yaml. */
export type AnalyticsSetting = { provider: 'plausible' | 'umami' | 'goatcounter'; host: string; site: string };

/** The setting the bench builds with: Plausible (the provider whose tracker is a library bundled into the page), sending to `host`. */
export const benchAnalytics = (host: string): AnalyticsSetting => ({ provider: 'plausible', host, site: 'noracastell.example.com' });

/** content/site.yaml's text with `analytics:` set to `setting`, the rest of the file (comments too) as it was. */
export function withAnalytics(siteYaml: string, setting: AnalyticsSetting): string {
  const document = parseDocument(siteYaml);
  document.set('analytics', setting);
  return document.toString();
}

/** The analytics build: `dir` is its build folder, served like `build/`. */
export type AnalyticsBuild = { dir: string; remove: () => void };

/** Sets `analytics:` in a copy's content/site.yaml and builds the copy (with the test password, as the bench's own build). */
export async function buildWithAnalytics(copy: Copy, setting: AnalyticsSetting): Promise<void> {
  const site = path.join(copy.dir, 'content', 'site.yaml');
  await writeFile(site, withAnalytics(await readFile(site, 'utf8'), setting));
  await copy.run('npm', ['run', 'build'], testBuildEnv({}) as Record<string, string>);
}

/** Builds a copy of the site with `setting`. */
export async function makeAnalyticsBuild(setting: AnalyticsSetting): Promise<AnalyticsBuild> {
  const copy = copySite('bench-analytics-');
  try {
    await buildWithAnalytics(copy, setting);
    return { dir: path.join(copy.dir, 'build'), remove: copy.remove };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
