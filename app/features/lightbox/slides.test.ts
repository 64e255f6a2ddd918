import { describe, expect, it } from 'vitest';
import type { ImageView, VideoView } from '../content/views.ts';
import type { LightboxItem } from './lightbox-items.ts';
import { catalogues } from '../../i18n/words.ts';
import { locales } from '../../i18n/locale.ts';
import { lightboxLabels, shownType, sourceFor, toSlide } from './slides.ts';

const image: ImageView = {
  src: '/assets/flow-1600.webp',
  width: 1600,
  height: 1000,
  alt: 'A flow map',
  sources: [
    { type: 'image/avif', srcSet: '/assets/flow-480.avif 480w, /assets/flow-1600.avif 1600w' },
    { type: 'image/webp', srcSet: '/assets/flow-480.webp 480w, /assets/flow-1600.webp 1600w' },
  ],
};
const video: VideoView = {
  sources: [
    { src: '/assets/loop.webm', type: 'video/webm' },
    { src: '/assets/loop.mp4', type: 'video/mp4' },
  ],
  poster: { src: '/assets/loop.webp', width: 1200, height: 1500, alt: 'A sketching loop' },
};

describe('shownType', () => {
  it('names the format the page shows the image in', () => {
    expect(shownType(image, 'http://localhost/assets/flow-480.avif')).toBe('image/avif');
    expect(shownType(image, 'http://localhost/assets/flow-480.webp')).toBe('image/webp');
  });

  it('is unknown before the image has loaded, or for a file it does not list', () => {
    expect(shownType(image, '')).toBeUndefined();
    expect(shownType(image, 'http://localhost/assets/other.avif')).toBeUndefined();
  });
});

describe('sourceFor', () => {
  it('keeps the shown format, else falls back to WebP', () => {
    expect(sourceFor(image, 'image/avif')?.type).toBe('image/avif');
    expect(sourceFor(image, undefined)?.type).toBe('image/webp');
  });

  it('has nothing to offer for an image inlined as data', () => {
    expect(sourceFor({ ...image, sources: undefined }, 'image/avif')).toBeUndefined();
  });
});

describe('toSlide', () => {
  const item: LightboxItem = { media: { kind: 'image', image }, alt: image.alt, caption: 'Rental flow' };

  it('offers every width of the shown format, with heights kept in proportion', () => {
    expect(toSlide(item, { type: 'image/avif', reducedMotion: false })).toEqual({
      title: 'Rental flow',
      description: 'A flow map',
      src: image.src,
      alt: 'A flow map',
      width: 1600,
      height: 1000,
      srcSet: [
        { src: '/assets/flow-480.avif', width: 480, height: 300 },
        { src: '/assets/flow-1600.avif', width: 1600, height: 1000 },
      ],
    });
  });

  it('shows an inlined image as it is', () => {
    const inlined: LightboxItem = {
      ...item,
      media: { kind: 'image', image: { ...image, src: 'data:image/png;base64,AA', sources: undefined } },
    };
    expect(toSlide(inlined, { reducedMotion: false })).toMatchObject({ src: 'data:image/png;base64,AA', srcSet: undefined });
  });

  it('plays a video at once, or waits for Play under reduced motion; controls either way', () => {
    const clip: LightboxItem = { media: { kind: 'video', video }, alt: 'A sketching loop', caption: 'Sketching' };
    expect(toSlide(clip, { reducedMotion: false })).toMatchObject({
      type: 'video',
      sources: video.sources,
      poster: '/assets/loop.webp',
      width: 1200,
      height: 1500,
      autoPlay: true,
      controls: true,
      description: 'A sketching loop',
      title: 'Sketching',
    });
    expect(toSlide(clip, { reducedMotion: true })).toMatchObject({ autoPlay: false, controls: true });
  });
});

describe('lightboxLabels', () => {
  it('gives the library every lightbox word of the page’s language, each once', () => {
    for (const locale of locales) {
      const words = catalogues[locale].lightbox;
      expect(Object.values(lightboxLabels(words)).sort(), locale).toEqual(Object.values(words).sort());
    }
  });

  it('leaves the library its own labels when the page carries none', () => {
    expect(lightboxLabels(undefined)).toEqual({});
  });
});
