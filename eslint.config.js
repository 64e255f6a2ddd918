import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Pages render content; they never reach into the content folder for a private project.
    // Only build-time code reads it: server-only modules, the list of routes to prerender, and a test fixture.
    files: ['app/**'],
    ignores: ['app/**/*.server.ts', 'app/routes-list.ts', 'app/features/cv/cv-test-content.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/content/projects', '**/content/projects/**'], message: 'Pages receive project content through loaders.' }] },
      ],
    },
  },
);
