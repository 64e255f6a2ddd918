// Unit tests' stand-in for `virtual:content-media`, which the build writes from the content (tools/build/content-media.ts).
import type { Picture } from '../app/features/content/picture-view.ts';

export const pictures: Readonly<Record<string, Picture>> = {};
export const videoUrls: Readonly<Record<string, string>> = {};
