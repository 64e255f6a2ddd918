// `npm run test:site`: checks the owner's own site, whatever it holds, as her build made it
// (build/client, or BUILD_DIR's): every page in each language, every link and file, axe, every
// control, no private work in a public file, the sitemap and hreflang, the first-view JavaScript
// (tests/site, playwright.site.config.ts). Run from the project's root.
//
//   npm run test:site              check the build in build/ (make it with `npm run build`)
//   npm run test:site -- --build   build content/ first, encrypted with the test password, into
//                                  build/site-check (what `npm test` does: a deploy build, CI set,
//                                  refuses the default password, and the owner's own build/ is
//                                  never replaced by one made with a published password)
//   npm run test:site -- tests/site/links.spec.ts    one file (any other argument goes to Playwright)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildDir, clientDir } from '../build/build-dir.ts';
import { firstViewOverBudget } from './first-view-budget.ts';
import { runPlaywright } from '../testing/run-playwright.ts';
import { testBuildEnv } from '../testing/test-password.ts';

/** Where `--build` builds: apart from build/, which holds the owner's own build. */
export const siteCheckBuild = path.join('build', 'site-check');

const args = process.argv.slice(2);
const build = args.includes('--build');
if (build) {
  process.env.BUILD_DIR = siteCheckBuild;
  console.log(`Building content/ into ${siteCheckBuild}, encrypted with the test password…`);
  const made = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: testBuildEnv() });
  if (made.status !== 0) process.exit(made.status ?? 1);
}

if (!existsSync(path.join(clientDir(), 'index.html'))) {
  console.error(
    `No build of your site in ${path.relative(process.cwd(), buildDir())}/: run \`npm run build\` first (or \`npm run test:site -- --build\`).`,
  );
  process.exit(1);
}

// The first-view JavaScript of every page, read from the build (Node: no browser needed).
const { sitePages } = await import('../../app/lib/pages.ts');
const { siteProjects } = await import('../../app/pages.server.ts');
const routes = sitePages(siteProjects)
  .filter((page) => page.role === 'page')
  .map((page) => page.path);
const over = await firstViewOverBudget(routes, buildDir());
if (over.length > 0)
  console.error(['First-view JavaScript over its budget (tools/bench/budgets.ts):', ...over.map((line) => `  ${line}`)].join('\n'));
else console.log(`First-view JavaScript: every one of the ${routes.length} pages within its budget.`);

await runPlaywright(
  ['--config', 'playwright.site.config.ts', ...args.filter((arg) => arg !== '--build')],
  'test-results/site/site.json',
  'checks of your site',
  over.length > 0,
);
