import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code under app/ imports nothing from tools/ (in the blocks below: a later block's list replaces an earlier one's). */
const notTools = {
  group: ['**/tools/**', '/tools/**'],
  message:
    'app/ imports nothing from tools/: move what both need under app/ (app/lib/build-output.ts, a feature module) and import it from tools/.',
};

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
    // One import style: a path relative to the importing file, with the file's extension, as Node, tsx,
    // and Vite all read it. React Router's generated `./+types/` are the exception.
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=${String(/^(~|\.{1,2}\/(?!\+types\/)(?!.*\.[a-z0-9]+(\?[\w-]+)?$))/)}]`,
          message: 'Import by a relative path with the file extension (./x.ts, ../lib/y.tsx), never `~/` or a path without an extension.',
        })),
      ],
    },
  },
  {
    // The site's code depends on nothing of the build's: what both need (file names in the build, the
    // shapes of what the build hands the pages) is declared under app/ and imported by tools/. Unit tests
    // under app/ may use the build's code to make what the page code reads (an encrypted page, built tokens).
    files: ['app/**'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notTools] }] },
  },
  {
    // Pages render content; they never read the content files (a private project's among them), nor
    // carry a Markdown or YAML parser. Only build-time code reads them: the content feature's reader,
    // server-only modules, the list of routes to prerender, and the unit tests and their fixture.
    files: ['app/**'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.{ts,tsx}', 'tests/cv-test-content.ts', 'app/features/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notTools,
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
