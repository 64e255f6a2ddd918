import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inlineScripts } from './tools/build/inline-script.ts';

// Units run without the React Router plugin, in Node; a file that needs a DOM (components rendered
// with Testing Library, local storage) says `// @vitest-environment jsdom` on its first line.
// Build-level tests have their own config.
export default defineConfig({
  // Pages render the inline scripts of app/start/, compiled as the build compiles them. Their
  // content is the test portfolio's (tests/setup-unit.ts), never the owner's content/.
  plugins: [inlineScripts()],
  resolve: {
    alias: [
      // Written by the build from the PDF it renders; units get a stand-in.
      { find: 'virtual:cv-pdf', replacement: fileURLToPath(new URL('./tests/virtual-cv-pdf.ts', import.meta.url)) },
      { find: 'virtual:case-study-pdfs', replacement: fileURLToPath(new URL('./tests/virtual-case-study-pdfs.ts', import.meta.url)) },
      // The media the content names, imported by the build; units show no image.
      { find: 'virtual:content-media', replacement: fileURLToPath(new URL('./tests/virtual-content-media.ts', import.meta.url)) },
      // The address of a chunk the client build names (tools/build/lazy-chunk.ts); units get a stand-in.
      { find: /^lazy-chunk:.*$/, replacement: fileURLToPath(new URL('./tests/lazy-chunk-url.ts', import.meta.url)) },
    ],
  },
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'tools/**/*.test.ts', 'docs/**/*.test.ts', 'tests/support/**/*.test.ts'],
    setupFiles: ['./tests/setup-unit.ts'],
    // What units draw and encode is kept apart from what builds keep (tools/lib/build-cache.ts).
    env: { PORTFOLIO_BUILD_CACHE: fileURLToPath(new URL('./node_modules/.cache/portfolio-unit', import.meta.url)) },
    restoreMocks: true,
  },
});
