import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { checkContent } from '../../app/features/content/validation/check-content.ts';
import { placeholderNotes } from '../../app/features/content/validation/placeholders.ts';
import { unreadableFile } from '../../app/features/content/source/content-files.ts';
import { liesWithin } from '../../app/lib/real-path.server.ts';

const checkedKey = Symbol.for('portfolio:content-checked');
const checkedThisProcess = () => (globalThis as Record<symbol, unknown>)[checkedKey] === true;
const markChecked = () => {
  (globalThis as Record<symbol, unknown>)[checkedKey] = true;
};

/** The report a build stops with, or the dev server shows: a header, then one line per problem. */
export function contentReport(problems: readonly string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [`The content has ${count} to fix before the site can be built:`, ...problems.map((problem) => `  ${problem}`)].join('\n');
}

/**
 * Checks the content (the Markdown and YAML files against
 * app/features/content/schema.ts, and the media files on disk) when a build
 * starts, and stops it with one line per problem. The dev server checks
 * again whenever something under content/ changes, shows the problems in
 * the terminal and over the page, and reloads the page once they are fixed.
 */
export function contentValidation(): Plugin {
  let root = process.cwd();

  return {
    name: 'portfolio:content-validation',
    configResolved(config) {
      root = config.root;
      // A build loads this config several times: check once per process.
      if (config.command !== 'build' || checkedThisProcess()) return;
      const { content, problems, warnings } = checkContent(root);
      if (problems.length === 0) {
        markChecked();
        for (const note of [...warnings, ...placeholderNotes(content)]) config.logger.warn(note);
        return;
      }
      // Only the report: a stack trace into the bundler would bury the lines that matter.
      const error = new Error(contentReport(problems));
      error.name = 'Build stopped';
      error.stack = `${error.name}: ${error.message}`;
      throw error;
    },
    configureServer(server) {
      watchContent(server, root);
    },
    /**
     * A module brought in from content/ (a media file the pages import) is
     * read only if it is a real file there. The bundler would follow a link,
     * to any file of the computer, before the check below could see it.
     */
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        const file = contentFileOf(source, root, importer);
        const reason = file === undefined ? undefined : unreadableFile(root, file);
        if (reason !== undefined) this.error(reason);
        return null;
      },
    },
  };
}

/**
 * The file of content/ a module's import names, as a path from the project's
 * folder, or undefined when it names none: `/content/…` from the project's
 * folder, an absolute path inside it, or a path relative to the importer
 * (as the bundler writes a glob's files: `../../../content/…`).
 */
export function contentFileOf(source: string, root: string, importer?: string): string | undefined {
  const file = source.replace(/[?#].*$/, '');
  if (file.includes('\0')) return undefined;
  const absolute = file.startsWith('.') && importer ? path.resolve(path.dirname(importer.replace(/[?#].*$/, '')), file) : file;
  const relative = path.isAbsolute(absolute) && liesWithin(absolute, root) ? path.relative(root, absolute) : absolute.replace(/^\//, '');
  const plain = path.posix.normalize(relative.split(path.sep).join('/'));
  return plain.startsWith('content/') ? plain : undefined;
}

function watchContent(server: ViteDevServer, root: string) {
  const logger = server.config.logger;
  const contentFolder = path.join(root, 'content') + path.sep;
  let problems: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showOverlay = () =>
    server.ws.send({ type: 'error', err: { message: contentReport(problems), stack: '', plugin: 'portfolio:content-validation' } });

  /**
   * `changed`: a file was saved. The loaders read the content afresh (the
   * reader depends on every content file), but a page shows it only after a
   * reload, and names media by URL, so a new or swapped image needs one too.
   */
  let warnings: string[] = [];

  async function check(changed: boolean) {
    const before = problems;
    const checked = checkContent(root);
    problems = checked.problems;
    // Each warning once, when it first appears, not at every save.
    const fresh = checked.warnings.filter((warning) => !warnings.includes(warning));
    warnings = checked.warnings;
    for (const warning of fresh) logger.warn(warning, { timestamp: true });
    if (problems.length > 0) {
      logger.error(`\n${contentReport(problems)}\n`, { timestamp: true });
      showOverlay();
      return;
    }
    if (before.length > 0) logger.info('Content checked: every problem is fixed.', { timestamp: true });
    // Also clears an overlay the problems were shown in.
    if (before.length > 0 || changed) server.ws.send({ type: 'full-reload' });
  }

  let changed = false;
  const schedule = (file?: string) => {
    if (file) changed = true;
    clearTimeout(timer);
    // A save or a folder of dropped images arrives as several events: check once after them.
    timer = setTimeout(() => {
      void check(changed);
      changed = false;
    }, 100);
  };

  server.watcher.on('all', (_event, file) => {
    if (file.startsWith(contentFolder)) schedule(file);
  });
  server.ws.on('connection', () => {
    if (problems.length > 0) setTimeout(showOverlay, 50);
  });
  schedule();
}
