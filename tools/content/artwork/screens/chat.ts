/** Hypo: a mortgage pre-qualification chatbot. */
import { mix } from '../palette.ts';
import { Ctx } from '../svg.ts';
import { avatar, bubble, button, icon, topNav } from '../ui.ts';
import type { Widget } from './types.ts';

export type ChatVariant = 'welcome' | 'quick' | 'income' | 'summary' | 'edit' | 'result' | 'handoff' | 'error' | 'typing';

function header(c: Ctx): number {
  const p = c.palette;
  icon(c, 24, 76, 'back', p.ink);
  c.circ(64, 76, 20, c.doc.lin(p.accentStrong, p.alt));
  icon(c, 64, 76, 'chat', '#fff', 0.8);
  c.circ(78, 90, 5, p.positive, ` stroke="${p.surface}" stroke-width="2"`);
  c.bar(96, 66, 96, 11, p.ink);
  c.bar(96, 84, 60, 7, p.positive);
  icon(c, c.w - 28, 76, 'menu', p.inkSoft, 0.9);
  c.rect(0, 108, c.w, 1, 0, p.line);
  return 124;
}

function inputBar(c: Ctx, active = false): void {
  const p = c.palette;
  c.layer();
  c.rect(0, c.h - 84, c.w, 84, 0, p.surface);
  c.rect(16, c.h - 76, c.w - 80, 48, 24, p.surface2, active ? ` stroke="${p.accentStrong}" stroke-width="2"` : '');
  c.bar(36, c.h - 56, 120, 8, p.inkSoft);
  c.circ(c.w - 40, c.h - 52, 22, p.accentStrong);
  icon(c, c.w - 40, c.h - 52, 'send', '#fff', 0.8);
}

function quickChips(c: Ctx, y: number, k: number, right = true): number {
  const p = c.palette;
  const ws = Array.from({ length: k }, () => c.rng.barWidth(80, 120));
  let x = right ? c.w - 16 - ws.reduce((a, b) => a + b + 8, -8) : 56;
  for (const w of ws) {
    c.rect(x, y, w, 40, 20, p.surface, ` stroke="${p.accentStrong}" stroke-width="2"`);
    c.bar(x + 18, y + 16, w - 36, 8, p.accentStrong);
    x += w + 8;
  }
  return 48;
}

function typing(c: Ctx, y: number): number {
  avatar(c, 30, y + 22, 14, 0);
  c.rect(56, y, 72, 40, 20, c.palette.surface2);
  for (let i = 0; i < 3; i++) c.circ(76 + i * 16, y + 20, 5, i === 1 ? c.palette.inkSoft : c.palette.inkFaint);
  return 48;
}

/** A card inside the chat (for summary/result/handoff). */
function chatCard(c: Ctx, y: number, h: number, fill = c.palette.surface): void {
  c.rect(56, y, c.w - 72, h, 18, fill, ` stroke="${c.palette.line}"`);
}

export function chatScreen(variant: ChatVariant) {
  return (c: Ctx): void => {
    if (!c.mobile) return chatDesktop(c, variant);
    const top = header(c) + 8;
    // Measure the conversation, then bottom-align it above the input bar and
    // fill the space above with earlier messages, as a real chat would.
    const dry = new Ctx(c.doc, c.palette, c.rng.fork('chat'), c.w, c.h);
    const end = conversation(dry, variant, 0);
    const bottom = c.h - 100;
    const dy = Math.max(top + 30, bottom - end);
    let y = variant === 'welcome' ? top : dy - 14;
    if (variant === 'welcome') {
      const cy = top + (dy - top) / 2 - 40;
      if (cy > top + 60) {
        c.circ(c.w / 2, cy, 44, c.doc.lin(c.palette.accentStrong, c.palette.alt));
        icon(c, c.w / 2, cy, 'chat', '#fff', 1.6);
        c.bar(c.w / 2 - 80, cy + 68, 160, 14, c.palette.ink);
        c.bar(c.w / 2 - 110, cy + 94, 220, 8, c.palette.inkSoft);
      }
    }
    let side: 'bot' | 'me' = 'me';
    const early = c.rng.fork('early');
    while (true) {
      const lines = side === 'me' ? 1 : early.int(1, 2);
      const h = lines * 16 + 24;
      if (y - h < top + 30) break;
      y -= h;
      bubble(c, side, y, lines, side === 'me' ? c.w * 0.5 : c.w * 0.7);
      y -= 12;
      side = side === 'me' ? 'bot' : 'me';
    }
    if (dy > top + 60) c.bar(c.w / 2 - 24, top + 6, 48, 6, c.palette.inkFaint);
    const real = new Ctx(c.doc, c.palette, c.rng.fork('chat'), c.w, c.h);
    conversation(real, variant, 0);
    c.layer();
    c.put(`<g transform="translate(0 ${Math.round(dy)})">${real.out()}</g>`);
    inputBar(c, variant === 'quick');
  };
}

function conversation(c: Ctx, variant: ChatVariant, y0: number): number {
    const p = c.palette;
    let y = y0;
    if (variant === 'welcome') {
      c.bar(c.w / 2 - 24, y, 48, 6, p.inkFaint);
      y += 22;
    }
    const gap = 12;
    const add = (h: number) => (y += h + gap);
    if (variant !== 'welcome') {
      add(bubble(c, 'bot', y, 2));
      add(bubble(c, 'me', y, 1, c.w * 0.5));
    }
    switch (variant) {
      case 'welcome':
        add(bubble(c, 'bot', y, 1, c.w * 0.5));
        add(bubble(c, 'bot', y, 3));
        add(bubble(c, 'bot', y, 2));
        c.rect(56, y, c.w - 72, 52, 14, p.accentTint);
        icon(c, 80, y + 26, 'check', p.accentStrong, 0.9);
        c.lines(100, y + 14, [c.w - 170, c.w - 220], 7, 16, p.ink);
        y += 68;
        y += quickChips(c, y, 1);
        break;
      case 'quick':
        add(bubble(c, 'bot', y, 2));
        quickChips(c, y + 8, 2, false);
        y += 64;
        break;
      case 'income':
        add(bubble(c, 'bot', y, 2));
        chatCard(c, y, 150);
        c.bar(76, y + 20, 120, 8, p.inkSoft);
        c.rect(76, y + 40, c.w - 112, 56, 14, p.surface, ` stroke="${p.accentStrong}" stroke-width="2"`);
        c.bar(94, y + 60, 14, 16, p.inkSoft);
        c.bar(118, y + 58, 110, 20, p.ink);
        icon(c, 84, y + 122, 'bell', p.inkSoft, 0.7);
        c.bar(100, y + 118, c.w - 160, 7, p.inkSoft);
        y += 166;
        break;
      case 'summary':
        chatCard(c, y, 250);
        c.bar(76, y + 22, 140, 12, p.ink);
        for (let i = 0; i < 4; i++) {
          const ry = y + 58 + i * 44;
          c.bar(76, ry, 80, 7, p.inkSoft);
          c.bar(76, ry + 16, c.rng.barWidth(90, 130), 10, p.ink);
          c.bar(c.w - 76, ry + 8, 40, 8, p.accentStrong);
          if (i < 3) c.rect(76, ry + 36, c.w - 132, 1, 0, p.line);
        }
        y += 266;
        break;
      case 'edit': {
        add(bubble(c, 'bot', y, 1, c.w * 0.6));
        c.rect(c.w - 216, y, 200, 56, 18, p.surface, ` stroke="${p.accentStrong}" stroke-width="2"`);
        c.bar(c.w - 196, y + 22, 110, 12, p.ink);
        c.rect(c.w - 60, y + 12, 32, 32, 16, p.accentStrong);
        icon(c, c.w - 44, y + 28, 'check', '#fff', 0.7);
        y += 72;
        c.layer();
        c.put('<g opacity=".35">');
        add(bubble(c, 'bot', y, 2));
        add(bubble(c, 'me', y, 1, c.w * 0.4));
        add(bubble(c, 'bot', y, 2));
        c.layer();
        c.put('</g>');
        break;
      }
      case 'result':
        add(bubble(c, 'bot', y, 1, c.w * 0.5));
        c.rect(56, y, c.w - 72, 230, 20, c.doc.lin(p.accentStrong, p.accentDeep, 1, 1));
        c.bar(76, y + 24, 120, 8, '#ffffffaa');
        c.bar(76, y + 46, 200, 26, '#fff');
        c.rect(76, y + 96, c.w - 112, 10, 5, '#ffffff33');
        c.rect(76 + (c.w - 112) * 0.3, y + 96, (c.w - 112) * 0.4, 10, 5, '#fff');
        c.bar(76, y + 128, 90, 7, '#ffffffaa');
        c.bar(76, y + 144, 120, 16, '#fff');
        c.lines(76, y + 182, [c.w - 130, c.w - 170], 6, 14, '#ffffff99');
        y += 246;
        break;
      case 'handoff':
        add(bubble(c, 'bot', y, 2));
        chatCard(c, y, 200);
        avatar(c, 96, y + 44, 24, 1);
        c.bar(132, y + 30, 110, 11, p.ink);
        c.bar(132, y + 50, 70, 7, p.inkSoft);
        for (let i = 0; i < 3; i++) {
          const cy = y + 88 + i * 36;
          c.rect(76, cy, c.w - 112, 30, 15, i === 0 ? p.accentStrong : p.accentTint);
          c.bar(96, cy + 11, c.rng.barWidth(100, 150), 8, i === 0 ? '#fff' : p.accentStrong);
        }
        y += 216;
        break;
      case 'error': {
        add(bubble(c, 'bot', y, 2));
        const red = '#d9534f';
        c.rect(56, y, c.w - 72, 128, 18, mix(red, p.surface, 0.9), ` stroke="${mix(red, p.surface, 0.6)}"`);
        c.circ(84, y + 32, 12, red);
        c.stroke(`M84 ${y + 26}v6M84 ${y + 38}v.5`, '#fff', 3);
        c.lines(108, y + 22, [c.w - 190, c.w - 230], 8, 18, p.ink);
        button(c, 76, y + 72, 140, 40, 'primary', 70);
        y += 144;
        break;
      }
      case 'typing':
        add(bubble(c, 'bot', y, 2));
        y += typing(c, y);
        break;
    }
    if (variant === 'income' || variant === 'summary') y += typing(c, y);
    return y;
}

function chatDesktop(c: Ctx, variant: ChatVariant): void {
  const p = c.palette;
  topNav(c);
  c.bar(72, 150, 400, 36, p.ink);
  c.bar(72, 202, 330, 36, p.ink);
  c.lines(72, 266, [420, 380, 300], 10, 22, p.inkSoft);
  button(c, 72, 352, 200, 56, 'primary', 100);
  c.rect(72, 460, c.w * 0.42, c.h - 500, 20, p.accentTint);
  const ww = 380;
  const wh = c.h - 120;
  c.layer();
  c.rect(c.w - ww - 40, 96, ww, wh, 24, p.surface, ` stroke="${p.line}"`);
  const inner = c.child(ww, wh + 50);
  chatScreen(variant)(inner);
  c.put(`<g transform="translate(${c.w - ww - 40} 96)" clip-path="${c.doc.clip(ww, wh, 24)}"><g transform="translate(0 -50)">${inner.out()}</g></g>`);
}

export const chatWidgets: Widget[] = [
  {
    w: 320,
    h: 200,
    draw: (c) => {
      const p = c.palette;
      c.rect(0, 0, 320, 200, 20, c.doc.lin(p.accentStrong, p.accentDeep, 1, 1));
      c.bar(24, 26, 120, 8, '#ffffffaa');
      c.bar(24, 48, 220, 26, '#fff');
      c.rect(24, 100, 272, 10, 5, '#ffffff33');
      c.rect(24 + 272 * 0.3, 100, 272 * 0.4, 10, 5, '#fff');
      c.bar(24, 136, 120, 14, '#fff');
      c.bar(24, 164, 200, 6, '#ffffff99');
    },
  },
  {
    w: 300,
    h: 120,
    draw: (c) => {
      const p = c.palette;
      c.bar(20, 20, 200, 9, p.ink);
      c.bar(20, 38, 140, 9, p.ink);
      c.rect(20, 64, 110, 38, 19, p.surface, ` stroke="${p.accentStrong}" stroke-width="2"`);
      c.bar(40, 79, 70, 8, p.accentStrong);
      c.rect(140, 64, 140, 38, 19, p.accentStrong);
      c.bar(160, 79, 100, 8, '#fff');
    },
  },
  {
    w: 120,
    h: 64,
    draw: (c) => {
      c.rect(0, 0, 120, 64, 32, c.palette.surface2);
      for (let i = 0; i < 3; i++) c.circ(36 + i * 24, 32, 7, i === 1 ? c.palette.inkSoft : c.palette.inkFaint);
    },
  },
];
