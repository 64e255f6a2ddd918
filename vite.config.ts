import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentModules } from './tools/build/content-modules.ts';
import { contentMedia } from './tools/build/content-media.ts';
import { contentValidation } from './tools/build/content-validation.ts';
import { designTokens } from './tools/build/design-tokens/design-tokens-plugin.ts';
import { protectedContent } from './tools/build/protected-content.ts';
import { linkPreviews } from './tools/build/link-previews.ts';
import { siteFiles } from './tools/build/site-files.ts';
import { basePath } from './tools/build/site-location.ts';
import { responsiveImages } from './tools/build/responsive-images.ts';
import { lazyChunk } from './tools/build/lazy-chunk.ts';
import { cvFiles } from './tools/build/cv-files.ts';
import { caseStudyPdfs } from './tools/build/case-study-pdfs.ts';
import { inlineScripts } from './tools/build/inline-script.ts';
import { editorAdmin } from './tools/editor/admin-plugin.ts';
import { devServerGuard } from './tools/editor/dev-server-guard.ts';
import { assetsFolder } from './app/lib/build-output.ts';
import { buildCacheReport } from './tools/lib/build-cache.ts';

/**
 * Code only the password gate and the protected page run: every module under
 * app/features/gate/, so a new gate file joins the gate chunk by where it
 * lives. Code the first view needs (remembering which private card was
 * clicked: app/lib/return-to.ts) lives outside that folder.
 */
const gateModules = /\/app\/features\/gate\/.+\.tsx?$/;

export default defineConfig({
  base: basePath,
  plugins: [
    // The dev server answers only its own pages: first, before any plugin's middleware.
    devServerGuard(),
    contentValidation(),
    contentModules(),
    contentMedia(),
    editorAdmin(),
    inlineScripts({
      // Analytics as content/site.yaml sets it, or null: compiled into the page and gate scripts as constants.
      analytics: async () => {
        const { site } = await import('./app/features/content/content.server.ts');
        const { analyticsConfig } = await import('./app/features/analytics/analytics-config.ts');
        return analyticsConfig(site.analytics);
      },
    }),
    designTokens({ accents: async () => (await import('./tools/build/design-tokens/project-accents.ts')).projectAccents() }),
    responsiveImages(),
    lazyChunk(),
    reactRouter(),
    protectedContent({
      studies: async () => (await import('./app/features/content/content.server.ts')).caseStudies,
      // Words a guesser tries first: the owner's name and the projects' names.
      siteWords: async () => {
        const { site, caseStudies } = await import('./app/features/content/content.server.ts');
        const { siteWordsOf } = await import('./tools/build/password-policy.ts');
        return siteWordsOf(site.name, caseStudies);
      },
    }),
    linkPreviews(),
    cvFiles(),
    caseStudyPdfs(),
    siteFiles(),
    buildCacheReport(),
  ],
  build: {
    assetsDir: assetsFolder,
    // Every asset stays a fingerprinted file: no images inlined into HTML or data.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Our small modules shared by several routes travel as one file instead
        // of a dozen 1 KB requests; code only one route uses stays with it.
        codeSplitting: {
          groups: [
            // React alone: the lightbox island mounts it on any page; the pages that hydrate need it too.
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 4 },
            // React Router and the rest: only the pages that hydrate load it, and it changes only on upgrades.
            // (Not the lightbox: it loads on first use, in its own chunk.)
            { name: 'framework', test: /node_modules\/(?!yet-another-react-lightbox\/)/, priority: 3 },
            {
              name: 'shared',
              test: (id) => /\/(app|content)\//.test(id) && !gateModules.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The password gate and the decryption: only /private and the protected page load them.
            { name: 'gate', test: gateModules, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
