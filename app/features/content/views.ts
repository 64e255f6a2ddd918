import type { Access, PrototypeKind } from './types.ts';

/** An image as pages receive it: a built asset URL with its intrinsic size. */
export type ImageView = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /**
   * The same image in modern formats and several widths, most preferred
   * first; `src` is the fallback. Absent for images inlined as data
   * (the protected case study's).
   */
  sources?: ImageSource[];
};

/** One `<source>` of a `<picture>`: a MIME type and its `srcset`. */
export type ImageSource = { type: string; srcSet: string };

export type VideoView = { sources: { src: string; type: string }[]; poster: ImageView };

export type CardView = {
  slug: string;
  name: string;
  subtitle: string;
  access: Access;
  href: string;
  accent: { light: string; dark: string };
  /** Every frame the card cycles through: the 8 cover frames, or the single teaser of a private project. */
  frames: ImageView[];
};

/** What the public may read about a private project, on purpose: its password page shows it. */
export type TeaserView = {
  /** Its public name: the codename, where one is set. */
  name: string;
  outcome: string;
  role: string;
  year: string;
  industry: string;
  summary?: string;
  cover?: ImageView;
};

export type BlockView =
  | { kind: 'comment'; title: string; text: string }
  | { kind: 'images'; images: ImageView[]; caption?: string };

export type CaseStudyView = {
  slug: string;
  name: string;
  role: string;
  accent: { light: string; dark: string };
  cover: ImageView[];
  about: { title: string; text: string };
  prototypes: { kind: PrototypeKind; href: string }[];
  sections: { number: string; title: string; blocks: BlockView[] }[];
  lessons: { title: string; text: string }[];
  caseStudyUrl?: string;
  otherProjects: CardView[];
};

export type MediaItemView = { name: string; tag: string } & (
  | { mediaType: 'image'; image: ImageView }
  | { mediaType: 'video'; video: VideoView; alt: string }
);
