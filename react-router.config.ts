import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/routes-list';

export default {
  ssr: false,
  // Every page ships as real HTML; the list comes from the content, not typed twice.
  prerender: () => prerenderPaths(),
} satisfies Config;
