import path from 'node:path';
import type { Plugin } from 'vite';
import { readContent } from '../../app/features/content/source/read-content.ts';
import { mediaPlan, type MediaPlan } from '../../app/features/content/published-media.ts';
import { responsiveQuery } from './responsive-images.ts';
import { virtualModule } from './virtual-module.ts';

/** The pages' media, as `app/features/content/media.server.ts` imports them. */
export const contentMediaId = 'virtual:content-media';

/**
 * The module that imports the media the content names, each as its own
 * import (`/content/projects/huru/media/cover/01.svg?responsive`), so the
 * bundler processes, fingerprints and publishes those and no other file:
 * `pictures` and `videoUrls`, by the file's path from the site's folder.
 */
export function contentMediaSource(plan: Pick<MediaPlan, 'images' | 'videos'>): string {
  const imports = [
    ...plan.images.map((file, i) => `import picture${i} from ${JSON.stringify(`/${file}?${responsiveQuery}`)};`),
    ...plan.videos.map((file, i) => `import video${i} from ${JSON.stringify(`/${file}?url`)};`),
  ];
  const entries = (files: string[], name: string) => files.map((file, i) => `  ${JSON.stringify(`/${file}`)}: ${name}${i},`);
  return [
    ...imports,
    'export const pictures = {',
    ...entries(plan.images, 'picture'),
    '};',
    'export const videoUrls = {',
    ...entries(plan.videos, 'video'),
    '};',
    '',
  ].join('\n');
}

/**
 * Writes `virtual:content-media` from the content: what the pages show is
 * what the build publishes, and a file the content does not name (a draft
 * kept beside the work, a private project's images in any folder but its
 * card and teaser) is never imported, so never published, whatever folder
 * it is in (decision 051). The dev server writes it again whenever a file
 * under content/ changes.
 */
export function contentMedia(): Plugin {
  let root = process.cwd();
  const media = virtualModule(contentMediaId, () => {
    const { content, files } = readContent(root);
    return contentMediaSource(mediaPlan(content, files));
  });
  return {
    name: 'portfolio:content-media',
    configResolved(config) {
      root = config.root;
    },
    ...media.hooks,
    configureServer(server) {
      const contentFolder = path.join(root, 'content') + path.sep;
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentFolder)) media.invalidate(server);
      });
    },
  };
}
