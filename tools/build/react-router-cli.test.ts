import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envFileDeprecation, isEnvFileDeprecation, reactRouterBin } from './react-router-cli.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

describe('the react-router command without its envFile warning', () => {
  it('drops Vite’s envFile deprecation, plain or in colour, and nothing else', () => {
    expect(isEnvFileDeprecation([envFileDeprecation])).toBe(true);
    expect(isEnvFileDeprecation([`\x1b[33m${envFileDeprecation}\x1b[39m`])).toBe(true);
    expect(isEnvFileDeprecation(['The `base` option should start with a slash.'])).toBe(false);
    expect(isEnvFileDeprecation([`${envFileDeprecation} And something else.`])).toBe(false);
    expect(isEnvFileDeprecation([envFileDeprecation, 'detail'])).toBe(false);
    expect(isEnvFileDeprecation([new Error(envFileDeprecation)])).toBe(false);
  });

  it('runs the command React Router installs', () => {
    const bin = (JSON.parse(readFileSync(path.join(packageDir('@react-router/dev'), 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
    expect(path.relative(packageDir('@react-router/dev'), reactRouterBin())).toBe(bin['react-router']);
  });

  // When this fails, React Router no longer passes `envFile`: delete react-router-cli.js and its
  // test, call `react-router` from package.json and tools/editor/edit.ts, and drop its row from
  // docs/upgrading.md.
  it('is still needed: React Router still passes `envFile: false`, and Vite still warns in these words', () => {
    const dist = path.join(packageDir('@react-router/dev'), 'dist');
    expect(readFileSync(path.join(dist, 'vite.js'), 'utf8')).toContain('envFile: false');
    const chunks = path.join(packageDir('vite'), 'dist', 'node', 'chunks');
    const vite = readdirSync(chunks)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(chunks, file), 'utf8'));
    expect(vite.some((source) => source.includes(envFileDeprecation))).toBe(true);
  });
});
