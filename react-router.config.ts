import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/pages.ts';
import { siteProjects } from './app/pages.server.ts';
import { basePath, buildDirectory } from './tools/build/site-location.ts';

export default {
  ssr: false,
  // Every page ships as real HTML; the list comes from the page table and the content, not typed twice.
  prerender: () => prerenderPaths(siteProjects),
  // A site published under a sub-path (a GitHub Pages project site) routes below it.
  basename: basePath,
  buildDirectory,
} satisfies Config;
