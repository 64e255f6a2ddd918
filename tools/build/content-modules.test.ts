import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentModules } from './content-modules.ts';
import { testPortfolioRoot } from '../testing/copy-site.ts';

type Hook = (this: { addWatchFile: (file: string) => void }, ...args: string[]) => unknown;

/** The plugin as a build of the test portfolio's site resolves it. */
function plugin() {
  const instance = contentModules();
  const root = testPortfolioRoot;
  (instance.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const watched: string[] = [];
  const context = { addWatchFile: (file: string) => watched.push(path.relative(root, file)) };
  const call = (hook: unknown, ...args: string[]) => (hook as Hook).call(context, ...args);
  return { instance, watched, call };
}

describe('content modules', () => {
  it('makes the loaders’ content depend on every Markdown and YAML file, so the dev server reads a saved change', () => {
    const { instance, watched, call } = plugin();
    call(instance.transform, '', path.join(testPortfolioRoot, 'app/features/content/content.server.ts'));
    expect(watched).toContain('content/projects/huru/index.md');
    expect(watched).toContain('content/about/index.md');
    expect(watched).toContain('content/cv.yaml');
    expect(watched).toContain('content/site.yaml');
    expect(watched).toContain('content/site.es.yaml');
    expect(watched.every((file) => /\.(md|yaml)$/.test(file))).toBe(true);
    call(instance.transform, '', path.join(testPortfolioRoot, 'app/features/content/load.server.ts'));
    expect(watched.filter((file) => file === 'content/cv.yaml')).toHaveLength(1);
  });
});
