import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Manifest = { engines: { node: string }; devEngines: { runtime: { name: string; version: string; onFail: string } } };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();

// .nvmrc names the Node line people and CI install; package.json says which Node may run the project
// at all. npm 11 stops `npm ci` and `npm run` on an older Node (devEngines); .npmrc's engine-strict
// makes npm 10 stop `npm ci` too (engines).
describe('the Node the project runs on', () => {
  it('.nvmrc names a major line that package.json allows', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(manifest.engines.node);
    expect(minimum, `engines.node ${manifest.engines.node} is not a ">=x.y.z" floor`).not.toBeNull();
    expect(Number(minimum?.[1])).toBeLessThanOrEqual(Number(nvmrc));
  });

  it('npm stops an older Node, with the floor engines states', () => {
    expect(manifest.devEngines.runtime).toEqual({ name: 'node', version: manifest.engines.node, onFail: 'error' });
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('the workflow, Netlify and .ci/run install the line .nvmrc names', () => {
    const { jobs } = parse(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as {
      jobs: Record<string, { steps?: { uses?: string; with?: Record<string, string> }[] }>;
    };
    const setups = Object.values(jobs).flatMap((job) => (job.steps ?? []).filter((step) => step.uses?.startsWith('actions/setup-node')));
    expect(setups).not.toHaveLength(0);
    for (const step of setups) expect(step.with?.['node-version-file']).toBe('.nvmrc');
    expect(readFileSync('.ci/run', 'utf8')).toContain('< .nvmrc');
    // Netlify reads .nvmrc unless its NODE_VERSION says otherwise.
    expect(readFileSync('netlify.toml', 'utf8')).not.toMatch(/NODE_VERSION/);
  });
});
