import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, checkBudgets } from './budgets.ts';
import type { BenchRow, Bundle } from './figures.ts';
import {
  formatAnalyticsTable,
  formatFirstViewJs,
  formatIsolationTable,
  formatMachineSpeed,
  formatTable,
  formatTbtTable,
  summarise,
} from './report.ts';
import { protectedSlugs, unlockedStorage } from '../testing/unlock.ts';
import { deriveProjectKeys, gateParamsOfKey, verifierOfKey } from '../build/encrypt.ts';

type Row = BenchRow;

const goodMobile = (route: string, overrides: Partial<Row> = {}): Row => ({
  route,
  preset: 'mobile',
  runs: 3,
  perf: 100,
  a11y: 100,
  bp: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 0,
  cls: 0,
  si: 900,
  bytes: { document: 8000, script: 110_000, stylesheet: 4000, image: 60_000, font: 48_000, total: 230_000 },
  requests: 14,
  failedSeoAudits: [],
  failedBpAudits: [],
  benchmarkIndex: 2000,
  floorTbt: 0,
  ...overrides,
});

const bundle = (route: string, kilobytes: number): Bundle => ({
  route,
  files: 1,
  inlineScripts: 1,
  gzipBytes: kilobytes * 1024,
});

const lhr = (performance: number, fcp: number, total: number, benchmarkIndex = 2000) => ({
  environment: { benchmarkIndex },
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1, auditRefs: [{ id: 'is-crawlable' }] },
  },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: fcp + 100 },
    'total-blocking-time': { numericValue: 0 },
    'cumulative-layout-shift': { numericValue: 0 },
    'speed-index': { numericValue: fcp },
    'is-crawlable': { score: 1, scoreDisplayMode: 'binary' },
    'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: total, requestCount: 10 }] } },
  },
});

describe('summarise', () => {
  it('reports each figure as its median over the runs', () => {
    const row = summarise('/', 'mobile', [lhr(0.97, 1300, 300), lhr(1, 900, 100), lhr(0.99, 1000, 200)]);
    expect(row).toMatchObject({ perf: 99, a11y: 100, fcp: 1000, lcp: 1100, requests: 10 });
    expect(row.bytes.total).toBe(200);
    expect(formatTable([row])).toMatch(/^route\s+preset\s+perf/);
  });

  it("reports the machine's speed during the runs, so benches on different machines can be told apart", () => {
    const slow = summarise('/', 'mobile', [lhr(1, 900, 100, 1180), lhr(1, 900, 100, 1250), lhr(1, 900, 100, 2300)]);
    const fast = summarise('/cv', 'mobile', [lhr(1, 900, 100, 2600)]);
    expect(slow.benchmarkIndex).toBe(1250);
    expect(formatMachineSpeed([slow, fast])).toMatch(/median 1925, 1250–2600/);
    expect(formatMachineSpeed([{ ...slow, benchmarkIndex: NaN }])).toMatch(/not reported/);
  });
});

describe('checkBudgets', () => {
  const bundles = [bundle('/', 9)];

  it('holds a Spanish page to within 1 KB of its English pair', () => {
    const english = bundle('/about', 9);
    const close = { ...bundle('/es/about', 9), gzipBytes: english.gzipBytes + budgets.languagePair.gzipBytes };
    expect(checkBudgets([], [english, close])).toEqual([]);
    const heavier = { ...close, gzipBytes: close.gzipBytes + 1 };
    expect(checkBudgets([], [english, heavier])).toEqual([
      expect.stringMatching(/^\/es\/about: first-view JavaScript .* more than \/about/),
    ]);
  });

  it('passes a route that meets every budget', () => {
    expect(checkBudgets([goodMobile('/')], bundles)).toEqual([]);
  });

  it('names each budget a route misses', () => {
    const failures = checkBudgets([goodMobile('/huru', { perf: 95, lcp: 1800, cls: 0.05 })], bundles);
    expect(failures).toEqual(['/huru mobile: perf 95 < 98', '/huru mobile: lcp 1800 ms > 1500 ms', '/huru mobile: cls 0.05 > 0.01']);
  });

  it('holds the desktop preset to a performance score of 100', () => {
    const desktop = { ...goodMobile('/about'), preset: 'desktop', perf: 99 };
    expect(checkBudgets([desktop], bundles)).toEqual(['/about desktop: perf 99 < 100']);
  });

  it('lets a noindex page miss SEO for being noindex, and for nothing else', () => {
    const gate = goodMobile('/private', { seo: 69, failedSeoAudits: ['is-crawlable'] });
    expect(checkBudgets([gate], bundles, { noindex: ['/private'] })).toEqual([]);
    const broken = goodMobile('/private', { seo: 60, failedSeoAudits: ['is-crawlable', 'meta-description'] });
    expect(checkBudgets([broken], bundles, { noindex: ['/private'] })).toEqual(['/private mobile: SEO audits failed: meta-description']);
    expect(checkBudgets([gate], bundles)).toEqual(['/private mobile: seo 69 < 100']);
  });

  it('lets the not-found page miss SEO and best practices for its 404 status, and for nothing else', () => {
    const options = { notFound: '/404.html' };
    const notFound = goodMobile('/404.html', {
      seo: 58,
      bp: 96,
      failedSeoAudits: ['http-status-code', 'is-crawlable'],
      failedBpAudits: ['errors-in-console'],
    });
    expect(checkBudgets([notFound], bundles, options)).toEqual([]);
    const broken = { ...notFound, bp: 92, failedBpAudits: ['errors-in-console', 'csp-xss'] };
    expect(checkBudgets([broken], bundles, options)).toEqual(['/404.html mobile: Best-practices audits failed: csp-xss']);
    expect(checkBudgets([notFound], bundles)).toEqual(['/404.html mobile: bp 96 < 100', '/404.html mobile: seo 58 < 100']);
  });

  it('holds the protected case study, opened with the password, to every mobile budget, LCP 1.5 s included', () => {
    const options = { noindex: ['/mango+password'] };
    expect(checkBudgets([goodMobile('/mango+password', { lcp: 1400 })], bundles, options)).toEqual([]);
    expect(checkBudgets([goodMobile('/mango+password', { lcp: 1600, tbt: 80, floorTbt: 20 })], bundles, options)).toEqual([
      '/mango+password mobile: lcp 1600 ms > 1500 ms',
      '/mango+password mobile: tbt 80 ms > no-script floor 20 ms + 50 ms',
    ]);
    expect(checkBudgets([goodMobile('/mango', { lcp: 2200 })], bundles, { noindex: ['/mango'] })).toEqual([
      '/mango mobile: lcp 2200 ms > 1500 ms',
    ]);
  });

  it('checks the home page total bytes', () => {
    const heavy = goodMobile('/', { bytes: { ...goodMobile('/').bytes, total: 700 * 1024 } });
    expect(checkBudgets([heavy], bundles)).toEqual(['/ mobile: 700 KB transferred > 600 KB']);
  });
});

describe('the mobile TBT budget, against the same page with no script', () => {
  it('allows at most 50 ms more than the no-script floor, whatever the floor', () => {
    expect(budgets.mobile.tbtOverFloor).toBe(50);
    expect(checkBudgets([goodMobile('/huru', { tbt: 50, floorTbt: 0 })], [])).toEqual([]);
    expect(checkBudgets([goodMobile('/huru', { tbt: 170, floorTbt: 120 })], [])).toEqual([]);
    expect(checkBudgets([goodMobile('/huru', { tbt: 171, floorTbt: 120 })], [])).toEqual([
      '/huru mobile: tbt 171 ms > no-script floor 120 ms + 50 ms',
    ]);
  });

  it('does not pass a mobile row whose floor was not measured', () => {
    expect(checkBudgets([goodMobile('/huru', { tbt: 0, floorTbt: undefined })], [])).toEqual([
      '/huru mobile: tbt 0 ms, with no no-script floor measured to judge it against',
    ]);
  });

  it('leaves TBT on the desktop preset unbudgeted, as before', () => {
    expect(checkBudgets([{ ...goodMobile('/huru', { tbt: 400, floorTbt: undefined }), preset: 'desktop' }], [])).toEqual([]);
  });
});

describe('the first-view JavaScript budget', () => {
  it('holds every page to 15 KB gzipped, the gate’s pages included', () => {
    expect(budgets.pageJs.gzipBytes).toBe(15 * 1024);
    expect(checkBudgets([], [bundle('/', 15), bundle('/404.html', 4), bundle('/huru', 15.5), bundle('/private', 16)])).toEqual([
      '/huru: first-view JavaScript 15.5 KB gzipped > 15 KB',
      '/private: first-view JavaScript 16.0 KB gzipped > 15 KB',
    ]);
  });
});

describe('the budgets with analytics on', () => {
  const analytics = { tbt: 0, perf: 100, bp: 100, requests: 15 };
  it('holds the page built with analytics to the same no-script floor, performance and best practices', () => {
    expect(checkBudgets([goodMobile('/cv', { tbt: 40, floorTbt: 10, analytics: { ...analytics, tbt: 60 } })], [])).toEqual([]);
    expect(
      checkBudgets([goodMobile('/cv', { tbt: 40, floorTbt: 10, analytics: { tbt: 61, perf: 97, bp: 96, requests: 15 } })], []),
    ).toEqual([
      '/cv mobile with analytics: tbt 61 ms > no-script floor 10 ms + 50 ms',
      '/cv mobile with analytics: perf 97 < 98',
      '/cv mobile with analytics: bp 96 < 100',
    ]);
  });

  it('holds every page of the analytics build to 15 KB of first-view JavaScript, and its Spanish pages to their English pair', () => {
    expect(
      checkBudgets([], [bundle('/', 5), bundle('/es', 5.5)], {
        analyticsBundles: [bundle('/', 15.5), bundle('/es', 7), bundle('/cv', 7), bundle('/es/cv', 8.5)],
      }),
    ).toEqual([
      '/ with analytics: first-view JavaScript 15.5 KB gzipped > 15 KB',
      '/es/cv: first-view JavaScript 8704 bytes gzipped, 1536 more than /cv (at most 1024) with analytics',
    ]);
  });
});

describe('formatAnalyticsTable', () => {
  it("shows each page's first-view JavaScript from both builds, and TBT and performance where both were measured", () => {
    const rows = [
      goodMobile('/', { tbt: 12, perf: 100, analytics: { tbt: 20, perf: 99, bp: 100, requests: 15 } }),
      goodMobile('/cv', { tbt: 30 }),
    ];
    expect(
      formatAnalyticsTable(rows, [bundle('/', 5.2), bundle('/cv', 5)], [bundle('/', 7.4), bundle('/cv', 16)], 15 * 1024).split('\n'),
    ).toEqual([
      'route            JS KB without  JS KB with  ≤ 15.0 KB  TBT without ms  TBT with ms  analytics adds ms  perf without  perf with',
      '/                5.2            7.4         met        12              20           +8                 100           99',
      '/cv              5.0            16.0        missed',
    ]);
  });
});

describe('formatTbtTable', () => {
  it("shows each mobile route's TBT, its floor's and what the scripts add, with the verdict", () => {
    const rows = [
      goodMobile('/', { tbt: 12.4, floorTbt: 3 }),
      goodMobile('/private', { tbt: 95, floorTbt: 20 }),
      { ...goodMobile('/'), preset: 'desktop', floorTbt: undefined },
    ];
    expect(formatTbtTable(rows, 50).split('\n')).toEqual([
      'route            preset   TBT ms  floor ms  added ms  ≤ floor + 50 ms',
      '/                mobile   12      3         +9        met',
      '/private         mobile   95      20        +75       missed',
    ]);
  });

  it('shows a page that blocks less than its floor with a minus sign', () => {
    expect(formatTbtTable([goodMobile('/cv', { tbt: 4, floorTbt: 10 })], 50)).toMatch(/\/cv\s+mobile\s+4\s+10\s+-6\s+met$/);
  });
});

describe('formatIsolationTable', () => {
  it('shows TBT and performance with and without Cross-Origin-Opener-Policy, whichever way each page is served', () => {
    const rows = [
      goodMobile('/', { tbt: 20, perf: 100, isolation: { isolated: false, flippedTbt: 310, flippedPerf: 94 } }),
      goodMobile('/private', { tbt: 250, perf: 96, isolation: { isolated: true, flippedTbt: 30, flippedPerf: 100 } }),
      goodMobile('/huru', { tbt: 5 }),
    ];
    expect(formatIsolationTable(rows).split('\n')).toEqual([
      'route            served  TBT with ms  TBT without ms  COOP adds ms  perf with  perf without',
      '/                off     310          20              +290          94         100',
      '/private         on      250          30              +220          96         100',
    ]);
    expect(formatIsolationTable([goodMobile('/huru')])).toBe('No route compared.');
  });
});

describe('formatFirstViewJs', () => {
  it('lists every page against the budget', () => {
    const text = formatFirstViewJs(
      [bundle('/', 3.2), { ...bundle('/huru', 16), files: 2, inlineScripts: 0 }, bundle('/private', 6.1)],
      15 * 1024,
    );
    expect(text.split('\n')).toEqual([
      'route            JS KB   loaded from                    ≤ 15.0 KB',
      '/                3.2     1 file + 1 inline script       met',
      '/huru            16.0    2 files + 0 inline scripts     missed',
      '/private         6.1     1 file + 1 inline script       met',
    ]);
  });
});

describe('unlockedStorage', () => {
  it('leaves what a correct password leaves, derived from the build, and refuses a wrong one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-unlock-'));
    try {
      const [key] = deriveProjectKeys('open sesame', ['solenne'], Buffer.alloc(16, 1), 1000);
      const params = gateParamsOfKey(key!);
      await mkdir(path.join(dir, 'protected'));
      await writeFile(path.join(dir, 'protected', 'solenne.gate.json'), JSON.stringify(params));
      expect(await protectedSlugs(dir)).toEqual(['solenne']);

      const storage = await unlockedStorage(dir, 'solenne', ' open sesame ');
      expect(storage.local).toEqual({ authenticated: 'true', storedPassword: params.verifier });
      expect(verifierOfKey(Buffer.from(storage.key, 'base64'))).toBe(params.verifier);
      await expect(unlockedStorage(dir, 'solenne', 'guess')).rejects.toThrow(/does not open solenne/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
