import { describe, expect, it } from 'vitest';
import type { CaseStudyView, ImageView, MediaItemView, VideoView } from '../content/views.ts';
import { itemsOf, withoutInlinedImages, withPageImages } from './lightbox-items.ts';

const picture = (name: string): ImageView => ({ src: `/assets/${name}.webp`, width: 1600, height: 1000, alt: `${name} alt` });
const video: VideoView = { sources: [{ src: '/assets/loop.mp4', type: 'video/mp4' }], poster: picture('poster') };

describe('itemsOf', () => {
  it('lists a case study’s images in reading order, each with its block’s caption', () => {
    const [a, b, c] = [picture('a'), picture('b'), picture('c')];
    const sections: CaseStudyView['sections'] = [
      {
        number: '01',
        title: 'One',
        blocks: [
          { kind: 'comment', title: 'T', text: 'x' },
          { kind: 'images', images: [a, b], caption: 'Two screens' },
        ],
      },
      { number: '02', title: 'Two', blocks: [{ kind: 'images', images: [c] }] },
    ];
    expect(itemsOf({ sections })).toEqual([
      { media: { kind: 'image', image: a }, alt: 'a alt', caption: 'Two screens' },
      { media: { kind: 'image', image: b }, alt: 'b alt', caption: 'Two screens' },
      { media: { kind: 'image', image: c }, alt: 'c alt', caption: undefined },
    ]);
  });

  it('lists every gallery item of a page, images and videos, tagged', () => {
    const items: MediaItemView[] = [
      { name: 'a.svg', tag: 'Workshop', mediaType: 'image', image: picture('a') },
      { name: 'loop.mp4', tag: 'Sketching', mediaType: 'video', video, alt: 'A loop' },
    ];
    expect(itemsOf({ galleries: [{ items }, { items: [] }] })).toEqual([
      { media: { kind: 'image', image: items[0]!.mediaType === 'image' ? items[0]!.image : undefined }, alt: 'a alt', caption: 'Workshop' },
      { media: { kind: 'video', video }, alt: 'A loop', caption: 'Sketching' },
    ]);
  });
});

describe('images inlined as data', () => {
  const image = (src: string) => ({
    media: { kind: 'image' as const, image: { src, width: 800, height: 500, alt: 'A screen' } },
    alt: 'A screen',
  });

  it('are carried once, by their Zoomable’s picture, and the lightbox takes them from there', () => {
    const items = [image('data:image/svg+xml,first'), image('/assets/second.webp')];
    const stored = withoutInlinedImages(items);
    expect(JSON.stringify(stored)).not.toContain('data:');
    expect(stored[1]).toEqual(items[1]);
    expect(withPageImages(stored, ['data:image/svg+xml,first', '/assets/second-small.webp'])).toEqual(items);
  });
});
