// Content first, then the app: every page is complete, readable HTML, so the
// ~100 KB of React and React Router it needs to become a single-page app is
// fetched once the page has loaded (its stylesheet, font and first images),
// instead of competing with them for a slow phone's bandwidth.
//
// React Router ends each page with a module script that imports the route
// modules and then the client entry, and React hoists a <link rel=modulepreload>
// for each of those files into <head>. This step keeps that script byte for
// byte but inert (type="text/plain", the preloads' URLs on it as data), removes
// the preload hints, and adds the deferred start (app/start/deferred-start.ts,
// compiled), which puts the hints back and runs the boot script as a module
// once the page has loaded and painted.
import { fileURLToPath } from 'node:url';
import { bootPreloadsAttribute, bootScriptId } from '../../app/start/names.ts';
import { elementsOf, escapeAttribute, replaceRanges } from './postbuild/html.ts';
import { compileInlineScript } from './inline-script.ts';

export { bootScriptId };

const deferredStartModule = fileURLToPath(new URL('../../app/start/deferred-start.ts', import.meta.url));

/** The deferred start, compiled into the script every page inlines. */
export function deferredStartScript(): string {
  return compileInlineScript(deferredStartModule);
}

/** React Router's boot script: a module script (async) whose code starts by importing the manifest. */
function isBootScript(element: { name: string; attributes: Record<string, string>; text: string }): boolean {
  return element.name === 'script' && element.attributes.type === 'module' && !('src' in element.attributes) && /^\s*import\s*["']/.test(element.text);
}

export function deferHydration(html: string, starter: string = deferredStartScript()): string {
  const elements = elementsOf(html);
  const boots = elements.filter(isBootScript);
  const [boot] = boots;
  // A page that does not hydrate ships no module at all, and has no app to start (app/page-handle.ts).
  const modules = elements.some(
    ({ name, attributes }) => (name === 'link' && attributes.rel === 'modulepreload') || (name === 'script' && attributes.type === 'module'),
  );
  if (!modules) return html;
  if (!boot || boots.length > 1) {
    throw new Error(
      `defer-hydration: ${boots.length ? 'more than one' : 'no'} React Router boot script (<script type="module">import …) in this page. ` +
        'A React Router upgrade may have changed its shape: update tools/build/defer-hydration.ts.',
    );
  }
  const hints = elements.filter((element) => element.name === 'link' && element.attributes.rel === 'modulepreload' && element.attributes.href);
  const preloads = [...new Set(hints.map((hint) => hint.attributes.href ?? ''))];
  const inert =
    `<script type="text/plain" id="${bootScriptId}" ${bootPreloadsAttribute}="${escapeAttribute(JSON.stringify(preloads))}">${boot.text}</script>` +
    `<script>${starter}</script>`;
  return replaceRanges(html, [
    ...hints.map(({ start, end }) => ({ start, end, text: '' })),
    { start: boot.start, end: boot.end, text: inert },
  ]);
}
