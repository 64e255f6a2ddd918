import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CaseStudy } from './types.ts';
import { imageMimeType, listMediaFiles } from './media.ts';
import { caseStudyBody, type CaseStudyBody, type FrameAlt } from './case-study-view.ts';

/** A protected project keeps its case-study media here; nothing in it is ever served as a file. */
export const protectedMediaFolder = (root: string, slug: string) =>
  path.join(root, 'content', 'projects', slug, 'protected-media');

async function inlineImage(folder: string, file: string, alt: string) {
  const bytes = await readFile(path.join(folder, file));
  const mime = imageMimeType(file);
  if (!mime) throw new Error(`${file}: protected media must be SVG, PNG, JPEG, WebP or AVIF.`);
  const { width = 1600, height = 1000 } = await sharp(bytes).metadata();
  // SVG stays text (percent-encoded), which the payload's gzip shrinks; base64 would not.
  const src =
    mime === 'image/svg+xml'
      ? `data:${mime},${encodeURIComponent(bytes.toString('utf8'))}`
      : `data:${mime};base64,${bytes.toString('base64')}`;
  return { src, width, height, alt };
}

/**
 * A private case study as its unlocked page shows it, every image inlined:
 * what the encrypted payload holds (tools/build/protected-content.ts), and
 * what the build renders into its snapshot (app/routes/protected-snapshot.tsx).
 */
export async function protectedBody(root: string, slug: string, study: CaseStudy, frameAlt: FrameAlt): Promise<CaseStudyBody> {
  const folder = protectedMediaFolder(root, slug);
  const covers = (await listMediaFiles(path.join(folder, 'cover'))).map((file) => `cover/${file}`);
  return caseStudyBody(slug, study, covers, (file, alt) => inlineImage(folder, file, alt), frameAlt);
}
