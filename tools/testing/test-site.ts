// The test site: a copy of the project in build/test-site whose content/ is the test portfolio
// (tests/portfolio/content). The product's build, browser and sub-path tests run there, as fixture
// projects are tested, so none of them reads the owner's content/: she may retire, add or rename
// anything, and they still pass. Each call writes the project's code into it afresh (its build/ is kept
// for the browser tests), then runs one tier inside it, with the caller's own arguments.
//
//   tsx tools/testing/test-site.ts build          the production build, with the test password
//   tsx tools/testing/test-site.ts build-tests    the build-level tests (tests/build/)
//   tsx tools/testing/test-site.ts e2e [args]     the browser tests, against that build
//   tsx tools/testing/test-site.ts subpath [args] the sub-path build and its browser tests
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { copyProject, testPortfolio } from './copy-site.ts';
import { testBuildEnv } from './test-password.ts';

/** Where the test site lives: inside build/, so nothing lints, formats or commits it. */
export const testSiteDir = path.resolve('build', 'test-site');

const tiers: Record<string, { command: string[]; env?: NodeJS.ProcessEnv }> = {
  build: { command: ['npm', 'run', 'build'], env: testBuildEnv() },
  'build-tests': { command: ['npx', 'vitest', 'run', '--config', 'vitest.build.config.ts'] },
  e2e: { command: ['npx', 'tsx', 'tools/testing/run-e2e.ts'] },
  subpath: { command: ['npx', 'tsx', 'tools/testing/test-subpath.ts'] },
};

const [tier, ...args] = process.argv.slice(2);
const run = tier ? tiers[tier] : undefined;
if (!run) {
  console.error(`Usage: tsx tools/testing/test-site.ts ${Object.keys(tiers).join('|')} [arguments]`);
  process.exit(2);
}

copyProject(testSiteDir, testPortfolio);
console.log(`The test site (${path.relative(process.cwd(), testSiteDir)}): the project's code, with the test portfolio as its content.`);
const [command, ...commandArgs] = run.command;
const result = spawnSync(command!, [...commandArgs, ...args], { cwd: testSiteDir, stdio: 'inherit', env: run.env ?? process.env });
process.exit(result.status ?? 1);
