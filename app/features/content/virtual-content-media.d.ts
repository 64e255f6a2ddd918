// Written by tools/build/content-media.ts from the content: the media it names, and no other file.
declare module 'virtual:content-media' {
  // An ambient module cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Picture = import('./picture-view.ts').Picture;

  /** Each image the pages show, by its path from the site's folder (`/content/projects/huru/media/cover/01.svg`), in every width and format. */
  export const pictures: Readonly<Record<string, Picture>>;
  /** Each video the pages show, by its path, as the address the build gives it. */
  export const videoUrls: Readonly<Record<string, string>>;
}
