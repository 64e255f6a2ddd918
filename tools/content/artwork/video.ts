/**
 * The about-page loop: a pen sketches a mobile checkout wireframe, then an orange
 * marker adds annotations. Frames are SVG → sharp → raw RGB piped into ffmpeg.
 * Frame 0 is the finished sketch (it doubles as the poster), so the loop is seamless.
 */
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { Rng } from './rng.ts';
import { num } from './svg.ts';

export const VIDEO = { w: 960, h: 600, fps: 24, seconds: 5 };

type Stroke = { pts: Array<[number, number]>; color: string; width: number; len: number };

const PAPER = '#fbf9f4';
const PEN = '#26262b';
const MARKER = '#e8772e';

function jitter(r: Rng, pts: Array<[number, number]>, amp: number): Array<[number, number]> {
  return pts.map(([x, y]) => [x + r.range(-amp, amp), y + r.range(-amp, amp)]);
}

/** Densify a polyline so partial drawing looks smooth. */
function densify(pts: Array<[number, number]>, step = 6): Array<[number, number]> {
  const out: Array<[number, number]> = [pts[0]!];
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const d = Math.hypot(x1 - x0, y1 - y0);
    const k = Math.max(1, Math.round(d / step));
    for (let j = 1; j <= k; j++) out.push([x0 + ((x1 - x0) * j) / k, y0 + ((y1 - y0) * j) / k]);
  }
  return out;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  const arc = (cx: number, cy: number, a0: number) => {
    for (let i = 0; i <= 4; i++) {
      const a = a0 + (i * Math.PI) / 8;
      pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  };
  arc(x + w - r, y + r, -Math.PI / 2);
  arc(x + w - r, y + h - r, 0);
  arc(x + r, y + h - r, Math.PI / 2);
  arc(x + r, y + r, Math.PI);
  pts.push([x + w - r, y]);
  return pts;
}

function wave(r: Rng, x: number, y: number, w: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let xx = 0; xx <= w; xx += 5) pts.push([x + xx, y + Math.sin(xx / 5.5) * 2.6 * r.range(0.7, 1.1)]);
  return pts;
}

function buildStrokes(): { pen: Stroke[]; marker: Stroke[] } {
  const r = new Rng('sketching-loop');
  const pen: Array<Array<[number, number]>> = [];
  const px = 330;
  const py = 56;
  const pw = 250;
  const ph = 490;
  pen.push(roundedRect(px, py, pw, ph, 30));
  pen.push([[px + 100, py + 22], [px + 150, py + 22]]);
  const m = 22;
  const iw = pw - 2 * m;
  pen.push([[px + m + 9, py + 61], [px + m, py + 70], [px + m + 9, py + 79]]);
  pen.push(wave(r, px + m + 50, py + 70, 110));
  // product row
  pen.push(roundedRect(px + m, py + 100, 70, 70, 8));
  pen.push([[px + m, py + 100], [px + m + 70, py + 170]]);
  pen.push(wave(r, px + m + 86, py + 118, 100));
  pen.push(wave(r, px + m + 86, py + 146, 60));
  // fields
  for (let i = 0; i < 3; i++) {
    const y = py + 200 + i * 62;
    pen.push(wave(r, px + m, y, 50));
    pen.push(roundedRect(px + m, y + 12, iw, 34, 6));
  }
  // total + button
  pen.push(wave(r, px + m, py + 398, 60));
  pen.push(wave(r, px + pw - m - 60, py + 398, 60));
  pen.push(roundedRect(px + m, py + 420, iw, 44, 22));
  pen.push(wave(r, px + m + 60, py + 442, iw - 120));
  const marker: Array<Array<[number, number]>> = [];
  const ell = (cx: number, cy: number, rx: number, ry: number) => {
    const pts: Array<[number, number]> = [];
    for (let i = 0; i <= 28; i++) {
      const a = -Math.PI * 0.9 + (i / 28) * Math.PI * 2.15;
      pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
    }
    return pts;
  };
  marker.push(ell(px + pw / 2, py + 442, iw / 2 + 26, 38));
  marker.push([[px + pw + 30, py + 300], [px + pw + 110, py + 250]]);
  marker.push([[px + pw + 14, py + 300], [px + pw + 34, py + 306], [px + pw + 28, py + 286]]);
  marker.push(wave(r, px + pw + 120, py + 236, 120));
  marker.push(wave(r, px + pw + 120, py + 262, 80));
  marker.push([[px + m, py + 414], [px + pw - m, py + 412]]);
  marker.push([[px - 150, py + 120], [px - 130, py + 140], [px - 96, py + 98]]);
  marker.push(wave(r, px - 190, py + 170, 110));
  const mk = (list: Array<Array<[number, number]>>, color: string, width: number, amp: number): Stroke[] =>
    list.map((pts) => {
      const d = densify(jitter(r, pts, amp));
      let len = 0;
      for (let i = 1; i < d.length; i++) len += Math.hypot(d[i]![0] - d[i - 1]![0], d[i]![1] - d[i - 1]![1]);
      return { pts: d, color, width, len };
    });
  return { pen: mk(pen, PEN, 2.6, 0.8), marker: mk(marker, MARKER, 6, 1.2) };
}

const STROKES = buildStrokes();

function pathD(pts: Array<[number, number]>): string {
  return 'M' + pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L');
}

/** Draw the first `frac` of a set of strokes; returns svg and the tip position. */
function partial(strokes: Stroke[], frac: number): { svg: string; tip: [number, number] | null } {
  const total = strokes.reduce((a, s) => a + s.len, 0);
  let left = frac * total;
  const out: string[] = [];
  let tip: [number, number] | null = null;
  for (const s of strokes) {
    if (left <= 0) break;
    let pts = s.pts;
    if (left < s.len) {
      let acc = 0;
      const cut: Array<[number, number]> = [s.pts[0]!];
      for (let i = 1; i < s.pts.length; i++) {
        acc += Math.hypot(s.pts[i]![0] - s.pts[i - 1]![0], s.pts[i]![1] - s.pts[i - 1]![1]);
        cut.push(s.pts[i]!);
        if (acc >= left) break;
      }
      pts = cut;
    }
    left -= s.len;
    tip = pts[pts.length - 1] ?? null;
    if (pts.length > 1) out.push(`<path d="${pathD(pts)}" fill="none" stroke="${s.color}" stroke-width="${s.width}" stroke-linecap="round" stroke-linejoin="round"${s.color === MARKER ? ' stroke-opacity=".9"' : ''}/>`);
  }
  return { svg: out.join(''), tip };
}

const SKIN = '#e9bb98';
const SLEEVE = '#3d4a5c';

function penShape(x: number, y: number, marker: boolean): string {
  const body = marker ? MARKER : '#2d2d33';
  const hand = `<ellipse cx="120" cy="30" rx="70" ry="40" fill="#000" fill-opacity=".08" transform="translate(10 16)"/><path d="M150 -6h700v100h-700z" fill="${SLEEVE}"/><rect x="140" y="-14" width="22" height="118" rx="8" fill="${SLEEVE}" fill-opacity=".85"/><ellipse cx="110" cy="34" rx="52" ry="38" fill="${SKIN}"/><ellipse cx="62" cy="28" rx="26" ry="12" fill="${SKIN}" transform="rotate(18 62 28)"/><ellipse cx="78" cy="-8" rx="24" ry="11" fill="#dfae89" transform="rotate(-12 78 -8)"/>`;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(-38) scale(.8)"><rect x="6" y="-4" width="170" height="22" rx="8" fill="#000" fill-opacity=".1" transform="translate(6 10)"/><path d="M0 0l22-${marker ? 9 : 6}h${marker ? 150 : 140}a${marker ? 10 : 7} ${marker ? 10 : 7} 0 0 1 0 ${marker ? 18 : 12}H22z" fill="${body}"/><path d="M0 0l22-${marker ? 9 : 6}v${marker ? 18 : 12}z" fill="${marker ? '#f3c9a6' : '#d8c4a0'}"/>${marker ? '' : '<path d="M0 0l7-2v4z" fill="#222"/>'}${hand}</g>`;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const clamp = (v: number) => Math.max(0, Math.min(1, v));

/** SVG for frame i of the loop. */
export function frameSvg(i: number, total: number): string {
  const { w, h } = VIDEO;
  const t = i / total;
  let penF = 1;
  let markF = 1;
  let fade = 1;
  let tool: 'pen' | 'marker' | null = null;
  if (t < 0.1) {
    /* hold finished sketch */
  } else if (t < 0.18) {
    fade = 1 - ease((t - 0.1) / 0.08);
  } else {
    fade = 1;
    penF = clamp((t - 0.2) / 0.5);
    markF = clamp((t - 0.72) / 0.18);
    if (t < 0.2) penF = 0;
    if (t >= 0.2 && t < 0.7) tool = 'pen';
    else if (t >= 0.72 && t < 0.9) tool = 'marker';
  }
  if (t >= 0.1 && t < 0.18) {
    penF = 1;
    markF = 1;
  }
  const pen = partial(STROKES.pen, ease(penF));
  const mark = partial(STROKES.marker, markF);
  const tip = tool === 'pen' ? pen.tip : tool === 'marker' ? mark.tip : null;
  // Rest position of the tool when idle: off to the lower right.
  const rest: [number, number] = [800, 470];
  let toolSvg: string;
  if (tip) toolSvg = penShape(tip[0], tip[1], tool === 'marker');
  else if (t >= 0.18 && t < 0.2) toolSvg = penShape(rest[0] - (rest[0] - STROKES.pen[0]!.pts[0]![0]) * ease((t - 0.18) / 0.02), rest[1] - (rest[1] - STROKES.pen[0]!.pts[0]![1]) * ease((t - 0.18) / 0.02), false);
  else toolSvg = penShape(rest[0], rest[1], false);
  const grid: string[] = [];
  for (let x = 24; x < w; x += 24) grid.push(`M${x} 0V${h}`);
  for (let y = 24; y < h; y += 24) grid.push(`M0 ${y}H${w}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#e9e4da"/><rect x="40" y="20" width="${w - 80}" height="${h - 40}" rx="6" fill="${PAPER}"/><path d="${grid.join('')}" stroke="#e8e6f0" stroke-width="1"/><g opacity="${num(fade)}">${pen.svg}${mark.svg}</g>${toolSvg}</svg>`;
}

export async function renderFrames(): Promise<Buffer[]> {
  const total = VIDEO.fps * VIDEO.seconds;
  const frames: Buffer[] = [];
  for (let i = 0; i < total; i++) {
    frames.push(await sharp(Buffer.from(frameSvg(i, total))).removeAlpha().raw().toBuffer());
  }
  return frames;
}

export async function poster(): Promise<Buffer> {
  return sharp(Buffer.from(frameSvg(0, VIDEO.fps * VIDEO.seconds))).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** Encode raw RGB frames with ffmpeg; returns the encoded file bytes. */
export function encode(frames: Buffer[], kind: 'mp4' | 'webm', outPath: string, tag: string): Promise<void> {
  const { w, h, fps } = VIDEO;
  const codec =
    kind === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', '-threads', '1']
      : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-pix_fmt', 'yuv420p', '-row-mt', '0', '-threads', '1', '-deadline', 'good', '-cpu-used', '2'];
  const args = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${w}x${h}`, '-r', String(fps), '-i', 'pipe:0', '-an', ...codec, '-metadata', `comment=${tag}`, '-fflags', '+bitexact', '-flags:v', '+bitexact', outPath];
  return new Promise((resolve, reject) => {
    const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    (async () => {
      for (const f of frames) if (!ff.stdin.write(f)) await new Promise((r) => ff.stdin.once('drain', r));
      ff.stdin.end();
    })().catch(reject);
  });
}

/** The comment tag of an existing video (to skip re-encoding unchanged frames). */
export function readTag(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const pr = spawn('ffprobe', ['-v', 'error', '-show_entries', 'format_tags=comment', '-of', 'default=nw=1:nk=1', path]);
    let out = '';
    pr.stdout.on('data', (d) => (out += d));
    pr.on('error', () => resolve(null));
    pr.on('close', (code) => resolve(code === 0 ? out.trim() || null : null));
  });
}
