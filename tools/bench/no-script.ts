// The no-script floor: a copy of the build whose pages run no script at all,
// served beside the real build, so that each page's Total Blocking Time is
// judged against what the same HTML, styles, fonts and images cost the
// browser on their own, measured in the same run, on the same machine, under
// the same load (tools/bench/budgets.ts: budgets.mobile.tbtOverFloor).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDir } from '../build/build-dir.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';
import { walk } from '../build/postbuild/files.ts';
import type { PageHeaders } from '../build/postbuild/page-headers.ts';
import { elementsOf, replaceRanges, type HtmlElement } from '../build/postbuild/html.ts';
import { precompress } from '../build/postbuild/precompress.ts';
import { isScriptHint, scriptTypeOf } from './bundle.ts';

/** A script of any kind but JSON-LD (data, not code), or a hint that fetches one ahead of its use. */
function isScriptOrScriptHint(element: HtmlElement): boolean {
  if (element.name === 'script') return scriptTypeOf(element) !== 'application/ld+json';
  return isScriptHint(element);
}

/**
 * The page as it would be with no script: every `<script>` element removed
 * (inline or not, module or classic, the inert boot script, import maps,
 * speculation rules) but JSON-LD, and every `<link rel="modulepreload">` or
 * script preload. Everything else stays byte for byte. Inline event-handler
 * attributes are left as they are: every page's policy forbids them
 * (tools/build/security-headers.ts), so none runs in either build.
 */
export function withoutScripts(html: string): string {
  const removed = elementsOf(html).filter(isScriptOrScriptHint);
  return replaceRanges(
    html,
    removed.map(({ start, end }) => ({ start, end, text: '' })),
  );
}

/** A `Link` header without its script preloads (undefined when nothing else is left). */
export function withoutScriptPreloads(link: string | undefined): string | undefined {
  if (link === undefined) return undefined;
  const kept = link
    .split(/,\s*(?=<)/)
    .filter(
      (entry) =>
        !/;\s*rel="?[^";]*\bmodulepreload\b/i.test(entry) && !(/;\s*rel="?preload\b/i.test(entry) && /;\s*as="?script\b/i.test(entry)),
    );
  return kept.length > 0 ? kept.join(', ') : undefined;
}

function headersWithoutScriptPreloads({ Link: link, ...rest }: PageHeaders): PageHeaders {
  const kept = withoutScriptPreloads(link);
  return kept === undefined ? rest : { ...rest, Link: kept };
}

/** A built site with no script in any of its pages, in a folder of its own. */
export type NoScriptBuild = { dir: string; pages: number; remove: () => Promise<void> };

/**
 * Copies the whole build (tools/server/serve.ts reads headers.json beside
 * client/) to a temporary folder and takes the scripts out of every page
 * there. The pages' precompressed siblings are made again from the new pages,
 * as the build makes them, since the server would otherwise send the old
 * pages to every browser that accepts brotli or gzip. The pages' preload
 * headers lose their script preloads too.
 */
export async function makeNoScriptBuild(source: string = buildDir()): Promise<NoScriptBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-no-script-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(source, dir, { recursive: true });
    const client = path.join(dir, 'client');
    let pages = 0;
    for await (const file of walk(client)) {
      if (!file.endsWith('.html')) continue;
      await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
      // A page too small to be precompressed again must not keep its old siblings.
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
      pages += 1;
    }
    await precompress(client);
    const headersFile = path.join(dir, 'headers.json');
    const headers = JSON.parse(await readFile(headersFile, 'utf8')) as HeadersFile;
    const noScriptHeaders: HeadersFile = {
      ...headers,
      pages: Object.fromEntries(Object.entries(headers.pages).map(([route, page]) => [route, headersWithoutScriptPreloads(page)])),
      notFound: headersWithoutScriptPreloads(headers.notFound),
    };
    await writeFile(headersFile, JSON.stringify(noScriptHeaders, null, 2));
    return { dir, pages, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
