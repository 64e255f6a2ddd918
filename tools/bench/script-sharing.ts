// What the browser scripts share, and what building them together would save:
//
//   npx tsx tools/bench/script-sharing.ts
//
// The head script and the gate's script are inlined in their pages and the
// page script is a file of its own, each compiled alone by esbuild
// (tools/build/inline-script.ts); the lightbox island is a chunk of the Vite
// (Rolldown) client build (tools/build/lazy-chunk.ts). A module two of them
// import is in both. This prints each script's size as shipped (raw and
// gzipped), the modules it shares with another and their bytes in it, and
// then the page script, the gate's script and the lightbox built by Rolldown
// twice: each alone, and the three in one build where shared modules go into
// shared chunks (decision 044). React is left out of both Rolldown builds:
// the lightbox loads it from a chunk of its own either way. (esbuild counts
// a module's bytes as minified; Rolldown, the lightbox's, before minifying.)
// A measurement, not a test: it changes nothing and judges nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { compileScript } from '../build/inline-script.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A script and the bytes each module takes in it, by path from the repository's root. */
export type BuiltScript = { name: string; code: string; modules: Record<string, number> };

/** A module more than one script carries, with its bytes in each. */
export type SharedModule = { module: string; bytes: Record<string, number> };

const gzipBytes = (code: string) => gzipSync(code, { level: 9 }).length;

/** The site's own modules (not a package's) that two scripts or more carry, with their bytes in each. */
export function sharedModules(scripts: readonly BuiltScript[]): SharedModule[] {
  const carriers = new Map<string, Record<string, number>>();
  for (const script of scripts) {
    for (const [module, bytes] of Object.entries(script.modules)) {
      if (module.includes('node_modules') || bytes === 0) continue;
      carriers.set(module, { ...carriers.get(module), [script.name]: bytes });
    }
  }
  return [...carriers]
    .filter(([, bytes]) => Object.keys(bytes).length > 1)
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** The bytes of a script that are modules another script carries too. */
export const sharedBytesIn = (script: string, shared: readonly SharedModule[]) =>
  shared.reduce((sum, { bytes }) => sum + (bytes[script] ?? 0), 0);

/** The bytes shipped more than once: every copy of a shared module but its largest. */
export const duplicatedBytes = (shared: readonly SharedModule[]) =>
  shared.reduce((sum, { bytes }) => {
    const copies = Object.values(bytes);
    return sum + copies.reduce((a, b) => a + b, 0) - Math.max(...copies);
  }, 0);

/**
 * Browser modules built by Rolldown, minified, React outside: its chunks. As ES modules, or, for one
 * entry, as a self-contained IIFE such as the start scripts are.
 */
async function rolldownBuild(input: Record<string, string>, format: 'es' | 'iife' = 'es'): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // The start scripts' target (tools/build/inline-script.ts); the site's Vite build keeps Vite's own.
      ...(format === 'iife' ? { target: 'es2020' } : {}),
      rolldownOptions: { input, external: [/^react(-dom)?($|\/)/], preserveEntrySignatures: 'exports-only', output: { format } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
}

const relative = (id: string) => path.relative(root, id.split('?')[0] ?? id);

/** A chunk as a script: its code and each module's rendered bytes. */
function scriptOf(name: string, chunk: Rolldown.OutputChunk): BuiltScript {
  return {
    name,
    code: chunk.code,
    modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [relative(id), module.renderedLength])),
  };
}

const entries = {
  page: 'app/start/page-script.ts',
  gate: 'app/features/gate/gate-script.ts',
  lightbox: 'app/features/lightbox/lightbox-island.tsx',
};

/** A chunk and every chunk it imports statically, all the way down: what loading it costs. */
function loadedWith(chunk: Rolldown.OutputChunk, chunks: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (current: Rolldown.OutputChunk) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const file of current.imports) {
      const imported = chunks.find((candidate) => candidate.fileName === file);
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return [...seen];
}

const sizes = (code: string) => `${code.length} B raw, ${gzipBytes(code)} B gzip`;

async function main() {
  // As shipped: esbuild for the three start scripts, Rolldown for the island (React outside).
  const shipped: BuiltScript[] = [
    { name: 'head (inline)', ...compileScript(path.join(root, 'app/start/head.ts')) },
    { name: 'page (file)', ...compileScript(path.join(root, entries.page)) },
    { name: 'gate (inline)', ...compileScript(path.join(root, entries.gate)) },
  ].map(({ name, code, modules }) => ({
    name,
    code,
    modules: Object.fromEntries(Object.entries(modules).map(([id, bytes]) => [relative(path.resolve(id)), bytes])),
  }));
  const [island] = await rolldownBuild({ lightbox: entries.lightbox });
  if (!island) throw new Error('script-sharing: the lightbox island built to nothing.');
  shipped.push(scriptOf('lightbox (chunk)', island));

  console.log('Each script as shipped, built alone:');
  const shared = sharedModules(shipped);
  for (const script of shipped) {
    const own = sharedBytesIn(script.name, shared);
    console.log(`  ${script.name.padEnd(18)} ${sizes(script.code).padEnd(28)} ${own} B of it in modules another script carries`);
  }
  console.log('Modules in more than one script (bytes in each):');
  for (const { module, bytes } of shared)
    console.log(
      `  ${module.padEnd(48)} ${Object.entries(bytes)
        .map(([name, size]) => `${name} ${size}`)
        .join(', ')}`,
    );
  console.log(`Bytes shipped more than once, all scripts: ${duplicatedBytes(shared)} B raw`);
  const withoutHead = sharedModules(shipped.filter((script) => !script.name.startsWith('head')));
  console.log(`  among the page script, the gate's and the lightbox: ${duplicatedBytes(withoutHead)} B raw`);

  // Rolldown in esbuild's place: each start script alone, as the same self-contained IIFE.
  console.log('\nRolldown in esbuild’s place, each start script alone, as an IIFE:');
  for (const [name, entry] of [
    ['head (inline)', 'app/start/head.ts'],
    ['page (file)', entries.page],
    ['gate (inline)', entries.gate],
  ] as const) {
    const [chunk] = await rolldownBuild({ script: entry }, 'iife');
    const esbuilt = shipped.find((script) => script.name === name);
    if (chunk && esbuilt) console.log(`  ${name.padEnd(18)} ${sizes(chunk.code).padEnd(28)} (esbuild: ${sizes(esbuilt.code)})`);
  }

  // Rolldown, each of the three alone and then together.
  const alone = await Promise.all(
    Object.entries(entries).map(async ([name, entry]) => ({ name, chunks: await rolldownBuild({ [name]: entry }) })),
  );
  const together = await rolldownBuild(entries);
  console.log('\nRolldown: the page script, the gate’s and the lightbox, each alone, then in one build (loaded with its chunks):');
  for (const { name, chunks } of alone) {
    const entry = chunks.find((chunk) => chunk.isEntry);
    const joint = together.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entry || !joint) continue;
    const jointCode = loadedWith(joint, together).map((chunk) => chunk.code);
    console.log(
      `  ${name.padEnd(9)} alone: ${sizes(entry.code).padEnd(28)} together: ${sizes(jointCode.join(''))} in ${jointCode.length} file(s)`,
    );
  }
  for (const chunk of together.filter((candidate) => !candidate.isEntry))
    console.log(`  shared chunk ${chunk.fileName}: ${sizes(chunk.code)}; ${Object.keys(chunk.modules).map(relative).join(', ')}`);
  const total = (chunks: readonly Rolldown.OutputChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.code.length, 0);
  console.log(`  total, alone: ${alone.reduce((sum, { chunks }) => sum + total(chunks), 0)} B raw; together: ${total(together)} B raw`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
