// What the build made once and can make again from the same inputs: encoded images, link previews,
// PDFs, compressed files. Each is kept under one folder, by a key made from everything it was made
// from (its text, its images' bytes, the fonts, the code that draws it), so a build after a one-line
// change of the content makes again only what that line reaches, and reads the rest back.
// The deploy workflow restores and saves the same folder (.github/workflows/deploy-pages.yml).
import { createHash, randomBytes } from 'node:crypto';
import { constants, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readdir, readFile, realpath, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The cache's folder: `node_modules/.cache/portfolio` of the project (copies of the project link
 * its node_modules, so they share it), or PORTFOLIO_BUILD_CACHE.
 */
export function buildCacheFolder(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(env.PORTFOLIO_BUILD_CACHE || path.join(root, 'node_modules', '.cache', 'portfolio'));
}

/** A part of a key: bytes as they are, text as UTF-8, anything else as its JSON. */
export type KeyPart = string | Uint8Array | number | boolean | null | undefined | object;

/**
 * The key of what `parts` make, in order: a SHA-256, hex. Each part is written with its kind and
 * length first, so no two different lists of parts give the same bytes.
 */
export function cacheKey(parts: readonly KeyPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const [kind, bytes] =
      part instanceof Uint8Array
        ? ['b', part]
        : typeof part === 'string'
          ? ['s', Buffer.from(part, 'utf8')]
          : ['j', Buffer.from(JSON.stringify(part) ?? 'undefined', 'utf8')];
    hash.update(`${kind}${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

const require = createRequire(import.meta.url);

/** The installed version of each package, as npm put it in node_modules: part of the key of what it draws or encodes. */
export function packageVersions(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version]),
  );
}

/** Every file under `entry` (a file or a folder), but tests, in a stable order. */
function sourceFiles(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && !/\.test\.tsx?$/.test(file.name))
    .map((file) => path.join(file.parentPath, file.name))
    .sort();
}

const codeVersions = new Map<string, string>();

/**
 * The version of the code that makes something: the hash of every file under `entries` (files or
 * folders, from the project's root; tests left out). Changing a line of them makes the cache miss.
 */
export function codeVersion(entries: readonly string[], root = process.cwd()): string {
  const id = JSON.stringify([root, entries]);
  let version = codeVersions.get(id);
  if (version === undefined) {
    const files = entries.flatMap((entry) => sourceFiles(path.resolve(root, entry)));
    version = cacheKey(files.flatMap((file) => [path.relative(root, file), readFileSync(file)]));
    codeVersions.set(id, version);
  }
  return version;
}

/**
 * The code every document and picture the build draws from the content may run: the site's code,
 * its tools, the tokens and the installed packages. What is drawn from it (link previews, PDFs) is
 * made again after any change there; only the content's changes are what the cache saves.
 */
export const drawingCode = ['app', 'tools', 'tokens', 'package-lock.json'] as const;

/** A file's bytes, read once per process: the key of what is made from it holds them (or their hash). */
const digests = new Map<string, Promise<string>>();
export function fileDigest(file: string): Promise<string> {
  let digest = digests.get(file);
  if (!digest) digests.set(file, (digest = readFile(file).then((bytes) => cacheKey([bytes]))));
  return digest;
}

/** One thing kept: its bytes, and what was said of it (an image's size). */
export type CacheEntry<Meta> = { data: Buffer; meta: Meta };

const entryFile = (folder: string, kind: string, key: string) => path.join(folder, kind, key.slice(0, 2), key);

/**
 * Whether the folder `file` would be kept in is the cache's own, once every link on the way is
 * followed: a link in the cache (to a folder, or a file elsewhere) is never read through nor written into.
 */
async function inCache(file: string, folder: string): Promise<boolean> {
  // The deepest folder on the way that exists: one a write would make is made only inside.
  let parent = path.dirname(file);
  while (!statSync(parent, { throwIfNoEntry: false }) && parent !== path.dirname(parent)) parent = path.dirname(parent);
  const [own, real] = await Promise.all([realpath(folder), realpath(parent)]).catch(() => [undefined, undefined]);
  return own !== undefined && real !== undefined && (real === own || real.startsWith(`${own}${path.sep}`));
}

/** A file's bytes, only when it is a file of its own (opening a link fails). */
async function readOwnFile(file: string): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** What an entry's metadata holds: what was said of it, and the hash of its key, bytes and that, which a read checks. */
type Kept<Meta> = { meta: Meta; digest: string };
const digestOf = (kind: string, key: string, data: Uint8Array, meta: unknown) => cacheKey([kind, key, data, meta ?? null]);

/** Writes through a file of its own, then renames: a build that stops half-way, or another at the same time, never leaves half a file. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data, { flag: 'wx' });
  await rename(temporary, file);
}

/**
 * What was made of `kind` with `key`, read back; undefined when it was never made (or the cache was
 * emptied), and when what is there is not what was kept: a file cut short or changed since, one
 * kept under another key, or a link (to anything, inside the cache or out). Then it is made again.
 */
export async function readCached<Meta = undefined>(
  kind: string,
  key: string,
  folder = buildCacheFolder(),
): Promise<CacheEntry<Meta> | undefined> {
  const file = entryFile(folder, kind, key);
  try {
    if (!(await inCache(file, folder))) return undefined;
    const [data, text] = await Promise.all([readOwnFile(file), readOwnFile(`${file}.json`)]);
    const kept = JSON.parse(text.toString('utf8')) as Kept<Meta>;
    if (kept.digest !== digestOf(kind, key, data, kept.meta)) return undefined;
    // Marks it used now: pruneCache keeps what builds still use.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return { data, meta: kept.meta };
  } catch {
    return undefined;
  }
}

/**
 * Keeps what was made of `kind` with `key`. Its metadata is written last: an entry without it is not
 * there. Nothing is kept where a link in the cache leads elsewhere: the build goes on with what it made.
 */
export async function writeCached<Meta = undefined>(
  kind: string,
  key: string,
  entry: CacheEntry<Meta>,
  folder = buildCacheFolder(),
): Promise<void> {
  const file = entryFile(folder, kind, key);
  await mkdir(folder, { recursive: true });
  if (!(await inCache(file, folder))) return;
  await mkdir(path.dirname(file), { recursive: true });
  const meta = entry.meta ?? null;
  await writeAtomically(file, entry.data);
  await writeAtomically(`${file}.json`, JSON.stringify({ meta, digest: digestOf(kind, key, entry.data, meta) }));
}

/** How many of each kind were read back and made in this process, for the build's log (the build loads its config more than once: one count for all). */
export const cacheCounts = ((globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:build-cache-counts')] ??= new Map()) as Map<
  string,
  { read: number; made: number }
>;
const count = (kind: string, what: 'read' | 'made') => {
  const counts = cacheCounts.get(kind) ?? { read: 0, made: 0 };
  counts[what] += 1;
  cacheCounts.set(kind, counts);
};

/**
 * What `make` makes for `key`, made once: read back from the cache when a build made it before,
 * otherwise made and kept. `kind` names its folder (`images`, `previews`, `pdfs`).
 */
export async function cached<Meta = undefined>(
  kind: string,
  key: string,
  make: () => Promise<CacheEntry<Meta>>,
  folder = buildCacheFolder(),
): Promise<CacheEntry<Meta>> {
  const kept = await readCached<Meta>(kind, key, folder);
  if (kept) {
    count(kind, 'read');
    return kept;
  }
  const made = await make();
  await writeCached(kind, key, made, folder);
  count(kind, 'made');
  return made;
}

/** `cached` for things that are bytes alone. */
export async function cachedBytes(kind: string, key: string, make: () => Promise<Buffer>, folder = buildCacheFolder()): Promise<Buffer> {
  return (await cached(kind, key, async () => ({ data: await make(), meta: undefined }), folder)).data;
}

/** One line for the build's log: what each kind read back and made. */
export function formatCacheCounts(counts: ReadonlyMap<string, { read: number; made: number }> = cacheCounts): string {
  const kinds = [...counts].sort(([a], [b]) => a.localeCompare(b));
  if (kinds.length === 0) return 'Build cache: nothing kept.';
  return `Build cache (${path.relative(process.cwd(), buildCacheFolder()) || '.'}): ${kinds.map(([kind, { read, made }]) => `${kind} ${read} read back, ${made} made`).join('; ')}.`;
}

/** Says, once the server build (the last) is written, what the build read back from the cache and what it made. */
export function buildCacheReport(): Plugin {
  return {
    name: 'portfolio:build-cache-report',
    closeBundle() {
      const said = globalThis as { portfolioCacheReported?: boolean };
      if (this.environment.name !== 'ssr' || said.portfolioCacheReported) return;
      said.portfolioCacheReported = true;
      console.log(formatCacheCounts());
    },
  };
}

/** How long an entry no build has used is kept. */
export const unusedDays = 30;

/**
 * Removes what no build has read or made for `days` days (an entry is marked when it is used), so
 * the folder holds what the content and the code of the last weeks need, not every earlier version.
 */
export async function pruneCache(folder = buildCacheFolder(), days = unusedDays, now = Date.now()): Promise<number> {
  let removed = 0;
  const kinds = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const kind of kinds.filter((entry) => entry.isDirectory())) {
    const files = await readdir(path.join(folder, kind.name), { recursive: true, withFileTypes: true });
    for (const file of files.filter((entry) => entry.isFile() && !entry.name.endsWith('.json'))) {
      const full = path.join(file.parentPath, file.name);
      const { mtimeMs } = await stat(full);
      if (now - mtimeMs <= days * 86_400_000) continue;
      await rm(`${full}.json`, { force: true });
      await rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}
