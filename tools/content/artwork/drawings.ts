/**
 * The drawings a case-study image can be, and the helpers that frame them. Each
 * project's table in projects.ts names, by image file name, which drawing the
 * generator makes; the alt text plays no part.
 */
import type { Ctx } from './svg.ts';
import { annotate, frame, variantsRow } from './boards.ts';
import { browser, browserHeight, laptop, laptopHeight } from './devices.ts';
import type { Screen } from './devices.ts';
import { browserSolo, panel, soloPhone } from './layouts.ts';
import { mortgage } from './screens/mortgage.ts';
import type { Widget } from './screens/types.ts';
import { input } from './ui.ts';

export type Orient = 'portrait' | 'landscape';
/** One image: its orientation (which canvas size) and how to draw it. */
export type Drawing = { orient: Orient; draw: (c: Ctx) => void };
/** A project's drawings, keyed by image file name without its extension. */
export type DrawingTable = Record<string, Drawing>;

/** The file name without its extension: the key of an image's drawing. */
export const drawingKey = (file: string): string => file.replace(/\.[a-z0-9]+$/i, '');

/** One phone, portrait, on the plain backdrop. */
export const phoneShot = (screen: Screen): Drawing => ({
  orient: 'portrait',
  draw: (c) => {
    panel(c, 0);
    soloPhone(c, screen);
  },
});

/** One laptop, centred, on the plain backdrop. */
export const laptopShot = (screen: Screen): Drawing => ({
  orient: 'landscape',
  draw: (c) => {
    panel(c, 0);
    const width = 1360;
    laptop(c, (c.w - width) / 2, (c.h - laptopHeight(width)) / 2, width, screen);
  },
});

/** One browser window on the plain backdrop. */
export const browserShot = (screen: Screen): Drawing => ({
  orient: 'landscape',
  draw: (c) => {
    panel(c, 0);
    browserSolo(c, screen);
  },
});

/** A row of cards (labelled when there is more than one). */
export const cardRow = (cards: Widget[]): Drawing => ({
  orient: 'landscape',
  draw: (c) => {
    panel(c, 3);
    variantsRow(c, cards, cards.length > 1);
  },
});

/** A working board (research, flows, tokens, audits) on the board backdrop. */
export const board = (draw: (c: Ctx) => void): Drawing => ({
  orient: 'landscape',
  draw: (c) => {
    panel(c, 2);
    draw(c);
  },
});

/** An old long form with crossed-out fields and side notes. */
export function formAudit(c: Ctx): void {
  const portrait = c.h > c.w;
  const formWidth = portrait ? c.w * 0.5 : 560;
  const formX = portrait ? 80 : 180;
  const formY = 40;
  const formHeight = c.h - 40;
  frame(c, formX, formY, formWidth, formHeight + 40, false);
  const marks: Array<[number, number]> = [];
  const rows = Math.floor((formHeight - 60) / 76);
  for (let i = 0; i < rows; i++) {
    const y = formY + 40 + i * 76;
    input(c, formX + 40, y, formWidth - 80, 40, i % 3 !== 1);
    if (i % 3 === 2 || i === 1 || i === 7) {
      c.stroke(`M${formX + 28} ${y + 36}h${formWidth - 56}`, '#d9534f', 3);
    } else if (marks.length < 4 && i % 2 === 0) marks.push([formX + formWidth - 24, y + 36]);
  }
  c.layer();
  annotate(c, marks, formX + formWidth + 100, c.w - formX - formWidth - 180);
}

/** An old homepage in a browser with numbered markers and notes. */
export function pageAudit(c: Ctx): void {
  const browserWidth = c.w > c.h ? 1000 : c.w - 340;
  const top = (c.h - browserHeight(browserWidth)) / 2;
  const faded: Screen = (s) => {
    s.put('<g opacity=".9">');
    mortgage.mortgageHome(s);
    s.layer();
    s.put('</g>');
  };
  browser(c, 60, top, browserWidth, faded);
  const scale = browserWidth / 1280;
  const at = (x: number, y: number): [number, number] => [60 + x * scale, top + (44 + y) * scale];
  annotate(c, [at(300, 190), at(260, 430), at(900, 60), at(1000, 400)], 60 + browserWidth + 90, c.w - browserWidth - 200);
}
