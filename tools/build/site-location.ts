import { basePathFor } from '../../app/lib/public-url.ts';
import { site } from '../../app/features/content/content.server.ts';
import { buildDir } from './build-dir.ts';

/**
 * Where the build is served: the path of `url` in content/site.yaml
 * (`https://nora.github.io/portfolio/` → `/portfolio/`), or BASE_PATH when set.
 * Vite's `base` and React Router's `basename` both take it, so every link and
 * asset URL carries it.
 */
export const basePath = basePathFor(site.url, process.env.BASE_PATH);

/** Where `npm run build` writes (`build/` unless BUILD_DIR says otherwise). */
export const buildDirectory = buildDir();
