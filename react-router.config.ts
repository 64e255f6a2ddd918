import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/routes-list';
import { basePath, buildDirectory } from './tools/build/site-location';

export default {
  ssr: false,
  // Every page ships as real HTML; the list comes from the content, not typed twice.
  prerender: () => prerenderPaths(),
  // A site published under a sub-path (a GitHub Pages project site) routes below it.
  basename: basePath,
  buildDirectory,
} satisfies Config;
