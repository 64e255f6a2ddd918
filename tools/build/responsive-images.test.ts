import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { encodedWithin, responsiveImages, timeLimited } from './responsive-images.ts';

afterEach(() => {
  vi.useRealTimers();
});

const file = path.join(process.cwd(), 'content/projects/huru/media/board.png');
const load = (plugin: Plugin, id: string) => (plugin.load as (this: unknown, id: string) => Promise<unknown>).call({}, id);

describe('the responsive images plugin', () => {
  it('is vite-imagetools, with its load hook limited in time', () => {
    const plugin = responsiveImages();
    expect(plugin.name).toBe('imagetools');
    expect(typeof plugin.load).toBe('function');
  });

  it('encodes every width and format within the time limit too', () => {
    const image = encodedWithin(7)()(sharp()) as unknown as { options: { timeoutSeconds: number } };
    expect(image.options.timeoutSeconds).toBe(7);
  });

  it('names the file an encoder fails on, which the encoder’s own words do not', async () => {
    const failing = timeLimited({ name: 'stub', load: () => Promise.reject(new Error('pngload: end of stream\nmore')) }, 120);
    await expect(load(failing, `${file}?responsive`)).rejects.toThrow(
      'content/projects/huru/media/board.png: could not be turned into responsive images (pngload: end of stream); export it again from the original and replace it (npm run check reads every image)',
    );
  });

  it('stops past its time, naming the file', async () => {
    vi.useFakeTimers();
    const stuck = timeLimited({ name: 'stub', load: () => new Promise(() => {}) }, 120);
    const caught = load(stuck, `${file}?responsive`).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(((await caught) as Error).message).toMatch(/^content\/projects\/huru\/media\/board\.png: turning it into responsive images took longer than 120 seconds/);
  });

  it('answers as the plugin does when it answers in time', async () => {
    const quick = timeLimited({ name: 'stub', load: (id: string) => Promise.resolve(`export default ${JSON.stringify(id)}`) }, 120);
    await expect(load(quick, 'a.png?responsive')).resolves.toBe('export default "a.png?responsive"');
  });
});
