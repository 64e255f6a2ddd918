import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
});
