// The direction of imports, checked by `npm run lint` (dependency-cruiser; docs/structure.md, "Layers").
//
//   app/root.tsx, app/routes.ts, app/pages.server.ts, app/routes/   the pages
//   app/start/                                                       the scripts every page runs
//   app/features/<feature>/                                          one folder per feature
//   app/ui/                                                          shared components
//   app/lib/                                                         shared logic
//   app/i18n/                                                        the site's languages
//
// Each layer imports only the layers below it, features import one another in one direction only,
// and tools/ and tests/ stand above app/. Unit tests (`*.test.ts` beside their code) import what
// they test, whatever its layer: their imports are not followed.

/** Modules of app/ that end up in a page or its scripts: not a build-time module, nor the content feature, which reads the files. */
const pageCode = { path: '^app/', pathNot: ['\\.server\\.ts$', '^app/features/content/'] };

/** A layer of app/ and the folders it may import besides its own. */
const layer = (name, folder, below) => ({
  name,
  severity: 'error',
  comment: `app/${folder}/ imports only ${below.length ? `from itself and ${below.map((under) => `app/${under}/`).join(', ')}` : 'from itself'}: layers import the layers below them, never those above (docs/structure.md, "Layers").`,
  from: { path: `^app/${folder}/` },
  to: { path: '^app/', pathNot: [`^app/${folder}/`, ...below.map((under) => `^app/${under}/`)] },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circle',
      severity: 'error',
      comment:
        'No module imports itself through others. Break a circle by moving what both sides need into a module of its own that neither imports back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circle',
      severity: 'error',
      comment:
        'No two folders import each other, however far round: the one below must not know the one above. Move what both need down, or let the one above hand it over.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    layer('start-below-the-pages', 'start', ['features', 'ui', 'lib', 'i18n']),
    layer('features-below-the-pages-and-start', 'features', ['features', 'ui', 'lib', 'i18n', 'styles']),
    layer('ui-below-features', 'ui', ['lib', 'i18n']),
    layer('lib-below-ui', 'lib', ['i18n']),
    layer('i18n-at-the-bottom', 'i18n', []),
    {
      name: 'app-imports-no-tools',
      severity: 'error',
      comment:
        'app/ imports nothing from tools/: move what both need under app/ (app/lib/build-output.ts, a feature module) and import it from tools/.',
      from: { path: '^app/' },
      to: { path: '^tools/' },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      comment: 'Fixtures and test helpers serve the tests only: nothing in app/ or tools/ imports tests/.',
      from: { path: '^(app|tools)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'pages-read-no-content',
      severity: 'error',
      comment:
        "Pages receive content through loaders: only build-time code (the content feature, *.server.ts) reads content/ (a private project's among it).",
      from: pageCode,
      to: { path: ['^content/', '^app/features/content/source/', '^app/features/content/(site-)?content\\.server\\.ts$'] },
    },
    {
      name: 'pages-carry-no-parser',
      severity: 'error',
      comment: 'Markdown and YAML are read at build time only (app/features/content/source/): no page carries their parsers.',
      from: pageCode,
      to: { path: 'node_modules/(yaml|unified|remark-[^/]+|mdast[^/]*|@types/mdast)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^(app|tools)/.+\\.test\\.tsx?$'] },
    exclude: { path: '^(build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
