// What the bench measures, as its checks and its tables read it: a route's
// Lighthouse figures, its first-view JavaScript, and the median that makes
// one figure of several runs. The budgets (budgets.ts) judge these and the
// reports (report.ts, interaction/report.ts) print them; both read the
// shapes from here, so the budgets never import a report.

/** One route and preset: every figure the median over the runs. */
export type BenchRow = {
  route: string;
  preset: string;
  runs: number;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: Record<string, number>;
  requests: number;
  failedSeoAudits: string[];
  failedBpAudits: string[];
  /** The machine's speed during these runs (Lighthouse's benchmark index, median): scores are comparable only at similar values. */
  benchmarkIndex: number;
  /**
   * TBT of the same page with no script (tools/bench/no-script.ts), median of
   * as many runs, each made right after one of this row's: on the mobile preset.
   */
  floorTbt?: number;
  /**
   * The same page served with its isolation headers flipped
   * (tools/bench/isolation-cost.ts): whether the page is isolated as hosts
   * serve it, and the medians of as many runs the other way, each made right
   * after one of this row's. On the mobile preset, for the routes compared.
   */
  isolation?: { isolated: boolean; flippedTbt: number; flippedPerf: number };
  /**
   * The same page built with analytics on (tools/bench/analytics-build.ts):
   * the medians of as many runs, each made right after one of this row's.
   * On the mobile preset, for the routes compared.
   */
  analytics?: { tbt: number; perf: number; bp: number; requests: number };
};

/** First-view JavaScript of a route (tools/bench/bundle.ts). */
export type Bundle = {
  route: string;
  files: number;
  inlineScripts: number;
  /** The files and the inline scripts' code, gzipped. */
  gzipBytes: number;
};

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
