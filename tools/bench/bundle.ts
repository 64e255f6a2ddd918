// How much JavaScript each page loads on first view, read from the build:
// every script file the page's HTML names, with the files those import in
// turn, and the code of its inline scripts, gzipped as the server sends it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import { elementsOf, type HtmlElement } from '../build/postbuild/html.ts';
import type { Bundle } from './figures.ts';

/** The HTML file of a route: `/` → index.html, `/huru` → huru/index.html, `/404.html` as it is. */
export function htmlFileOf(client: string, route: string): string {
  if (route.endsWith('.html')) return path.join(client, route);
  return path.join(client, route, 'index.html');
}

/** Script types that hold data, never code, nor the address of code the page loads. */
const dataScriptTypes = ['application/ld+json', 'application/json', 'importmap', 'speculationrules'];

/** A script element's type, without parameters, in lower case; empty when it has none. */
export const scriptTypeOf = (element: HtmlElement): string => element.attributes.type?.split(';')[0]?.trim().toLowerCase() ?? '';

/** `<link rel="modulepreload">` or `<link rel="preload" as="script">`: a script fetched ahead of its use. */
export function isScriptHint(element: HtmlElement): boolean {
  if (element.name !== 'link') return false;
  const rel = (element.attributes.rel ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && element.attributes.as?.toLowerCase() === 'script');
}

/**
 * Script URLs a page loads on first view: any quoted absolute path to a .js
 * file in a script hint (`<link rel="modulepreload" href>`), or in a script
 * element's attributes and code (`<script src>`, `import "…"` and
 * `import("…")` in inline scripts, and script URLs listed as JSON in a
 * script's attribute). A path elsewhere is not loaded on first
 * view: in another element's attribute it names code loaded on use (the
 * lightbox's), in data it is data.
 */
export function scriptUrls(html: string): string[] {
  const urls = elementsOf(html)
    .filter((element) => (element.name === 'script' && !dataScriptTypes.includes(scriptTypeOf(element))) || isScriptHint(element))
    .flatMap(({ start, end }) => [
      ...html
        .slice(start, end)
        .replaceAll('&quot;', '"')
        .matchAll(/["'](\/[^"'\s]+\.js)["']/g),
    ])
    .map((match) => match[1] ?? '');
  return [...new Set(urls)];
}

/**
 * Whether a script element runs as JavaScript: with no type, an empty one,
 * `module`, or a JavaScript MIME type. Data (`application/ld+json`), the
 * inert copy of the boot script (`text/plain`), import maps and speculation
 * rules are not code.
 */
export function runsAsJavaScript(element: HtmlElement): boolean {
  const type = scriptTypeOf(element);
  return type === '' || type === 'module' || type === 'text/jscript' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/** The code of the page's inline scripts that run (a script with `src` runs its file, not its text). */
export function inlineScripts(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.name === 'script' && !('src' in element.attributes) && runsAsJavaScript(element) && element.text.trim())
    .map(({ text }) => text);
}

/**
 * The modules a module file imports statically (`import … from "…"`,
 * `import "…"`, `export … from "…"`), as written: they load with it.
 * `import("…")` is left out: that code loads when it is used (decision 013).
 */
export function staticImports(code: string): string[] {
  return [...new Set([...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map((match) => match[1] ?? ''))];
}

async function gzippedSize(file: string): Promise<number> {
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/**
 * Every script file a page loads on first view, as site addresses: those its
 * HTML names, and what they import statically, all the way down.
 */
async function scriptFilesOf(html: string, client: string, basePath: string): Promise<string[]> {
  const fileOf = (url: string) => path.join(client, url.slice(basePath.length - 1));
  const seen = new Set<string>();
  const pending = scriptUrls(html);
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    for (const specifier of staticImports(await readFile(fileOf(url), 'utf8'))) {
      if (specifier.startsWith('/') || specifier.startsWith('.')) pending.push(new URL(specifier, `http://site${url}`).pathname);
    }
  }
  return [...seen].map(fileOf);
}

/** Each route's first-view JavaScript, from the build in `dir` (`build/` unless BUILD_DIR says otherwise). */
export async function firstViewJs(routes: string[], dir: string = buildDir()): Promise<Bundle[]> {
  const client = path.join(dir, 'client');
  const { basePath } = JSON.parse(await readFile(path.join(dir, 'headers.json'), 'utf8')) as HeadersFile;
  return Promise.all(
    routes.map(async (route) => {
      const html = await readFile(htmlFileOf(client, route), 'utf8');
      const files = await scriptFilesOf(html, client, basePath);
      const inline = inlineScripts(html);
      const sizes = await Promise.all(files.map(gzippedSize));
      // The inline code gzipped on its own: a little more than it adds to the page's gzipped HTML.
      const inlineBytes = inline.length > 0 ? gzipSync(inline.join('\n'), { level: 9 }).length : 0;
      return {
        route,
        files: files.length,
        inlineScripts: inline.length,
        gzipBytes: sizes.reduce((sum, size) => sum + size, inlineBytes),
      };
    }),
  );
}
