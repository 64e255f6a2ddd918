// The interaction bench's figures, from what each page load recorded, and its table.
import { median } from '../figures.ts';
import type { Control } from './controls.ts';
import type { PageRecord } from './page-record.ts';

/** One page load's figures. */
export type RunFigures = {
  /** Paint (or, for Enter, the first press) to the answer; null when no answer came. */
  answerMs: number | null;
  /** Presses made before the one that got the answer (all of them without an answer); characters missing, for typing. */
  lost: number;
  presses: number;
  /** Paint to the bench's first press: the instrument's own delay, part of answerMs. */
  firstPressMs: number | null;
  /** First press to the paint of what follows the answer (the unlocked case study), when the control has one. */
  thenMs: number | null;
};

/** Characters typed that the field does not hold (the longest common subsequence of the two is what it kept). */
export function lostCharacters(typed: string, held: string): number {
  const a = [...typed];
  const b = [...held];
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const char of a) {
    const row = [0];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = char === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, row[j - 1] ?? 0);
    previous = row;
  }
  return a.length - (previous[b.length] ?? 0);
}

const round = (ms: number) => Math.round(ms);

/** One page load: `typed` is what the bench typed, for a typing control. */
export function runFigures(record: PageRecord, control: Pick<Control, 'press' | 'from'>, typed = ''): RunFigures {
  const { presses, answerAt, thenPaintedAt, paintedAt } = record;
  const firstPress = presses[0];
  const start = control.from === 'paint' ? paintedAt : firstPress;
  const answerMs = start !== undefined && answerAt !== undefined ? round(answerAt - start) : null;
  let lost: number;
  if (control.press === 'type') lost = lostCharacters(typed, record.fieldValue ?? '');
  else if (control.press === 'none') lost = 0;
  else if (answerAt === undefined) lost = presses.length;
  else lost = Math.max(0, presses.filter((at) => at <= answerAt).length - 1);
  return {
    answerMs,
    lost,
    presses: presses.length,
    firstPressMs: paintedAt !== undefined && firstPress !== undefined ? round(firstPress - paintedAt) : null,
    thenMs: firstPress !== undefined && thenPaintedAt !== undefined ? round(thenPaintedAt - firstPress) : null,
  };
}

/** A row's budget: paint to answer at most `answerMs`, and at most `lost` inputs lost. */
export type InteractionBudget = { answerMs: number; lost: number };

/** One route and control, over the runs: every figure is the median (a run with no answer counts as the slowest). */
export type InteractionRow = {
  route: string;
  control: string;
  label: string;
  runs: number;
  answerMs: number | null;
  /** The row's figure in each run, in the order run (null: no answer), so the spread behind the median shows. */
  eachRun: (number | null)[];
  lost: number | null;
  /** Null for a figure that is reported, not budgeted. */
  budget: InteractionBudget | null;
  perRun: RunFigures[];
};

function medianOrNull(values: (number | null)[]): number | null {
  const value = median(values.map((v) => v ?? Infinity));
  return Number.isFinite(value) ? value : null;
}

/** The control's row, and a reported row for what its answer leads to (if it has one). */
export function summariseInteraction(route: string, control: Control, perRun: RunFigures[], budget: InteractionBudget): InteractionRow[] {
  const answers = perRun.map((run) => run.answerMs);
  const rows: InteractionRow[] = [
    {
      route,
      control: control.id,
      label: control.label,
      runs: perRun.length,
      answerMs: medianOrNull(answers),
      eachRun: answers,
      lost: median(perRun.map((run) => run.lost)),
      budget,
      perRun,
    },
  ];
  if (control.then) {
    const thens = perRun.map((run) => run.thenMs);
    rows.push({
      route,
      control: `${control.id}-then`,
      label: control.then.label,
      runs: perRun.length,
      answerMs: medianOrNull(thens),
      eachRun: thens,
      lost: null,
      budget: null,
      perRun,
    });
  }
  return rows;
}

/** Whether a row meets its budget (a reported row always does). */
export function meetsBudget(row: InteractionRow): boolean {
  if (!row.budget) return true;
  return row.answerMs !== null && row.answerMs <= row.budget.answerMs && row.lost !== null && row.lost <= row.budget.lost;
}

const cell = (value: number | null, none: string) => (value === null ? none : String(Math.round(value)));

/** The table: `route | control | paint→answer (ms) | each run (ms) | lost inputs | budget`, as Markdown. */
export function formatInteractionTable(rows: InteractionRow[]): string {
  const lines = rows.map((row) => {
    const budget = row.budget
      ? `${meetsBudget(row) ? '✓' : '✗'} ≤ ${row.budget.answerMs} ms, ${row.budget.lost} lost`
      : 'reported, no budget';
    const eachRun = row.eachRun.map((value) => cell(value, 'none')).join(' · ');
    return `| ${row.route} | ${row.label} | ${cell(row.answerMs, 'no answer')} | ${eachRun} | ${cell(row.lost, '—')} | ${budget} |`;
  });
  return [
    '| route | control | paint→answer (ms) | each run (ms) | lost inputs | budget |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
    '| every route | links | — | — | — | plain anchors: they work before the app starts, not measured |',
  ].join('\n');
}
