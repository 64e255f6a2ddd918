import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { listContentFiles } from '../../content/validation/content-files.ts';
import { currentContent } from '../../content/validation/current-content.ts';
import { placeholderNotes } from '../../content/validation/placeholders.ts';
import { validateContent, type ContentInput } from '../../content/validation/validate-content.ts';

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
 * Checks the content (content/schema.ts, and the media files on disk) when
 * a build starts, and stops it with one line per problem. The dev server
 * checks again whenever something under content/ changes and shows the
 * problems in the terminal and over the page.
 */
export function contentValidation(): Plugin {
  let root = process.cwd();

  return {
    name: 'portfolio:content-validation',
    configResolved(config) {
      root = config.root;
      // A build loads this config several times: check once per process.
      if (config.command !== 'build' || checkedThisProcess()) return;
      const problems = validateContent(currentContent, listContentFiles(root));
      if (problems.length === 0) {
        markChecked();
        for (const note of placeholderNotes(currentContent)) config.logger.warn(note);
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
  };
}

/** Module id of the content as the dev server loads it, so an edit is seen without a restart. */
const contentModule = '/content/validation/current-content.ts';

function watchContent(server: ViteDevServer, root: string) {
  const logger = server.config.logger;
  const contentFolder = path.join(root, 'content') + path.sep;
  let problems: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showOverlay = () =>
    server.ws.send({ type: 'error', err: { message: contentReport(problems), stack: '', plugin: 'portfolio:content-validation' } });

  /** `mediaChanged`: the pages name media by URL, so the browser only sees a new or swapped file after a reload. */
  async function check(mediaChanged: boolean) {
    const before = problems;
    try {
      const { currentContent: content } = (await server.ssrLoadModule(contentModule)) as { currentContent: ContentInput };
      problems = validateContent(content, listContentFiles(root));
    } catch {
      // A file that does not even load: Vite reports that error itself.
      return;
    }
    if (problems.length > 0) {
      logger.error(`\n${contentReport(problems)}\n`, { timestamp: true });
      showOverlay();
      return;
    }
    if (before.length > 0) logger.info('Content checked: every problem is fixed.', { timestamp: true });
    // Also clears an overlay the problems were shown in.
    if (before.length > 0 || mediaChanged) server.ws.send({ type: 'full-reload' });
  }

  let mediaChanged = false;
  const schedule = (file?: string) => {
    if (file && !/\.[cm]?[jt]s$/.test(file)) mediaChanged = true;
    clearTimeout(timer);
    // A save or a folder of dropped images arrives as several events: check once after them.
    timer = setTimeout(() => {
      void check(mediaChanged);
      mediaChanged = false;
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
