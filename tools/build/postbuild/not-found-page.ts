import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPrerenderPath } from '../../../app/lib/pages.ts';
import { notFoundFileIn } from '../../../app/lib/build-output.ts';
import { locales, pathIn } from '../../../app/i18n/locale.ts';

/**
 * Each language's splat route was prerendered at /404-page (/es/404-page);
 * static hosts look for 404.html (es/404.html).
 * (Its `.data` file goes with every other: router-leftovers.ts.)
 */
export async function makeNotFoundPage(client: string): Promise<void> {
  for (const locale of locales) {
    const notFoundPageSlug = pathIn(notFoundPrerenderPath, locale).slice(1);
    const notFoundDir = path.join(client, notFoundPageSlug);
    await copyFile(path.join(notFoundDir, 'index.html'), path.join(client, notFoundFileIn(locale)));
    await rm(notFoundDir, { recursive: true });
  }
}
