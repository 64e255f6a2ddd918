import { defineConfig } from 'vitest/config';

// Build-level tests: each one installs, scaffolds or builds a copy of the site,
// so they take minutes, not milliseconds. `npm test` runs them once, beside the
// browser tests, never in the unit tier.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
