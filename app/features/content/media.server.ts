import { byFileName } from './media.ts';
import { candidateFor } from '../../lib/srcset.ts';
import type { ImageView, VideoView } from './views.ts';
import { pictureView } from './picture-view.ts';
import { pictures, videoUrls } from 'virtual:content-media';

// The media the content names, imported by the build's media module
// (tools/build/content-media.ts) so the bundler processes, fingerprints and
// copies them, and no other file of content/: a page that names a missing
// file fails the build. Images go through the responsive pipeline
// (tools/build/responsive-images.ts).

function missing(file: string): never {
  throw new Error(`Missing media file ${file}: add it, or fix the file name in the content.`);
}

/** Files of one folder (e.g. a project's cover frames), ordered by file name. */
export function mediaFilesIn(folder: string): string[] {
  const prefix = `${folder.replace(/\/$/, '')}/`;
  return Object.keys(pictures)
    .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/'))
    .sort(byFileName);
}

export function imageView(file: string, alt: string): ImageView {
  return pictureView(pictures[file] ?? missing(file), alt);
}

export function videoView(file: string, alt: string): VideoView {
  const base = file.replace(/\.[a-z0-9]+$/i, '');
  const sources = [
    { file: `${base}.webm`, type: 'video/webm' },
    { file: `${base}.mp4`, type: 'video/mp4' },
  ].filter((source) => source.file in videoUrls);
  if (sources.length === 0) throw new Error(`Missing video ${file}: add ${base}.mp4 or ${base}.webm.`);
  const poster = imageView(`${base}.jpg`, alt);
  // A poster takes one URL: a WebP wide enough for a gallery tile, not the largest file.
  const webp = poster.sources?.find((source) => source.type === 'image/webp');
  return {
    sources: sources.map((source) => ({ src: videoUrls[source.file] ?? missing(source.file), type: source.type })),
    poster: { ...poster, src: (webp && candidateFor(webp.srcSet, 800)) ?? poster.src },
  };
}
