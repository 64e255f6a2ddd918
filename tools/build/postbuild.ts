// After `react-router build`: pages moved to the base path's root, the
// private projects' unlocked pages encrypted, the 404 page, the client
// router's `.data` files and SPA fallback removed, per-page
// security policies (header files and <meta>) and preload headers, .nojekyll,
// precompressed files.
// Each step is a function of tools/build/postbuild/, tested on its own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDir, clientDir } from './build-dir.ts';
import { headerRules, writeHeadersFile, writeHeadersJson } from './postbuild/headers-file.ts';
import { makeNotFoundPage } from './postbuild/not-found-page.ts';
import { writePageHeaders } from './postbuild/page-headers.ts';
import { movePagesToBase } from './postbuild/pages-to-base.ts';
import { precompress } from './postbuild/precompress.ts';
import { removeRenamedSpaFallback, removeRouterLeftovers } from './postbuild/router-leftovers.ts';
import { encryptSnapshots } from './postbuild/protected-snapshots.ts';
import { passwordGroups, projectKeys, siteContent } from './project-keys.ts';
import { turnOffJekyll } from './postbuild/static-hosts.ts';
import { isolatedRoutes } from './security-headers.ts';
import { analyticsConfig } from '../../app/features/analytics/analytics-config.ts';
import { formatCacheCounts, pruneCache, unusedDays } from '../lib/build-cache.ts';

const build = buildDir();
const client = clientDir();
// Written by tools/build/site-files.ts: the base path this build was made for.
const { basePath } = JSON.parse(await readFile(path.join(build, 'site.json'), 'utf8')) as { basePath: string };

await removeRenamedSpaFallback(client, basePath);
await movePagesToBase(client, basePath);
// First: the protected snapshots' clear pages must be gone before anything else reads the build.
const { studies, siteUrl } = await siteContent();
const snapshots = await encryptSnapshots(client, projectKeys(passwordGroups(process.env, studies, []), siteUrl));
await makeNotFoundPage(client);
const leftovers = await removeRouterLeftovers(client);
const { siteProjects } = await import('../../app/pages.server.ts');
const { site } = await import('../../app/features/content/content.server.ts');
const analytics = analyticsConfig(site.analytics);
const pageHeaders = await writePageHeaders(client, isolatedRoutes(siteProjects), analytics?.host ?? null);
await writeHeadersJson(build, basePath, pageHeaders);
const rules = headerRules(basePath, pageHeaders);
// Cloudflare Pages sets CF_PAGES in its builds: there the build stops past its limits.
const pastCloudflareLimits = await writeHeadersFile(client, rules, Boolean(process.env.CF_PAGES));
if (pastCloudflareLimits)
  console.warn(`postbuild: _headers has ${pastCloudflareLimits}, past what Cloudflare Pages reads (docs/deploying.md): other hosts read it all.`);
await turnOffJekyll(client);
await precompress(client);
const pruned = await pruneCache();

console.log(
  `postbuild: base path ${basePath}, ${snapshots.length} protected snapshot(s) encrypted, 404.html, ${leftovers.length} router data file(s) removed, per-page policies and preloads for ${Object.keys(pageHeaders.pages).length} pages, _headers (${rules.length} rules), precompressed assets`,
);
console.log(`${formatCacheCounts()}${pruned ? ` ${pruned} kept file(s) no build used for ${unusedDays} days removed.` : ''}`);
