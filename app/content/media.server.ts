import path from 'node:path';
import sharp from 'sharp';
import type { ImageView, VideoView } from './views';

/**
 * Every media file under content/, imported so the bundler fingerprints and
 * copies it: a page that names a missing file fails the build, and the
 * owner only has to drop files into a media folder.
 */
const mediaUrls = import.meta.glob<string>('/content/**/media/**/*.{svg,png,jpg,jpeg,webp,avif,mp4,webm}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const imagePattern = /\.(svg|png|jpe?g|webp|avif)$/i;

export function mediaUrl(file: string): string {
  const url = mediaUrls[file];
  if (!url) throw new Error(`Missing media file ${file}: add it, or fix the file name in the content.`);
  return url;
}

/** Files of one folder (e.g. a project's cover frames), ordered by file name. */
export function mediaFilesIn(folder: string): string[] {
  const prefix = `${folder.replace(/\/$/, '')}/`;
  return Object.keys(mediaUrls)
    .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/') && imagePattern.test(file))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

const sizes = new Map<string, Promise<{ width: number; height: number }>>();

function intrinsicSize(file: string) {
  let size = sizes.get(file);
  if (!size) {
    size = sharp(path.join(process.cwd(), file))
      .metadata()
      .then(({ width, height }) => ({ width: width ?? 1600, height: height ?? 1000 }));
    sizes.set(file, size);
  }
  return size;
}

export async function imageView(file: string, alt: string): Promise<ImageView> {
  return { src: mediaUrl(file), alt, ...(await intrinsicSize(file)) };
}

export async function videoView(file: string, alt: string): Promise<VideoView> {
  const base = file.replace(/\.[a-z0-9]+$/i, '');
  const sources = [
    { file: `${base}.webm`, type: 'video/webm' },
    { file: `${base}.mp4`, type: 'video/mp4' },
  ].filter((source) => source.file in mediaUrls);
  if (sources.length === 0) throw new Error(`Missing video ${file}: add ${base}.mp4 or ${base}.webm.`);
  return {
    sources: sources.map((source) => ({ src: mediaUrl(source.file), type: source.type })),
    poster: await imageView(`${base}.jpg`, alt),
  };
}
