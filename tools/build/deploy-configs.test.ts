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
