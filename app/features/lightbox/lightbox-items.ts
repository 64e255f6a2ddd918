import type { CaseStudyView, ImageView, MediaItemView, VideoView } from '../content/views.ts';
import type { Words } from '../../i18n/words.ts';

/** The lightbox's own labels, in the page's language: in the page with its items (lightbox-data.tsx). */
export type LightboxWords = Words['lightbox'];

/** One thing the lightbox shows: an image or a video, with what is said about it. */
export type LightboxItem = {
  media: { kind: 'image'; image: ImageView } | { kind: 'video'; video: VideoView };
  alt: string;
  /** The block's caption, or the gallery item's tag. */
  caption?: string;
};

/** Every image of a case study's sections, in reading order: the lightbox browses through all of them. */
export function caseStudyItems(sections: CaseStudyView['sections']): LightboxItem[] {
  return sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'images'
        ? block.images.map((image) => ({ media: { kind: 'image' as const, image }, alt: image.alt, caption: block.caption }))
        : [],
    ),
  );
}

/** Every item of the about page's galleries, in page order. */
export function galleryItems(galleries: { items: MediaItemView[] }[]): LightboxItem[] {
  return galleries.flatMap((gallery) =>
    gallery.items.map((item): LightboxItem =>
      item.mediaType === 'image'
        ? { media: { kind: 'image', image: item.image }, alt: item.image.alt, caption: item.tag }
        : { media: { kind: 'video', video: item.video }, alt: item.alt, caption: item.tag },
    ),
  );
}

/** What a lightbox browses: a case study's sections, or a page's galleries. */
export type LightboxSource = { sections: CaseStudyView['sections'] } | { galleries: { items: MediaItemView[] }[] };

export function itemsOf(source: LightboxSource): LightboxItem[] {
  return 'sections' in source ? caseStudyItems(source.sections) : galleryItems(source.galleries);
}

/**
 * An image inlined as data (the protected case study's) is in the page
 * already, as its Zoomable's picture: its item leaves `src` empty rather
 * than carry the same bytes twice.
 */
export function withoutInlinedImages(items: LightboxItem[]): LightboxItem[] {
  return items.map((item) =>
    item.media.kind === 'image' && item.media.image.src.startsWith('data:')
      ? { ...item, media: { kind: 'image', image: { ...item.media.image, src: '' } } }
      : item,
  );
}

/** The items as the lightbox shows them: an image left empty takes its Zoomable's picture (`pictures[i]`, the i-th Zoomable's). */
export function withPageImages(items: LightboxItem[], pictures: readonly (string | null | undefined)[]): LightboxItem[] {
  return items.map((item, i) =>
    item.media.kind === 'image' && !item.media.image.src
      ? { ...item, media: { kind: 'image', image: { ...item.media.image, src: pictures[i] ?? '' } } }
      : item,
  );
}
