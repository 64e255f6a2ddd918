// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFileOf, contentReport, contentValidation } from './content-validation.ts';
import { testPortfolio, testPortfolioRoot } from '../testing/copy-site.ts';
import { scaffoldProject } from '../content/new-project/scaffold.ts';

function resolve(root: string) {
  const warn = vi.fn();
  const hook = contentValidation().configResolved as (config: ResolvedConfig) => void;
  const config = { command: 'build', root, logger: { warn } } as unknown as ResolvedConfig;
  return { run: () => hook(config), warn };
}

// Each test runs the content check as a build does: seconds on a busy machine.
describe('content check in the build', { timeout: 30_000 }, () => {
  // A build checks once per process (its config is loaded several times); each test here is a build of its own.
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:content-checked')];
  });

  it('stops a build with the report alone when the content has problems', () => {
    // The test portfolio's text, with none of its media on disk: every image is missing.
    const empty = mkdtempSync(path.join(tmpdir(), 'portfolio-empty-'));
    cpSync(testPortfolio, path.join(empty, 'content'), {
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
    const { run, warn } = resolve(testPortfolioRoot);
    expect(run).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  // What `npm run new-project` writes builds at once, so its owner can preview it while writing.
  it('lets a build with placeholder texts go on, and warns about each file that holds them', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'portfolio-placeholders-'));
    try {
      cpSync(testPortfolio, path.join(site, 'content'), { recursive: true });
      scaffoldProject(site, 'Solenne');
      const { run, warn } = resolve(site);
      expect(run).not.toThrow();
      expect(warn.mock.calls).toEqual([
        [expect.stringMatching(/^content\/projects\/solenne\/index\.md: \d+ texts still end in "\(placeholder\)"; replace them with your own words before you publish\.$/)],
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('words the report for one problem or many', () => {
    expect(contentReport(['content/site.yaml:3: email is not an email address; write it like name@example.com.'])).toBe(
      'The content has 1 problem to fix before the site can be built:\n  content/site.yaml:3: email is not an email address; write it like name@example.com.',
    );
  });
});

describe('a media file the pages import from content/', () => {
  /** What the bundler gets when the media module imports `file` (a path from `root`): null to go on, or the error it stops with. */
  function resolveIn(root: string, file: string) {
    const plugin = contentValidation();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ command: 'serve', root } as ResolvedConfig);
    const hook = plugin.resolveId as { handler: (this: unknown, source: string, importer?: string) => null };
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    // Imported as the media module imports them (tools/build/content-media.ts): from the site's folder.
    return () => hook.handler.call(context, `/${file}`, '\0virtual:content-media');
  }

  it('is read when it is a real file in content/', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portfolio-media-'));
    try {
      mkdirSync(path.join(root, 'content/projects/huru/media'), { recursive: true });
      writeFileSync(path.join(root, 'content/projects/huru/media/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(resolveIn(root, 'content/projects/huru/media/cover.svg?responsive')()).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('stops with the file named when it is a link, or lies in a linked folder, wherever that leads', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portfolio-media-'));
    try {
      mkdirSync(path.join(root, 'content/projects/huru/media'), { recursive: true });
      mkdirSync(path.join(root, 'elsewhere'));
      writeFileSync(path.join(root, 'secret.txt'), 'not for the site');
      writeFileSync(path.join(root, 'elsewhere/picture.png'), 'not for the site');
      symlinkSync('../../../../secret.txt', path.join(root, 'content/projects/huru/media/settings.png'));
      symlinkSync('../../elsewhere', path.join(root, 'content/projects/mango'));
      expect(resolveIn(root, 'content/projects/huru/media/settings.png?responsive')).toThrow(
        /^content\/projects\/huru\/media\/settings\.png: is a symbolic link/,
      );
      expect(resolveIn(root, 'content/projects/mango/picture.png?url')).toThrow(
        /^content\/projects\/mango\/picture\.png: lies in content\/projects\/mango, a symbolic link to a folder/,
      );
      // A linked folder that leads to another project's media, inside content/, is refused as well.
      writeFileSync(path.join(root, 'content/projects/huru/media/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      symlinkSync('huru', path.join(root, 'content/projects/hypo'));
      expect(resolveIn(root, 'content/projects/hypo/media/cover.svg?responsive')).toThrow(
        /^content\/projects\/hypo\/media\/cover\.svg: lies in content\/projects\/hypo, a symbolic link to a folder \(to huru\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each([
    ['/content/projects/huru/media/cover.svg?responsive', 'content/projects/huru/media/cover.svg'],
    ['/home/nora/portfolio/content/projects/huru/media/cover.svg', 'content/projects/huru/media/cover.svg'],
    ['/home/nora/other/content/x.png', undefined],
    ['/home/nora/portfolio/app/root.tsx', undefined],
    ['/media/../content/x.png#hash', 'content/x.png'],
    ['\0virtual:design-tokens', undefined],
    ['react', undefined],
  ])('%s names %s', (source, file) => {
    expect(contentFileOf(source, '/home/nora/portfolio')).toBe(file);
  });

  it('names the file a glob\'s relative import reaches from its importer', () => {
    const importer = '/home/nora/portfolio/app/features/content/media.server.ts';
    expect(contentFileOf('../../../content/projects/huru/media/cover.svg?responsive', '/home/nora/portfolio', importer)).toBe(
      'content/projects/huru/media/cover.svg',
    );
    expect(contentFileOf('./media.ts', '/home/nora/portfolio', importer)).toBeUndefined();
  });
});
