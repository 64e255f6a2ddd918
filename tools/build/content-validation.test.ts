// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { contentReport, contentValidation } from './content-validation.ts';

function resolve(root: string) {
  const warn = vi.fn();
  const hook = contentValidation().configResolved as (config: ResolvedConfig) => void;
  const config = { command: 'build', root, logger: { warn } } as unknown as ResolvedConfig;
  return { run: () => hook(config), warn };
}

// Each test runs the content check as the build does, in a process of its own: seconds on a busy machine.
describe('content check in the build', { timeout: 30_000 }, () => {
  it('stops a build with the report alone when the content has problems', () => {
    // The shipped content's text, with none of its media on disk: every image is missing.
    const empty = mkdtempSync(path.join(tmpdir(), 'portfolio-empty-'));
    cpSync(path.join(process.cwd(), 'content'), path.join(empty, 'content'), {
      recursive: true,
      filter: (source) => !/\/(media|protected-media)(\/|$)/.test(source),
    });
    try {
      const { run } = resolve(empty);
      expect(run).toThrow(/^The content has \d+ problems to fix before the site can be built:\n {2}content\//);
      try {
        run();
      } catch (error) {
        expect((error as Error).stack).toBe(`Build stopped: ${(error as Error).message}`);
        expect((error as Error).message).toContain('content/projects/huru/media/cover: has no images; a case study cover needs exactly 8.');
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('lets a build with valid content go on', () => {
    const { run, warn } = resolve(process.cwd());
    expect(run).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('words the report for one problem or many', () => {
    expect(contentReport(['content/site.yaml:3: email is not an email address; write it like name@example.com.'])).toBe(
      'The content has 1 problem to fix before the site can be built:\n  content/site.yaml:3: email is not an email address; write it like name@example.com.',
    );
  });
});
