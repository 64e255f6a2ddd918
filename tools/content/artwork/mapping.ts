/** Choose a composition for a case-study image from keywords in its file name and alt text. */
import type { Ctx } from './svg.ts';
import { affinity, annotate, blueprint, colorInventory, componentAudit, componentSheet, flow, frame, journey, salesChart, surveyBars, tokenSheet, tokenTiers, variantsRow } from './boards.ts';
import { browser, browserHeight, laptop, laptopHeight } from './devices.ts';
import { browserSolo, deskSetup, laptopPhone, panel, soloPhone, themeSwap, widgetsBoard } from './layouts.ts';
import { campaignPalette, type Kit } from './projects.ts';
import { chatScreen } from './screens/chat.ts';
import { dashboard } from './screens/common.ts';
import { mortgage } from './screens/mortgage.ts';
import { travel } from './screens/travel.ts';
import { wireframe, sketchBoard } from './sketch.ts';
import { checkbox, input, button } from './ui.ts';
import type { Screen } from './devices.ts';

export type Orient = 'portrait' | 'landscape';
export type Comp = { id: string; orient: Orient; draw: (c: Ctx) => void; matched: boolean };

type Rule = { id: string; test: (t: string, k: Kit) => boolean; orient?: Orient; draw: (c: Ctx, k: Kit, t: string) => void };

const has = (re: RegExp) => (t: string) => re.test(t);

/** Board-type rules shared by all projects, most specific first. */
const boardRules: Rule[] = [
  { id: 'affinity', test: has(/affinity|research board|sticky notes|interview notes|quotes from/), draw: (c, _k, t) => affinity(c, 4, /enlarg|most repeated/.test(t)) },
  { id: 'journey', test: has(/journey map|journey/), draw: (c) => journey(c) },
  { id: 'blueprint', test: has(/blueprint|swimlane|swim lane/), draw: (c) => blueprint(c) },
  { id: 'token-tiers', test: has(/token tiers|token layers|token architecture|token-tiers|token-architecture|tiers of tokens/), draw: (c, _k, t) => tokenTiers(c, /feeding|density|modes/.test(t)) },
  { id: 'color-inventory', test: has(/inventory|swatches found|gray swatches|grey swatches/), draw: (c) => colorInventory(c) },
  { id: 'token-sheet', test: has(/token sheet|token-sheet|color token|colour token|palette|contrast ratio/), draw: (c, k) => tokenSheet(c, k.dark) },
  { id: 'component-sheet', test: has(/component (library|sheet)|figma library|ui kit|component-library|component-sheet/), draw: (c, k, t) => componentSheet(c, k.sheet, k.dark || /dark background/.test(t)) },
  { id: 'component-audit', test: (t) => /audit/.test(t) && /button|variants|components? collected/.test(t), draw: (c) => componentAudit(c) },
  { id: 'form-audit', test: (t) => /audit|crossed out|annotated/.test(t) && /form/.test(t) && !/homepage/.test(t), draw: (c) => formAudit(c) },
  { id: 'page-audit', test: has(/audit|annotated|screenshot/), draw: (c) => pageAudit(c) },
  { id: 'survey', test: has(/survey|ranking|ranked/), draw: (c) => surveyBars(c) },
  { id: 'sales-chart', test: (t) => /line chart of|sales chart|sales-chart|chart of ticket/.test(t) && !/dashboard/.test(t), draw: (c) => salesChart(c) },
  { id: 'flow-drop', test: (t) => /flow|diagram/.test(t) && /drop-off|drop off|dropoff/.test(t), draw: (c) => flow(c, 'drop') },
  { id: 'flow-branch', test: (t) => /flow|diagram|tree/.test(t) && /branch|conversation|decision/.test(t), draw: (c) => flow(c, 'branch') },
  { id: 'flow', test: has(/\bflow\b|flow-|process|pipeline|steps? from/), draw: (c) => flow(c, 'time') },
  { id: 'theme-swap', test: has(/theme swap|theme-swap|shown twice|campaign theme|side by side in two themes/), draw: (c, k) => themeSwap(c, k.mobile[0]!, campaignPalette(k.p)) },
  { id: 'setup', test: has(/wizard-of-oz|wizard of oz|test setup|researcher types/), draw: (c, k) => deskSetup(c, k.desktop[1] ?? k.desktop[0]!, k.mobile[0]!) },
  { id: 'wireframe', test: has(/wireframe|low-fi|lo-fi/), draw: (c) => wireframe(c) },
  { id: 'sketch', test: has(/sketch|paper prototype|whiteboard/), draw: (c) => sketchBoard(c) },
];

/** Generic screen rules used when the project kit has nothing more specific. */
const genericRules: Array<{ id: string; re: RegExp; form: 'phone' | 'desktop' | 'laptop'; screen: (k: Kit) => Screen }> = [
  { id: 'dashboard', re: /dashboard|analytics|metrics|kpi/, form: 'laptop', screen: () => (c) => dashboard(c, { chart: 'line', table: true, donut: false }) },
  { id: 'table', re: /table|comparison|compare/, form: 'desktop', screen: () => mortgage.comparisonTable },
  { id: 'chat', re: /chat|conversation|message|bot/, form: 'phone', screen: () => chatScreen('typing') },
  { id: 'calendar', re: /calendar|date|booking/, form: 'phone', screen: () => travel.calendarScreen },
  { id: 'map', re: /\bmap\b/, form: 'phone', screen: () => travel.mapScreen },
  { id: 'checkout', re: /checkout|payment|cart/, form: 'phone', screen: () => travel.checkoutScreen },
  { id: 'chart', re: /chart|graph/, form: 'laptop', screen: () => (c) => dashboard(c, { chart: 'bar', donut: true }) },
  { id: 'mobile', re: /mobile|app|phone|screen/, form: 'phone', screen: (k) => k.mobile[0]! },
  { id: 'desktop', re: /desktop|website|page|web/, form: 'desktop', screen: (k) => k.desktop[0]! },
];

function deviceComp(id: string, form: 'phone' | 'desktop' | 'laptop', screen: Screen, k: Kit, t: string): Comp {
  if (form === 'phone') return { id, orient: 'portrait', matched: true, draw: (c) => soloPhone(c, screen) };
  if (form === 'laptop') return { id, orient: 'landscape', matched: true, draw: (c) => laptopSolo(c, screen) };
  const withPhone = /mobile and desktop|responsive/.test(t);
  return { id, orient: 'landscape', matched: true, draw: (c) => (withPhone ? laptopPhone(c, screen, k.mobile[0]!) : browserSolo(c, screen)) };
}

function laptopSolo(c: Ctx, screen: Screen): void {
  const lw = 1360;
  laptop(c, (c.w - lw) / 2, (c.h - laptopHeight(lw)) / 2, lw, screen);
}

export function chooseComposition(file: string, alt: string, k: Kit): Comp {
  const t = `${file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]/g, ' ')} ${file} ${alt}`.toLowerCase();
  for (const r of boardRules) {
    if (r.test(t, k)) return { id: r.id, orient: r.orient ?? 'landscape', matched: true, draw: (c) => { panel(c, 2); r.draw(c, k, t); } };
  }
  for (const s of k.screens) {
    if (!s.re.test(t)) continue;
    if (s.form === 'cards') return { id: `cards:${s.re.source}`, orient: 'landscape', matched: true, draw: (c) => { panel(c, 3); variantsRow(c, s.cards!, s.cards!.length > 1); } };
    const comp = deviceComp(`${s.form}:${s.re.source}`, s.form, s.screen!, k, t);
    return { ...comp, draw: (c) => { panel(c, 0); comp.draw(c); } };
  }
  for (const g of genericRules) {
    if (!g.re.test(t)) continue;
    const comp = deviceComp(g.id, g.form, g.screen(k), k, t);
    return { ...comp, draw: (c) => { panel(c, 0); comp.draw(c); } };
  }
  return { id: 'fallback', orient: 'landscape', matched: false, draw: (c) => { panel(c, 1); widgetsBoard(c, k.widgets); } };
}

/** An old long form with crossed-out fields and side notes. */
function formAudit(c: Ctx): void {
  const portrait = c.h > c.w;
  const fw = portrait ? c.w * 0.5 : 560;
  const fx = portrait ? 80 : 180;
  const fy = 40;
  const fh = c.h - 40;
  frame(c, fx, fy, fw, fh + 40, false);
  const marks: Array<[number, number]> = [];
  const rows = Math.floor((fh - 60) / 76);
  const sub = c.child(fw, fh);
  void sub;
  for (let i = 0; i < rows; i++) {
    const y = fy + 40 + i * 76;
    input(c, fx + 40, y, fw - 80, 40, i % 3 !== 1);
    if (i % 3 === 2 || i === 1 || i === 7) {
      c.stroke(`M${fx + 28} ${y + 36}h${fw - 56}`, '#d9534f', 3);
    } else if (marks.length < 4 && i % 2 === 0) marks.push([fx + fw - 24, y + 36]);
  }
  c.layer();
  annotate(c, marks, fx + fw + 100, c.w - fx - fw - 180);
  void checkbox; void button;
}

/** An old homepage in a browser with numbered markers and notes. */
function pageAudit(c: Ctx): void {
  const bw = c.w > c.h ? 1000 : c.w - 340;
  const bh = browserHeight(bw);
  const by = (c.h - bh) / 2;
  const old: Screen = (s) => {
    s.put('<g opacity=".9">');
    mortgage.mortgageHome(s);
    s.layer();
    s.put('</g>');
  };
  browser(c, 60, by, bw, old);
  const k = bw / 1280;
  annotate(c, [[60 + 300 * k, by + (44 + 190) * k], [60 + 260 * k, by + (44 + 430) * k], [60 + 900 * k, by + (44 + 60) * k], [60 + 1000 * k, by + (44 + 400) * k]], 60 + bw + 90, c.w - bw - 200);
}
