// The speed benchmark: Lighthouse on every route of the production build,
// mobile and desktop presets, three runs each (median), against the budgets
// in tools/bench/budgets.ts. Exits non-zero when a budget is missed.
//
//   npm run bench                  build (with the test password), then measure
//   npm run bench -- --no-build    measure the existing build (made by `npm run build:test`)
//   npm run bench -- --runs 5 --routes /,/huru --preset mobile
//   npm run bench -- --no-build --only interaction --routes /,/mango
//   npm run bench -- --no-build --only lighthouse --preset mobile --routes /,/private --isolation-routes /,/private
//   npm run bench -- --no-build --only lighthouse --preset mobile --routes /,/cv --analytics-routes /cv
//
// TBT has no fixed budget: on the mobile preset each page is also measured
// with every script taken out (tools/bench/no-script.ts), a copy of the build
// served on a second port (--floor-port, the bench's port + 1 by default),
// each run of the real page followed by one of the no-script page, and the
// real page's median may be at most 50 ms above the no-script median.
//
// First-view JavaScript, read from the build (tools/bench/bundle.ts): every
// page at most 15 KB gzipped (no page hydrates React: decision 046).
//
// Then the interaction bench (tools/bench/interaction/): on the mobile
// profile, each control of each route pressed as soon as it is painted and
// every 100 ms until it answers; `--only interaction` (or `lighthouse`) runs
// one of the two.
//
// What the production headers cost: the pages are served with the headers
// hosts send (tools/server/serve.ts reads them from the build), the floor
// too. On the mobile preset, a few routes (--isolation-routes; by default
// the home page and the gate, where measured) are also measured with their
// Cross-Origin-Opener-Policy flipped, a third server on --isolation-port (the
// bench's port + 2), alternately with the real page: the bench prints what
// the header adds to each (decision 035).
//
// What analytics costs: the site is built a second time with `analytics:` in
// content/site.yaml (Plausible, sending to a stand-in collector on this
// machine: tools/bench/analytics-build.ts), served on --analytics-port (the
// bench's port + 3). On the mobile preset, a few routes (--analytics-routes;
// by default the home page, the first case study, the CV and the gate) are
// measured alternately on both builds, and every page's first-view
// JavaScript is read from both; the analytics build is held to the same
// budgets. `--no-analytics` leaves it out.
//
// Each protected page is measured twice: as a visitor without the password
// gets it (the gate), and holding it (`/mango+password`: the case study,
// opened with the key stored as after an earlier unlock).
//
// Builds: `npm run bench -- --builds` measures the build alone, and nothing else: in copies of the
// project, each with an empty build cache, a cold `npm run build`, a warm one after a one-line
// change to a case study, and `npm run test:site` on it, at today's content and at --projects
// projects (30 by default: today's public projects copied under new names; tools/bench/build-times.ts).
// It exits non-zero when a warm build takes over 60 s, or a cold one grows faster than the content.
//
// Writes bench-results/bench.json. A benchmark, not a test: timings depend on
// the machine, so nothing here runs in `npm test`.
import { manyProjects } from './build-times.ts';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildDir, clientDir as builtClientDir } from '../build/build-dir.ts';
import { formatCaseStudyPdfCost, readCaseStudyPdfCost } from '../build/case-study-pdf-cost.ts';
import { requireChromium } from '../testing/find-chromium.ts';
import { launchBenchChrome } from './chrome.ts';
import { budgets, checkBudgets, checkInteractionBudgets, routeKinds } from './budgets.ts';
import { firstViewJs } from './bundle.ts';
import { makeNoScriptBuild, type NoScriptBuild } from './no-script.ts';
import { isIsolated, makeFlippedIsolationBuild, type FlippedBuild } from './isolation-cost.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import { gatePath } from '../../app/lib/pages.ts';
import { benchAnalytics, makeAnalyticsBuild, type AnalyticsBuild } from './analytics-build.ts';
import { startCollector, type Collector } from '../testing/analytics-collector.ts';
import { siteProjects } from '../../app/pages.server.ts';
import {
  formatAnalyticsTable,
  formatFirstViewJs,
  formatIsolationTable,
  formatMachineSpeed,
  formatTable,
  formatTbtTable,
  summarise,
  type LighthouseResult,
} from './report.ts';
import type { BenchRow, Bundle } from './figures.ts';
import { serveBuild, type ServedBuild } from './serve-build.ts';
import { protectedSlugs, unlockedStorage, unlockedSuffix, type UnlockedStorage } from '../testing/unlock.ts';
import { interactionRoutes } from './interaction/routes.ts';
import { interactionPlan } from './interaction/controls.ts';
import { formatInteractionTable } from './interaction/report.ts';
import { measureInteraction } from './interaction/run.ts';
import { mobileProfile } from './interaction/profile.ts';
import { keyStoreLocation } from '../../app/features/gate/key-store.ts';
import { testBuildEnv, testPassword } from '../testing/test-password.ts';
import { basePathOf, locales, pathIn } from '../../app/i18n/locale.ts';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    preset: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4380' },
    'floor-port': { type: 'string', default: process.env.BENCH_FLOOR_PORT },
    'isolation-routes': { type: 'string' },
    'isolation-port': { type: 'string' },
    analytics: { type: 'boolean', default: true },
    builds: { type: 'boolean', default: false },
    projects: { type: 'string', default: String(manyProjects) },
    'analytics-routes': { type: 'string' },
    'analytics-port': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
if (options.help) {
  console.log(
    [
      'npm run bench                  build (with the test password), then measure',
      'npm run bench -- --no-build    measure the existing build (made by `npm run build:test`)',
      'npm run bench -- --runs 5 --routes /,/huru --preset mobile --port 4380 --floor-port 4381',
      'npm run bench -- --no-build --only interaction    only the interaction bench (or --only lighthouse)',
      'npm run bench -- --isolation-routes /,/private --isolation-port 4382    where COOP is measured both ways (mobile)',
      'npm run bench -- --analytics-routes /,/cv --analytics-port 4383    where analytics is measured both ways (mobile); --no-analytics: nowhere',
      'npm run bench -- --builds [--projects 30]    only the build times: cold, warm after a one-line change, test:site; today and at 30 projects',
    ].join('\n'),
  );
  process.exit(0);
}
if (options.builds) {
  const { buildTimesReport, measureBuilds, scaledContent } = await import('./build-times.ts');
  const { ownContent } = await import('../testing/copy-site.ts');
  const rows = [await measureBuilds('today', ownContent, Number(options.port))];
  console.log(
    `today: cold ${rows[0]!.coldSeconds.toFixed(0)} s, warm ${rows[0]!.warmSeconds.toFixed(0)} s, test:site ${rows[0]!.siteSeconds.toFixed(0)} s`,
  );
  const scaled = scaledContent(ownContent, Number(options.projects));
  try {
    rows.push(await measureBuilds(`${options.projects} projects`, scaled.dir, Number(options.port)));
  } finally {
    scaled.remove();
  }
  const { table, misses } = buildTimesReport(rows);
  console.log(`\n${table}\n`);
  for (const miss of misses) console.error(miss);
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/build-times.json', `${JSON.stringify(rows, null, 2)}\n`);
  process.exit(misses.length > 0 ? 1 : 0);
}
const runs = Number(options.runs);
if (options.only && !['lighthouse', 'interaction'].includes(options.only)) {
  console.error(`--only takes lighthouse or interaction, not ${options.only}.`);
  process.exit(1);
}
const measures = { lighthouse: options.only !== 'interaction', interaction: options.only !== 'lighthouse' };
const floorPort = options['floor-port'] ?? String(Number(options.port) + 1);
const origin = `http://localhost:${options.port}`;
const floorOrigin = `http://localhost:${floorPort}`;
const isolationPort = options['isolation-port'] ?? String(Number(options.port) + 2);
const isolationOrigin = `http://localhost:${isolationPort}`;
const analyticsPort = options['analytics-port'] ?? String(Number(options.port) + 3);
const analyticsOrigin = `http://localhost:${analyticsPort}`;

if (options.build) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: testBuildEnv() });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { basePath, indexable, noindex, notFound } = await routeKinds();
const clientDir = builtClientDir();
// Each private page in every language, opened with its key.
const unlocked = (await protectedSlugs(clientDir)).flatMap((slug) =>
  locales.map((locale) => `${pathIn(`/${slug}`, locale)}${unlockedSuffix}`),
);
const allRoutes = [...indexable, ...noindex, notFound];
const routes = options.routes ? options.routes.split(',') : [...allRoutes, ...unlocked];
const password = testPassword;

const chromePath = await requireChromium();
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter((preset) => !options.preset || preset.name === options.preset);
/** The no-script floor is measured on the mobile preset, the one TBT is budgeted on. */
const floorPreset = 'mobile';
const measuresFloor = measures.lighthouse && presets.some((preset) => preset.name === floorPreset);
/** The routes measured with their isolation flipped too: those asked for, or the home page and the gate, of the routes measured. */
const isolationRoutes = measuresFloor
  ? routes.filter((route) => (options['isolation-routes']?.split(',') ?? ['/', gatePath]).includes(route))
  : [];

/** The routes measured with analytics on too: those asked for, or the home page, the first case study, the CV and the gate, of the routes measured. */
const [firstCaseStudy] = siteProjects.publicSlugs;
const analyticsRoutes =
  measuresFloor && options.analytics
    ? routes.filter((route) => (options['analytics-routes']?.split(',') ?? ['/', `/${firstCaseStudy}`, '/cv', gatePath]).includes(route))
    : [];
/** Every page's first-view JavaScript is compared too, whenever the analytics build is made. */
const withAnalyticsBuild = measures.lighthouse && options.analytics;

const servers: ServedBuild[] = [];
let noScriptBuild: NoScriptBuild | undefined;
let flippedBuild: FlippedBuild | undefined;
let analyticsBuild: AnalyticsBuild | undefined;
let collector: Collector | undefined;
/** First-view JavaScript of the build with analytics, read while it is there (it is removed with the servers). */
let analyticsBundles: Bundle[] = [];
async function stopServing() {
  for (const server of servers) server.stop();
  await noScriptBuild?.remove();
  await flippedBuild?.remove();
  analyticsBuild?.remove();
  await collector?.close();
}
/** Each page's headers as served, to say which are isolated. */
const { pages: servedHeaders } = JSON.parse(await readFile(path.join(buildDir(), 'headers.json'), 'utf8')) as HeadersFile;
try {
  servers.push(await serveBuild(options.port, buildDir()));
  if (measuresFloor) {
    noScriptBuild = await makeNoScriptBuild();
    console.log(`(the no-script floor: ${noScriptBuild.pages} pages with their scripts taken out, served at ${floorOrigin})`);
    servers.push(await serveBuild(floorPort, noScriptBuild.dir));
  }
  if (isolationRoutes.length > 0) {
    flippedBuild = await makeFlippedIsolationBuild();
    console.log(
      `(the same build with Cross-Origin-Opener-Policy flipped on every page, for ${isolationRoutes.join(', ')}: ${isolationOrigin})`,
    );
    servers.push(await serveBuild(isolationPort, flippedBuild.dir));
  }
  if (withAnalyticsBuild) {
    collector = await startCollector();
    console.log(`(building the site again with analytics on, sending to ${collector.origin}…)`);
    analyticsBuild = await makeAnalyticsBuild(benchAnalytics(collector.origin));
    console.log(`(the build with analytics, for ${analyticsRoutes.join(', ') || 'first-view JavaScript'}: ${analyticsOrigin})`);
    servers.push(await serveBuild(analyticsPort, analyticsBuild.dir));
    analyticsBundles = await firstViewJs(allRoutes, analyticsBuild.dir);
  }
} catch (error) {
  await stopServing();
  throw error;
}

let chrome: chromeLauncher.LaunchedChrome | undefined;

/**
 * Local storage as a correct password leaves it, in a page of the site, and an
 * empty HTTP cache: Lighthouse is then told to keep storage, which also keeps
 * the cache, so it is emptied here instead.
 */
async function unlockedPage(pageOrigin: string, { local, key, entry }: UnlockedStorage) {
  if (!chrome) throw new Error('No browser to unlock a page in.');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  // A page of the origin that loads nothing else, so no file of the site is cached by it.
  await page.goto(`${pageOrigin}${basePath}robots.txt`);
  await page.evaluate(
    async (entries, rawKey, { database, store }, entry) => {
      for (const [name, value] of Object.entries(entries)) window.localStorage.setItem(name, value);
      const bytes = Uint8Array.from(atob(rawKey), (c) => c.charCodeAt(0));
      const cryptoKey = await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['decrypt']);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const transaction = db.transaction(store, 'readwrite');
        transaction.objectStore(store).put({ key: cryptoKey, savedAt: Date.now() }, entry);
        transaction.oncomplete = () => resolve(undefined);
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    local,
    key,
    keyStoreLocation,
    entry,
  );
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  return page;
}

/**
 * How often one Lighthouse run is tried before the bench gives up. Now and
 * then Lighthouse finds no navigation in its own trace (NO_NAVSTART, about one
 * run in thirty here, on any route), three times running once in a full bench.
 */
const lighthouseAttempts = 5;

/**
 * One Lighthouse run in a fresh browser (no warm caches, no leftover state,
 * but the password's, given `storage`); a run Lighthouse itself fails is tried
 * again, up to `lighthouseAttempts` in all.
 */
async function measure(
  url: string,
  config: typeof desktopConfig | undefined,
  storage?: UnlockedStorage,
  attempt = 1,
): Promise<LighthouseResult> {
  chrome = await launchBenchChrome(chromePath);
  try {
    // The not-found page answers with status 404, at its own file address too
    // (tools/server/serve.ts), which Lighthouse refuses to audit unless told.
    const ignoreStatusCode = new URL(url).pathname === `${basePath}${notFound.slice(1)}`;
    const flags = { port: chrome.port, logLevel: 'error', output: 'json', ignoreStatusCode } as const;
    const result = storage
      ? await lighthouse(url, { ...flags, disableStorageReset: true }, config, await unlockedPage(new URL(url).origin, storage))
      : await lighthouse(url, flags, config);
    const lhr = result?.lhr as LighthouseResult | undefined;
    const error = lhr ? lhr.runtimeError : { message: 'no result' };
    if (lhr && !error) return lhr;
    const stopped = servers.find((server) => server.stopped());
    if (stopped) throw new Error(`The server on port ${stopped.port} stopped during the benchmark.`);
    if (attempt >= lighthouseAttempts) throw new Error(`${url}: ${error?.message}`);
    console.log(`  (${url}: ${(error && 'code' in error ? error.code : undefined) ?? error?.message}; measuring again)`);
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
  return measure(url, config, storage, attempt + 1);
}

const results: BenchRow[] = [];
/** The no-script floor's rows, for bench.json. */
const floors: BenchRow[] = [];
let interaction: Awaited<ReturnType<typeof measureInteraction>> | undefined;
try {
  if (measures.lighthouse) {
    // The first run after the server and the browser start is slower (cold caches, code not yet
    // compiled), which showed as TBT on whichever route came first: one run is made and discarded,
    // on each server.
    console.log(`(one warm-up run${measuresFloor ? ' on each build' : ''}, not counted)`);
    await measure(`${origin}${basePath}`, undefined);
    if (measuresFloor) await measure(`${floorOrigin}${basePath}`, undefined);
    for (const preset of presets) {
      const withFloor = preset.name === floorPreset && measuresFloor;
      for (const route of routes) {
        const pagePath = route.endsWith(unlockedSuffix) ? route.slice(0, -unlockedSuffix.length) : route;
        // One password opens a project in every language: its key is the English page's.
        const storage = pagePath === route ? undefined : await unlockedStorage(clientDir, basePathOf(pagePath).slice(1), password);
        const address = `${basePath}${pagePath.slice(1)}`;
        const lhrs: LighthouseResult[] = [];
        const floorLhrs: LighthouseResult[] = [];
        const flippedLhrs: LighthouseResult[] = [];
        const analyticsLhrs: LighthouseResult[] = [];
        const withFlipped = withFloor && isolationRoutes.includes(route);
        const withAnalytics = withFloor && analyticsRoutes.includes(route);
        // Alternately, so that whatever else the machine does weighs on all alike.
        for (let run = 0; run < runs; run += 1) {
          lhrs.push(await measure(`${origin}${address}`, preset.config, storage));
          if (withFloor) floorLhrs.push(await measure(`${floorOrigin}${address}`, preset.config, storage));
          if (withFlipped) flippedLhrs.push(await measure(`${isolationOrigin}${address}`, preset.config, storage));
          if (withAnalytics) analyticsLhrs.push(await measure(`${analyticsOrigin}${address}`, preset.config, storage));
        }
        const row = summarise(route, preset.name, lhrs);
        if (withFloor) {
          const floor = summarise(route, preset.name, floorLhrs);
          floors.push(floor);
          row.floorTbt = floor.tbt;
        }
        if (withFlipped) {
          const flipped = summarise(route, preset.name, flippedLhrs);
          row.isolation = { isolated: isIsolated(servedHeaders[pagePath]), flippedTbt: flipped.tbt, flippedPerf: flipped.perf };
        }
        if (withAnalytics) {
          const analytics = summarise(route, preset.name, analyticsLhrs);
          row.analytics = { tbt: analytics.tbt, perf: analytics.perf, bp: analytics.bp, requests: analytics.requests };
        }
        results.push(row);
        console.log(formatTable([row], { header: results.length === 1 }));
      }
    }
  }
  if (measures.interaction) {
    const plan = interactionPlan(
      await interactionRoutes(
        routes.filter((route) => !route.endsWith(unlockedSuffix)),
        clientDir,
      ),
    );
    console.log(`\nInteraction: ${plan.length} controls, ${runs} runs each, on the mobile profile (one warm-up run, not counted)`);
    interaction = await measureInteraction(plan, { origin, basePath, chromePath, runs, password });
  }
} finally {
  if (chrome) await chrome.kill();
  await stopServing();
}

const bundles = measures.lighthouse ? await firstViewJs(allRoutes) : [];
const failures = [
  ...checkBudgets(results, bundles, { noindex: [...noindex, ...unlocked], notFound, analyticsBundles }),
  ...checkInteractionBudgets(interaction?.rows ?? []),
];

if (measures.lighthouse) {
  console.log(`\n${formatMachineSpeed(results)}`);
  if (measuresFloor) {
    console.log(
      `\nTBT against the no-script floor, median of ${runs} runs each, alternately:\n\n${formatTbtTable(results, budgets.mobile.tbtOverFloor)}`,
    );
  }
  if (isolationRoutes.length > 0) {
    console.log(
      `\nWhat Cross-Origin-Opener-Policy costs (mobile, median of ${runs} runs each, alternately with and without it; "served": as hosts send it):\n\n${formatIsolationTable(results)}`,
    );
  }
  console.log(`\nJavaScript loaded on first view (gzipped, from the build):\n\n${formatFirstViewJs(bundles, budgets.pageJs.gzipBytes)}`);
  if (analyticsBundles.length > 0) {
    console.log(
      `\nWhat analytics costs (Plausible; mobile, median of ${runs} runs each, alternately without and with it; JS: first view, gzipped; ${collector?.received().length ?? 0} events received):\n\n${formatAnalyticsTable(results, bundles, analyticsBundles, budgets.pageJs.gzipBytes)}`,
    );
  }
}
// What drawing the case studies' PDFs added to the build (tools/build/case-study-pdfs.ts).
const pdfCost = readCaseStudyPdfCost(buildDir());
if (pdfCost) console.log(`\n${formatCaseStudyPdfCost(pdfCost)} (the build's extra time for them).`);
if (interaction) {
  console.log(`\nInteraction, median of ${runs} runs (mobile profile):\n\n${formatInteractionTable(interaction.rows)}`);
  const { median, p99, max } = interaction.benchLoopDelayMs;
  console.log(
    `\nThe bench's own event loop meanwhile (it sends every press): delay median ${median} ms, 99th percentile ${p99} ms, longest ${max} ms.`,
  );
}

await mkdir('bench-results', { recursive: true });
const report = {
  date: new Date().toISOString(),
  runs,
  chromium: chromePath,
  results,
  floors,
  bundles,
  analyticsBundles,
  interaction: interaction && {
    profile: mobileProfile,
    table: formatInteractionTable(interaction.rows),
    rows: interaction.rows,
    records: interaction.records,
    benchLoopDelayMs: interaction.benchLoopDelayMs,
  },
  failures,
};
await writeFile('bench-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWritten to bench-results/bench.json');

if (failures.length > 0) {
  console.log(`\n${failures.length} budget(s) missed:`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
