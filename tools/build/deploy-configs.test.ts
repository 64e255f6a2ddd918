import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Every host builds with `npm run build`, whose password check reads PORTFOLIO_PASSWORD from the
// build's environment (CI set: missing or weak stops it). A config that built otherwise, or a
// workflow that did not hand the secret to the build step, would publish under the default.
describe('deploy configurations', () => {
  it('GitHub Pages passes the PORTFOLIO_PASSWORD secret to the step that builds', () => {
    const workflow = readFileSync('.github/workflows/deploy-pages.yml', 'utf8');
    const step = /- run: npm run build\n\s+env:\n((?:\s+(?:#.*|[A-Z_]+: .*)\n)+)/.exec(workflow)?.[1] ?? '';
    expect(step).toMatch(/^\s+PORTFOLIO_PASSWORD: \$\{\{ secrets\.PORTFOLIO_PASSWORD \}\}$/m);
  });

  it('Netlify and Vercel run the checked build, not the test build, and name no password', () => {
    const netlify = readFileSync('netlify.toml', 'utf8');
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { buildCommand: string };
    expect(netlify).toMatch(/^\s*command = "npm run build"$/m);
    expect(vercel.buildCommand).toBe('npm run build');
    expect(netlify + JSON.stringify(vercel)).not.toMatch(/PORTFOLIO_PASSWORD\s*=|"PORTFOLIO_PASSWORD"/);
  });

  // GitHub Pages publishes only a commit `npm test` passed on: the deploy job waits for the job that
  // runs it, directly or through the jobs it waits for.
  it('GitHub Pages deploys only after a job that runs npm ci, then npm test', () => {
    type Job = { needs?: string | string[]; steps?: { run?: string }[] };
    const { jobs } = parse(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as { jobs: Record<string, Job> };
    const needs = (name: string) => [jobs[name]?.needs ?? []].flat();
    const awaited = new Set<string>();
    const pending = needs('deploy');
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (awaited.has(name)) continue;
      awaited.add(name);
      pending.push(...needs(name));
    }
    const runs = (name: string) => (jobs[name]?.steps ?? []).map((step) => step.run?.trim());
    const testing = [...awaited].filter((name) => runs(name).includes('npm test'));
    expect(testing, 'no job the deploy waits for runs `npm test`').not.toHaveLength(0);
    for (const name of testing) {
      const steps = runs(name);
      expect(steps.indexOf('npm ci'), `${name} installs with npm ci before npm test`).toBeGreaterThan(-1);
      expect(steps.indexOf('npm ci')).toBeLessThan(steps.indexOf('npm test'));
    }
  });
});

/**
 * A GitHub Actions `if:` as the runner reads it, for the few forms the deploy workflow uses:
 * `needs.<job>.result` and `needs.<job>.outputs.<name>`, quoted strings, `==`, `!=`, `!`, `&&`,
 * `||`, parentheses and `cancelled()`, `always()`, `success()`. Anything else stops the test.
 */
function evaluate(condition: string, needs: Record<string, { result: string; outputs?: Record<string, string> }>, cancelled = false): boolean {
  const source = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens = source.match(/'[^']*'|==|!=|&&|\|\||[()!]|[\w.-]+/g) ?? [];
  if (tokens.join('').replace(/\s/g, '') !== source.replace(/\s/g, '')) throw new Error(`cannot read: ${condition}`);
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++]!;
  const value = (): unknown => {
    const token = take();
    if (token === '(') {
      const inner = or();
      if (take() !== ')') throw new Error(`unclosed ( in ${condition}`);
      return inner;
    }
    if (token === '!') return !truthy(value());
    if (token.startsWith("'")) return token.slice(1, -1);
    if (peek() === '(') {
      take();
      if (take() !== ')') throw new Error(`arguments in ${condition}`);
      const results = Object.values(needs).map((job) => job.result);
      const functions: Record<string, () => boolean> = {
        cancelled: () => cancelled,
        always: () => true,
        success: () => !cancelled && results.every((result) => result === 'success'),
      };
      if (!functions[token]) throw new Error(`unknown function ${token}() in ${condition}`);
      return functions[token]();
    }
    const [root, job, field, name] = token.split('.');
    if (root !== 'needs' || !job || !needs[job]) throw new Error(`unknown ${token} in ${condition}`);
    return field === 'result' ? needs[job].result : field === 'outputs' && name ? (needs[job].outputs?.[name] ?? '') : undefined;
  };
  const truthy = (v: unknown) => Boolean(v);
  const comparison = (): unknown => {
    const left = value();
    if (peek() !== '==' && peek() !== '!=') return left;
    const operator = take();
    const right = value();
    return operator === '==' ? left === right : left !== right;
  };
  const and = (): boolean => {
    let result = truthy(comparison());
    while (peek() === '&&') {
      take();
      result = truthy(comparison()) && result;
    }
    return result;
  };
  const or = (): boolean => {
    let result = and();
    while (peek() === '||') {
      take();
      result = and() || result;
    }
    return result;
  };
  const result = or();
  if (at !== tokens.length) throw new Error(`cannot read past ${tokens[at]} in ${condition}`);
  return result;
}

describe('the GitHub Pages workflow: content only, or everything', () => {
  type Step = { run?: string; uses?: string; id?: string; with?: Record<string, string> };
  type Job = { needs?: string | string[]; if?: string; steps?: Step[]; outputs?: Record<string, string> };
  const { jobs } = parse(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as { jobs: Record<string, Job> };
  const needsOf = (name: string) => [jobs[name]?.needs ?? []].flat();
  const runs = (name: string) => (jobs[name]?.steps ?? []).map((step) => step.run?.trim() ?? step.uses ?? '');
  /** Whether a job runs, given what the jobs it needs ended with (a job without `if` runs when they all succeeded). */
  const jobRuns = (name: string, needs: Record<string, { result: string; outputs?: Record<string, string> }>) =>
    evaluate(jobs[name]?.if ?? 'success()', Object.fromEntries(needsOf(name).map((job) => [job, needs[job]!])));

  it('runs npm test only when the plan says everything, and publishes on each path only what passed what that path needs', () => {
    expect(needsOf('test')).toEqual(['plan']);
    expect(needsOf('deploy').sort()).toEqual(['build', 'plan', 'test']);
    const plan = (suite: string) => ({ result: 'success', outputs: { suite } });
    expect(jobRuns('test', { plan: plan('full') })).toBe(true);
    expect(jobRuns('test', { plan: plan('content') })).toBe(false);
    expect(jobRuns('test', { plan: { result: 'failure' } })).toBe(false);

    const deploys = (suite: string, test: string, build: string) => jobRuns('deploy', { plan: plan(suite), test: { result: test }, build: { result: build } });
    // Content only: the build and its check are enough; npm test did not run.
    expect(deploys('content', 'skipped', 'success')).toBe(true);
    expect(deploys('content', 'skipped', 'failure')).toBe(false);
    // Everything: npm test must pass as well as the build and its check.
    expect(deploys('full', 'success', 'success')).toBe(true);
    expect(deploys('full', 'failure', 'success')).toBe(false);
    expect(deploys('full', 'success', 'failure')).toBe(false);
    // A skipped npm test publishes nothing unless the plan said content only (a plan that failed says nothing).
    expect(deploys('full', 'skipped', 'success')).toBe(false);
    expect(jobRuns('deploy', { plan: { result: 'failure' }, test: { result: 'skipped' }, build: { result: 'success' } })).toBe(false);
  });

  it('installs, builds and checks the very build it publishes, with the build cache restored after npm ci', () => {
    const steps = runs('build');
    const order = ['npm ci', 'actions/cache@v4', 'npm run build', 'npm run test:site', 'actions/upload-pages-artifact@v3'].map((step) => steps.indexOf(step));
    expect(order.every((index) => index >= 0), `build job steps: ${steps.join(' | ')}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const cache = jobs.build!.steps!.find((step) => step.uses === 'actions/cache@v4')!;
    expect(cache.with?.path).toBe('node_modules/.cache/portfolio');
    // Keyed on the pipeline (the lock file and the code) and the content.
    expect(cache.with?.key).toMatch(/hashFiles\('package-lock\.json', 'app\/\*\*', 'tools\/\*\*'.*hashFiles\('content\/\*\*'\)/);
  });

  // The plan step runs tools/ci/deploy-plan.ts, which tests/build/deploy-plan.test.ts runs as this step does, on two diffs in a git repository.
  it('plans with the script, from the last commit it published', () => {
    const planStep = jobs.plan!.steps!.find((step) => step.run?.includes('tools/ci/deploy-plan.ts'))!;
    const published = jobs.plan!.steps!.find((step) => step.id === 'published')!;
    expect(planStep.run).toContain('--base "${{ steps.published.outputs.sha }}"');
    expect(published.run).toContain('gh run list --workflow deploy-pages.yml --branch main --status success');
    expect(jobs.plan!.outputs?.suite).toBe('${{ steps.plan.outputs.suite }}');
  });
});
