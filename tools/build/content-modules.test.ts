import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentModules } from './content-modules.ts';

type Hook = (this: { addWatchFile: (file: string) => void }, ...args: string[]) => unknown;

function plugin() {
  const instance = contentModules();
  const root = process.cwd();
  (instance.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const watched: string[] = [];
  const context = { addWatchFile: (file: string) => watched.push(path.relative(root, file)) };
  const call = (hook: unknown, ...args: string[]) => (hook as Hook).call(context, ...args);
  return { instance, watched, call };
}

describe('content modules', () => {
  it('gives the pages the site settings in each language as plain data, and reloads when a settings file changes', () => {
    const { instance, watched, call } = plugin();
    const id = call(instance.resolveId, 'virtual:content/site') as string;
    const source = call(instance.load, id) as string;
    expect(source).toMatch(/^export const sites = \{/);
    expect(source).not.toMatch(/import/);
    const settings = parse(readSite()) as Record<string, unknown>;
    const spanish = parse(readFileSync(path.join(process.cwd(), 'content/site.es.yaml'), 'utf8')) as Record<string, unknown>;
    const sites = JSON.parse(source.replace(/^export const sites = /, '').replace(/;\s*$/, '')) as Record<string, Record<string, unknown>>;
    expect(sites.en).toMatchObject({ email: settings.email, url: settings.url, role: settings.role });
    // Spanish has its own texts, and the English file's facts.
    expect(sites.es).toMatchObject({ email: settings.email, url: settings.url, role: spanish.role });
    // The home page order is the loaders' business, not the pages'.
    expect(sites.en).not.toHaveProperty('projects');
    expect(watched).toEqual(['content/site.yaml', 'content/site.es.yaml']);
  });

  it('makes the loaders’ content depend on every Markdown and YAML file, so the dev server reads a saved change', () => {
    const { instance, watched, call } = plugin();
    call(instance.transform, '', path.join(process.cwd(), 'app/features/content/content.server.ts'));
    expect(watched).toContain('content/projects/huru/index.md');
    expect(watched).toContain('content/about/index.md');
    expect(watched).toContain('content/cv.yaml');
    expect(watched.every((file) => /\.(md|yaml)$/.test(file))).toBe(true);
    call(instance.transform, '', path.join(process.cwd(), 'app/features/content/load.server.ts'));
    expect(watched.filter((file) => file === 'content/cv.yaml')).toHaveLength(1);
  });
});

function readSite(): string {
  return readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8');
}
