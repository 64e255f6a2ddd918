import { describe, expect, it } from 'vitest';
import { checkInteractionBudgets, interactionBudget } from '../budgets.ts';
import { frameIntervalMs } from '../../../app/features/frames/slideshow.ts';
import { interactionPlan, type Control } from './controls.ts';
import type { PageRecord } from './page-record.ts';
import { formatInteractionTable, lostCharacters, runFigures, summariseInteraction, type RunFigures } from './report.ts';
import { routeSetOf } from './routes.ts';

const record = (overrides: Partial<PageRecord>): PageRecord => ({ presses: [], changedBeforePress: 0, states: [], ...overrides });
const tap = { press: 'tap', from: 'paint' } as const;

describe('runFigures', () => {
  it('times paint to answer, and counts the presses made before the one the answer followed as lost', () => {
    const figures = runFigures(record({ paintedAt: 1000, presses: [1010, 1120, 1230, 1340], answerAt: 1250 }), tap);
    expect(figures).toEqual({ answerMs: 250, lost: 2, presses: 4, firstPressMs: 10, thenMs: null });
  });

  it('counts nothing lost when the first press is answered, and presses after the answer never count', () => {
    expect(runFigures(record({ paintedAt: 1000, presses: [1010, 1120], answerAt: 1030 }), tap)).toMatchObject({ answerMs: 30, lost: 0 });
  });

  it('gives no time and counts every press lost when no answer came', () => {
    expect(runFigures(record({ paintedAt: 1000, presses: [1010, 1120, 1230] }), tap)).toMatchObject({ answerMs: null, lost: 3 });
  });

  it('times from the first press when the control is measured from it, and what follows the answer from the same press', () => {
    const enter = { press: 'fill-then-enter', from: 'first-press' } as const;
    const figures = runFigures(record({ paintedAt: 1000, presses: [1800, 1910], answerAt: 1950, thenPaintedAt: 2600 }), enter);
    expect(figures).toMatchObject({ answerMs: 150, lost: 1, thenMs: 800 });
  });

  it('counts the characters a field lost, not its keystrokes, for typing', () => {
    const typing = { press: 'type', from: 'first-press' } as const;
    const figures = runFigures(record({ paintedAt: 900, presses: [1000, 1100, 1200], answerAt: 1005, fieldValue: 'ac' }), typing, 'abc');
    expect(figures).toMatchObject({ answerMs: 5, lost: 1 });
  });

  it('loses nothing by definition when nothing is pressed (the slideshow starting on its own)', () => {
    expect(runFigures(record({ paintedAt: 1000, answerAt: 1710 }), { press: 'none', from: 'paint' })).toMatchObject({
      answerMs: 710,
      lost: 0,
    });
  });
});

describe('lostCharacters', () => {
  it('counts what was typed and is missing, wherever it went', () => {
    expect(lostCharacters('velvet harbour', 'velvet harbour')).toBe(0);
    expect(lostCharacters('velvet harbour', 'harbour')).toBe(7);
    expect(lostCharacters('velvet harbour', 'velvt harbur')).toBe(2);
    expect(lostCharacters('velvet', '')).toBe(6);
  });
});

const control = (overrides: Partial<Control> = {}): Control => ({
  id: 'theme',
  label: 'theme toggle (tap)',
  target: '.theme-toggle',
  press: 'tap',
  answer: { kind: 'change', reads: [{ selector: 'html', attribute: 'data-theme' }] },
  from: 'paint',
  ...overrides,
});
const run = (answerMs: number | null, lost: number, thenMs: number | null = null): RunFigures => ({
  answerMs,
  lost,
  presses: lost + 1,
  firstPressMs: 5,
  thenMs,
});

describe('summariseInteraction and the budgets', () => {
  it('takes the median of the runs, a run with no answer counting as the slowest', () => {
    const [row] = summariseInteraction('/', control(), [run(40, 0), run(null, 5), run(60, 1)], interactionBudget('theme'));
    expect(row).toMatchObject({ route: '/', control: 'theme', runs: 3, answerMs: 60, lost: 1 });
    const [none] = summariseInteraction('/', control(), [run(null, 5), run(null, 4), run(60, 0)], interactionBudget('theme'));
    expect(none?.answerMs).toBeNull();
  });

  it('holds every control to 100 ms and nothing lost, and the slideshow to one frame interval and 100 ms', () => {
    expect(interactionBudget('hero-tap')).toEqual({ answerMs: 100, lost: 0 });
    expect(interactionBudget('slideshow-start')).toEqual({ answerMs: frameIntervalMs + 100, lost: 0 });
    const rows = [
      ...summariseInteraction('/', control(), [run(90, 0)], interactionBudget('theme')),
      ...summariseInteraction('/about', control(), [run(90, 1)], interactionBudget('theme')),
      ...summariseInteraction('/cv', control(), [run(140, 0)], interactionBudget('theme')),
      ...summariseInteraction('/404.html', control(), [run(null, 30)], interactionBudget('theme')),
    ];
    expect(checkInteractionBudgets(rows)).toEqual([
      '/about theme toggle (tap): paint→answer 90 ms, 1 lost (budget ≤ 100 ms, 0 lost)',
      '/cv theme toggle (tap): paint→answer 140 ms, 0 lost (budget ≤ 100 ms, 0 lost)',
      '/404.html theme toggle (tap): paint→answer no answer, 30 lost (budget ≤ 100 ms, 0 lost)',
    ]);
  });

  it('reports what an answer leads to in a row of its own, with no budget', () => {
    const enter = control({ id: 'gate-enter', label: 'Enter', then: { selector: 'main .cover', label: 'unlocked painted' } });
    const rows = summariseInteraction(
      '/mango',
      enter,
      [run(80, 0, 900), run(70, 0, 1100), run(60, 0, 1000)],
      interactionBudget('gate-enter'),
    );
    expect(rows.map((row) => [row.control, row.answerMs, row.lost, row.budget])).toEqual([
      ['gate-enter', 70, 0, { answerMs: 100, lost: 0 }],
      ['gate-enter-then', 1000, null, null],
    ]);
    expect(checkInteractionBudgets(rows)).toEqual([]);
  });
});

describe('formatInteractionTable', () => {
  it('prints one Markdown row per route and control, with every run beside the median, marking each budget met or missed, and says links are not measured', () => {
    const rows = [
      ...summariseInteraction('/', control(), [run(42.4, 0), run(130, 1), run(61, 0)], interactionBudget('theme')),
      ...summariseInteraction('/about', control(), [run(null, 12)], interactionBudget('theme')),
    ];
    const lines = formatInteractionTable(rows).split('\n');
    expect(lines[0]).toBe('| route | control | paint→answer (ms) | each run (ms) | lost inputs | budget |');
    expect(lines[2]).toBe('| / | theme toggle (tap) | 61 | 42 · 130 · 61 | 0 | ✓ ≤ 100 ms, 0 lost |');
    expect(lines[3]).toBe('| /about | theme toggle (tap) | no answer | none | 12 | ✗ ≤ 100 ms, 0 lost |');
    expect(lines.at(-1)).toMatch(/^\| every route \| links \| — \| — \| — \| .*not measured/);
  });
});

describe('interactionPlan', () => {
  it('measures the theme toggle on every route, then each route its own controls', () => {
    const routes = ['/', '/about', '/huru', '/private', '/mango', '/404.html'];
    const plan = interactionPlan(routeSetOf(routes, ['stayforlong', 'huru'], ['mango']));
    const byRoute = (route: string) => plan.filter((m) => m.route === route).map((m) => m.control.id);
    expect(byRoute('/')).toEqual(['theme', 'hero-tap', 'hero-enter', 'hero-space', 'card-hover', 'card-focus']);
    expect(byRoute('/about')).toEqual(['theme']);
    expect(byRoute('/huru')).toEqual(['theme', 'slideshow-start', 'slideshow-pause']);
    expect(byRoute('/private')).toEqual(['theme', 'gate-typing', 'gate-enter']);
    expect(byRoute('/mango')).toEqual(['theme', 'gate-typing', 'gate-enter']);
    expect(byRoute('/404.html')).toEqual(['theme']);
    // The card measured is the first public project's, which has frames to cycle.
    expect(plan.find((m) => m.control.id === 'card-hover')?.control.target).toBe('.project-card[href$="/stayforlong"]');
  });
});
