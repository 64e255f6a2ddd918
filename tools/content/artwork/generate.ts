/**
 * Artwork generator for the portfolio: cover frames, case-study images, about-page
 * illustrations and the sketching loop video. Everything is drawn as SVG from code
 * (no text glyphs, fonts or raster images) and is deterministic.
 *
 * Which drawing an image gets is named by its file name: each project's table in
 * projects.ts, and the about page's in about.ts. An image whose name is in no
 * table is the owner's own and is left as it is.
 *
 *   npx tsx tools/content/artwork/generate.ts            # everything
 *   npx tsx tools/content/artwork/generate.ts --only=hypo,about
 *   npx tsx tools/content/artwork/generate.ts --no-video
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { About, CaseStudy } from '../../../app/features/content/types.ts';
import { Doc, Ctx } from './svg.ts';
import type { Palette } from './palette.ts';
import { Rng } from './rng.ts';
import { makeKit } from './projects.ts';
import { drawingKey } from './drawings.ts';
import { aboutPalette, scenes } from './about.ts';
import { projectOrder } from '../../../app/features/content/content.server.ts';
import { teaser } from './teaser.ts';
import { encode, poster, readTag, renderFrames, frameSvg, VIDEO } from './video.ts';
import { ROOT, log, kb, writeArtwork, writeIfChanged, record } from './io.ts';
import { createHash } from 'node:crypto';

const LANDSCAPE = { w: 1600, h: 1000 };
const PORTRAIT = { w: 1200, h: 1500 };
const BUDGET = 15 * 1024;

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const want = (k: string) => !only || only.includes(k);
const noVideo = args.includes('--no-video');

const notInTable: string[] = [];
const overBudget: string[] = [];

function render(size: { w: number; h: number }, p: Palette, seed: string, draw: (c: Ctx) => void): string {
  const d = new Doc(size.w, size.h);
  const c = new Ctx(d, p, new Rng(seed), size.w, size.h);
  draw(c);
  const svg = d.render(c.out());
  if (svg.length > BUDGET) overBudget.push(`${seed} (${kb(svg.length)})`);
  return svg;
}

/** Keep private artwork out of the public media folder (e.g. after a project turns private). */
function removeIfExists(path: string): void {
  if (!existsSync(path)) return;
  rmSync(path);
  console.log(`  removed ${path.slice(ROOT.length)} (private project: kept in protected-media/)`);
  const parent = dirname(path);
  if (existsSync(parent) && readdirSync(parent).length === 0) rmdirSync(parent);
}

async function importIfExists<T>(path: string, name: string): Promise<T | null> {
  if (!existsSync(path)) return null;
  const mod = await import(pathToFileURL(path).href);
  return (mod[name] as T) ?? null;
}

async function projects(): Promise<void> {
  for (const slug of projectOrder) {
    if (!want(slug)) continue;
    const dir = join(ROOT, 'content/projects', slug);
    const cs = await importIfExists<CaseStudy>(join(dir, 'case-study.ts'), 'caseStudy');
    if (!cs) {
      console.log(`${slug}: no case-study.ts yet, skipped`);
      continue;
    }
    const kit = makeKit(slug, cs.accent);
    if (!kit) {
      console.log(`${slug}: no drawings for this project, its images are left as they are`);
      continue;
    }
    console.log(`${slug}:`);
    // A private project's covers and case-study images live in protected-media/ (they are
    // only ever shipped encrypted); its public media/ holds just the abstract card teaser.
    const isPrivate = cs.access === 'private';
    const mediaDir = join(dir, isPrivate ? 'protected-media' : 'media');
    const place = async (rel: string, svg: string) => {
      await writeArtwork(join(mediaDir, rel), svg);
      if (isPrivate) removeIfExists(join(dir, 'media', rel));
    };
    for (let i = 0; i < 8; i++) {
      const name = String(i + 1).padStart(2, '0');
      const svg = render(LANDSCAPE, kit.palette, `${slug}/cover/${name}`, kit.covers[i]!);
      await place(`cover/${name}.svg`, svg);
    }
    if (isPrivate) {
      const svg = render(LANDSCAPE, kit.palette, `${slug}/card/01`, (c) => teaser(c));
      await writeArtwork(join(dir, 'media/card/01.svg'), svg);
    }
    const seen = new Set<string>();
    for (const section of cs.sections)
      for (const block of section.blocks) {
        if (block.kind !== 'images') continue;
        for (const im of block.images) {
          if (seen.has(im.file)) continue;
          seen.add(im.file);
          const drawing = kit.images[drawingKey(im.file)];
          if (!drawing) {
            notInTable.push(`${slug}/${im.file}`);
            continue;
          }
          const size = drawing.orient === 'portrait' ? PORTRAIT : LANDSCAPE;
          const svg = render(size, kit.palette, `${slug}/${im.file}`, drawing.draw);
          await place(im.file, svg);
          if (args.includes('--verbose')) console.log(`    ${im.file} (${drawing.orient})`);
        }
      }
  }
}

async function about(): Promise<void> {
  if (!want('about')) return;
  const dir = join(ROOT, 'content/about');
  const ab = await importIfExists<About>(join(dir, 'about.ts'), 'about');
  if (!ab) {
    console.log('about: no about.ts yet, skipped');
    return;
  }
  console.log('about:');
  const p = aboutPalette();
  for (const g of ab.galleries)
    for (const item of g.items) {
      const base = drawingKey(item.name);
      if (item.mediaType === 'video') {
        if (!noVideo) await video(join(dir, 'media', base));
        continue;
      }
      const scene = scenes[base];
      if (!scene) {
        notInTable.push(`about/${item.name}`);
        continue;
      }
      const size = scene.orient === 'portrait' ? PORTRAIT : LANDSCAPE;
      const svg = render(size, p, `about/${item.name}`, (c) => scene.draw(c));
      await writeArtwork(join(dir, 'media', item.name), svg);
    }
}

async function video(basePath: string): Promise<void> {
  const total = VIDEO.fps * VIDEO.seconds;
  const h = createHash('sha256');
  for (let i = 0; i < total; i++) h.update(frameSvg(i, total));
  const tag = `artwork:${h.digest('hex').slice(0, 16)}`;
  await writeIfChanged(`${basePath}.jpg`, await poster());
  const targets = (['mp4', 'webm'] as const).map((k) => ({ k, path: `${basePath}.${k}` }));
  const todo: typeof targets = [];
  for (const t of targets) {
    if (existsSync(t.path) && (await readTag(t.path)) === tag) record(t.path, 'unchanged');
    else todo.push(t);
  }
  if (!todo.length) return;
  const frames = await renderFrames();
  const tmp = mkdtempSync(join(tmpdir(), 'artwork-'));
  try {
    for (const t of todo) {
      const out = join(tmp, `v.${t.k}`);
      await encode(frames, t.k, out, tag);
      writeIfChanged(t.path, readFileSync(out));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await projects();
await about();

const written = log.filter((e) => e.status === 'written').length;
const total = log.reduce((a, e) => a + e.bytes, 0);
console.log(`\n${log.length} files (${written} written, ${log.length - written} unchanged), ${kb(total)} in total.`);
if (overBudget.length) console.log(`Over the 15 KB SVG budget: ${overBudget.join(', ')}`);
if (notInTable.length) console.log(`Named in no drawing table, so left as they are: ${notInTable.join(', ')}`);
