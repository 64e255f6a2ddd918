import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contentValidation } from './build-plugins/content-validation.ts';
import { protectedContent } from './build-plugins/protected-content.ts';
import { linkPreviews } from './build-plugins/link-previews.ts';
import { siteFiles } from './build-plugins/site-files.ts';
import { basePath } from './build-plugins/site-location.ts';

export default defineConfig({
  base: basePath,
  plugins: [
    contentValidation(),
    reactRouter(),
    protectedContent({ studies: async () => (await import('./content/projects')).caseStudies }),
    linkPreviews(),
    siteFiles(),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    // Every asset stays a fingerprinted file: no images inlined into HTML or data.
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
