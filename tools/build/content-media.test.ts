import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { contentMedia, contentMediaId, contentMediaSource } from './content-media.ts';
import type { LoadContext } from './virtual-module.ts';
import { testPortfolio } from '../testing/copy-site.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the media module', () => {
  it('imports each file it is given, responsive images and videos as addresses, under its path', () => {
    expect(contentMediaSource({ images: ['content/about/media/wall.jpg'], videos: ['content/about/media/loop.mp4'] })).toBe(
      [
        'import picture0 from "/content/about/media/wall.jpg?responsive";',
        'import video0 from "/content/about/media/loop.mp4?url";',
        'export const pictures = {',
        '  "/content/about/media/wall.jpg": picture0,',
        '};',
        'export const videoUrls = {',
        '  "/content/about/media/loop.mp4": video0,',
        '};',
        '',
      ].join('\n'),
    );
  });

  it("imports no image of a private project but its card and its teaser's cover, whatever folder the others are in", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portfolio-media-module-'));
    roots.push(root);
    cpSync(testPortfolio, path.join(root, 'content'), { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';
    for (const file of ['protected-media/media/x.svg', 'drafts/media/y.svg', 'media/extra/z.svg', 'media/w.svg']) {
      const full = path.join(root, 'content/projects/mango', file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, svg);
    }
    const plugin = contentMedia();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
    const resolved = (plugin.resolveId as (id: string) => string | undefined)(contentMediaId);
    const source = String(await (plugin.load as (this: LoadContext, id: string) => unknown).call({} as LoadContext, resolved!));
    const mango = source.split('\n').filter((line) => line.startsWith('import') && line.includes('/projects/mango/'));
    expect(mango).toEqual([
      expect.stringMatching(/^import picture\d+ from "\/content\/projects\/mango\/media\/card\/[^/"]+\?responsive";$/),
      expect.stringMatching(/^import picture\d+ from "\/content\/projects\/mango\/media\/teaser\/[^/"]+\?responsive";$/),
    ]);
    // The public projects' covers and images are all there.
    expect(source).toMatch(/"\/content\/projects\/huru\/media\/cover\/01\.svg\?responsive"/);
  });
});
