// Turns Lighthouse results into the benchmark's rows and tables.
import { pageJsAgainstBudget, tbtAgainstFloor } from './budgets.ts';
import { median, type BenchRow, type Bundle } from './figures.ts';

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        score?: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        details?: { items?: { resourceType: string; transferSize?: number; requestCount?: number }[] };
      }
    | undefined
  >;
  runtimeError?: { code?: string; message: string };
  /** Lighthouse's measure of the machine's speed (higher is faster), taken before each run. */
  environment?: { benchmarkIndex?: number };
};

type ResourceItem = { resourceType: string; transferSize?: number; requestCount?: number };

const categories = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
const metrics = {
  'first-contentful-paint': 'fcp',
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'si',
};
const resourceTypes = ['document', 'script', 'stylesheet', 'image', 'font', 'total'];

function resourceSummary(lhr: LighthouseResult): Record<string, ResourceItem | undefined> {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.resourceType, item]));
}

/**
 * A category's audits that did not pass in any run: lets the budget tell a
 * page's `noindex`, or the not-found page's status, apart from a real fault.
 */
function failedAudits(lhrs: LighthouseResult[], category: 'seo' | 'best-practices'): string[] {
  const failed = new Set<string>();
  for (const lhr of lhrs) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const { score, scoreDisplayMode } = lhr.audits[id] ?? {};
      if (scoreDisplayMode === 'binary' || scoreDisplayMode === 'numeric') {
        if (score != null && score < 1) failed.add(id);
      }
    }
  }
  return [...failed].sort();
}

/** One row: every figure is the median over the runs. */
export function summarise(route: string, preset: string, lhrs: LighthouseResult[]): BenchRow {
  const scores = Object.fromEntries(
    Object.entries(categories).map(([id, key]) => [key, Math.round(median(lhrs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)))]),
  );
  const timings = Object.fromEntries(
    Object.entries(metrics).map(([id, key]) => [key, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN))]),
  );
  const summaries = lhrs.map(resourceSummary);
  const bytes = Object.fromEntries(
    resourceTypes.map((type) => [type, median(summaries.map((summary) => summary[type]?.transferSize ?? 0))]),
  );
  const requests = median(summaries.map((summary) => summary.total?.requestCount ?? 0));
  const benchmarkIndex = Math.round(median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN)));
  return {
    route,
    preset,
    runs: lhrs.length,
    ...scores,
    ...timings,
    bytes,
    requests,
    failedSeoAudits: failedAudits(lhrs, 'seo'),
    failedBpAudits: failedAudits(lhrs, 'best-practices'),
    benchmarkIndex,
  } as BenchRow;
}

const kb = (bytes: number | undefined = 0) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

const columns: [name: string, value: (row: BenchRow) => string | number, width: number][] = [
  ['route', (row) => row.route, 14],
  ['preset', (row) => row.preset, 8],
  ['perf', (row) => row.perf, 5],
  ['a11y', (row) => row.a11y, 5],
  ['bp', (row) => row.bp, 4],
  ['seo', (row) => row.seo, 4],
  ['FCP s', (row) => seconds(row.fcp), 6],
  ['LCP s', (row) => seconds(row.lcp), 6],
  ['TBT ms', (row) => Math.round(row.tbt), 7],
  ['CLS', (row) => row.cls.toFixed(3), 6],
  ['SI s', (row) => seconds(row.si), 6],
  ['doc KB', (row) => kb(row.bytes.document), 7],
  ['JS KB', (row) => kb(row.bytes.script), 7],
  ['CSS KB', (row) => kb(row.bytes.stylesheet), 7],
  ['img KB', (row) => kb(row.bytes.image), 7],
  ['font KB', (row) => kb(row.bytes.font), 8],
  ['all KB', (row) => kb(row.bytes.total), 7],
  ['req', (row) => row.requests, 4],
];

/**
 * The machine's speed over every run, as one line: the simulated 4× slower CPU
 * multiplies the host's own speed, so TBT and the interaction figures of two
 * benches compare only when these are alike.
 */
export function formatMachineSpeed(rows: BenchRow[]): string {
  const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length === 0) return 'Machine speed: not reported by Lighthouse.';
  return `Machine speed (Lighthouse benchmark index, higher is faster): median ${Math.round(median(indexes))}, ${Math.min(...indexes)}–${Math.max(...indexes)} across routes.`;
}

/** Plain-text rows under an optional head, each cell padded to its column's width. */
function plainTable(head: string[] | undefined, rows: string[][], widths: number[]): string {
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' ')
      .trimEnd();
  return (head ? [head, ...rows] : rows).map(line).join('\n');
}

/** A plain-text table, one row per route and preset. */
export function formatTable(rows: BenchRow[], { header = true }: { header?: boolean } = {}): string {
  const cells = rows.map((row) => columns.map(([, value]) => String(value(row))));
  return plainTable(
    header ? columns.map(([name]) => name) : undefined,
    cells,
    columns.map(([, , width]) => width),
  );
}

/**
 * Each route's TBT beside its no-script floor's, and what the scripts add,
 * against the budget of at most `overFloor` ms more: one line per row with a
 * floor (the mobile preset's).
 */
export function formatTbtTable(rows: BenchRow[], overFloor: number): string {
  const measured = rows.filter((row): row is BenchRow & { floorTbt: number } => row.floorTbt !== undefined);
  const ms = (value: number) => String(Math.round(value));
  const lines = measured.map((row) => {
    const added = row.tbt - row.floorTbt;
    return [
      row.route,
      row.preset,
      ms(row.tbt),
      ms(row.floorTbt),
      `${added >= 0 ? '+' : ''}${ms(added)}`,
      tbtAgainstFloor(row, overFloor) ? 'missed' : 'met',
    ];
  });
  return plainTable(['route', 'preset', 'TBT ms', 'floor ms', 'added ms', `≤ floor + ${overFloor} ms`], lines, [16, 8, 7, 9, 9]);
}

/**
 * What the isolation header (Cross-Origin-Opener-Policy) costs: each compared
 * route's TBT and performance score as hosts serve it and the other way, and
 * the TBT the header adds (with it minus without it, whichever way the page
 * is served).
 */
export function formatIsolationTable(rows: BenchRow[]): string {
  const compared = rows.filter((row): row is BenchRow & { isolation: NonNullable<BenchRow['isolation']> } => row.isolation !== undefined);
  if (compared.length === 0) return 'No route compared.';
  const lines = compared.map((row) => {
    const { isolated, flippedTbt, flippedPerf } = row.isolation;
    const [withTbt, withoutTbt] = isolated ? [row.tbt, flippedTbt] : [flippedTbt, row.tbt];
    const [withPerf, withoutPerf] = isolated ? [row.perf, flippedPerf] : [flippedPerf, row.perf];
    const added = withTbt - withoutTbt;
    return [
      row.route,
      isolated ? 'on' : 'off',
      String(Math.round(withTbt)),
      String(Math.round(withoutTbt)),
      `${added >= 0 ? '+' : ''}${Math.round(added)}`,
      String(withPerf),
      String(withoutPerf),
    ];
  });
  return plainTable(
    ['route', 'served', 'TBT with ms', 'TBT without ms', 'COOP adds ms', 'perf with', 'perf without'],
    lines,
    [16, 7, 12, 15, 13, 10],
  );
}

/**
 * Without and with analytics, route by route: every page's first-view
 * JavaScript from both builds, and, for the routes measured both ways, the
 * median TBT and performance score of each.
 */
export function formatAnalyticsTable(rows: BenchRow[], without: Bundle[], withAnalytics: Bundle[], budgetBytes: number): string {
  const measured = new Map(rows.filter((row) => row.analytics).map((row) => [row.route, row]));
  const lines = withAnalytics.map((bundle) => {
    const before = without.find((candidate) => candidate.route === bundle.route);
    const row = measured.get(bundle.route);
    const added = row?.analytics ? row.analytics.tbt - row.tbt : undefined;
    return [
      bundle.route,
      before ? kb(before.gzipBytes) : '–',
      kb(bundle.gzipBytes),
      pageJsAgainstBudget(bundle, budgetBytes) ? 'missed' : 'met',
      row ? String(Math.round(row.tbt)) : '',
      row?.analytics ? String(Math.round(row.analytics.tbt)) : '',
      added === undefined ? '' : `${added >= 0 ? '+' : ''}${Math.round(added)}`,
      row ? String(row.perf) : '',
      row?.analytics ? String(row.analytics.perf) : '',
    ];
  });
  return lines.length > 0
    ? plainTable(
        [
          'route',
          'JS KB without',
          'JS KB with',
          `≤ ${kb(budgetBytes)} KB`,
          'TBT without ms',
          'TBT with ms',
          'analytics adds ms',
          'perf without',
          'perf with',
        ],
        lines,
        [16, 14, 11, 10, 15, 12, 18, 13],
      )
    : 'No page measured.';
}

/** First-view JavaScript, route by route, each against `budgetBytes`. */
export function formatFirstViewJs(bundles: Bundle[], budgetBytes: number): string {
  const files = (bundle: Bundle) =>
    `${bundle.files} file${bundle.files === 1 ? '' : 's'} + ${bundle.inlineScripts} inline script${bundle.inlineScripts === 1 ? '' : 's'}`;
  const table = plainTable(
    ['route', 'JS KB', 'loaded from', `≤ ${kb(budgetBytes)} KB`],
    bundles.map((bundle) => [
      bundle.route,
      kb(bundle.gzipBytes),
      files(bundle),
      pageJsAgainstBudget(bundle, budgetBytes) ? 'missed' : 'met',
    ]),
    [16, 7, 30],
  );
  return bundles.length > 0 ? table : 'No page measured.';
}
