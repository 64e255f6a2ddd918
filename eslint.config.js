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
    // Pages render content; they never read the content files (a private project's among them), nor
    // carry a Markdown or YAML parser. Only build-time code reads them: the content feature's reader,
    // server-only modules, the list of routes to prerender, and the unit tests and their fixture.
    files: ['app/**'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.{ts,tsx}', 'app/features/cv/cv-test-content.ts', 'app/features/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/projects', '**/content/projects/**', '**/content.server*', '**/content/source/**'],
              message: 'Pages receive content through loaders.',
            },
            {
              group: ['yaml', 'unified', 'remark-*', 'mdast*'],
              message: 'Markdown and YAML are read at build time only (app/features/content/source/).',
            },
          ],
        },
      ],
    },
  },
);
