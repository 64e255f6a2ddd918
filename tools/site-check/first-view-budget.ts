import { budgets, languagePairAgainstBudget, pageJsAgainstBudget } from '../bench/budgets.ts';
import { firstViewJs } from '../bench/bundle.ts';

/**
 * Every page of the build in `dir` over its first-view JavaScript budget (tools/bench/budgets.ts),
 * read from the build as `npm run bench` reads it (tools/bench/bundle.ts): one line each, empty
 * when all are within.
 */
export async function firstViewOverBudget(routes: string[], dir: string): Promise<string[]> {
  const bundles = await firstViewJs(routes, dir);
  const empty = bundles
    .filter((bundle) => bundle.gzipBytes === 0)
    .map((bundle) => `${bundle.route}: no JavaScript found, yet every page runs a script`);
  return [
    ...empty,
    ...bundles.map((bundle) => pageJsAgainstBudget(bundle, budgets.pageJs.gzipBytes)),
    ...bundles.map((bundle) => languagePairAgainstBudget(bundle, bundles, budgets.languagePair.gzipBytes)),
  ].filter((line): line is string => line !== undefined);
}
