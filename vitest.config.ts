import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentModules } from './tools/build/content-modules.ts';
import { inlineScripts } from './tools/build/inline-script.ts';

// Units run without the React Router plugin, in Node; a file that needs a DOM (components rendered
// with Testing Library, local storage) says `// @vitest-environment jsdom` on its first line.
// Build-level tests have their own config.
export default defineConfig({
  // Pages render the inline scripts of app/start/, compiled as the build compiles them,
  // and read the site settings from content/site.yaml as the build gives them.
  // Units have no image pipeline: the teasers come without their covers.
  plugins: [inlineScripts(), contentModules({ teaserCovers: false })],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // Written by the build from the PDF it renders; units get a stand-in.
      'virtual:cv-pdf': fileURLToPath(new URL('./tests/virtual-cv-pdf.ts', import.meta.url)),
      'virtual:case-study-pdfs': fileURLToPath(new URL('./tests/virtual-case-study-pdfs.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'tools/**/*.test.ts', 'docs/**/*.test.ts'],
    setupFiles: ['./tests/setup-unit.ts'],
    restoreMocks: true,
  },
});
