// What the page-side recorder (recorder.ts) and the bench share: its
// configuration, what it records, and the names it uses on window.
import type { Answer, PressEvent } from './controls.ts';

export type RecorderConfig = {
  target: string;
  pressEvent: PressEvent;
  answer: Answer;
  /** Also time the first paint of this, after the first press. */
  then?: string;
  /** Where focus goes once the control is laid out: on it (its presses are keys), or on the element before it (Tab). */
  focus?: 'target' | 'before-target';
};

/** What one page load recorded; every time in the page's clock (ms from navigation start). */
export type PageRecord = {
  fcp?: number;
  /** The first frame the control was laid out in, and not before the first contentful paint. */
  paintedAt?: number;
  /** The first frame the control was laid out in. */
  laidOutAt?: number;
  /** When this page learnt of its first paint and told the bench the control was painted. */
  reportedAt?: number;
  /** Each press as the page received it (the event's timeStamp). */
  presses: number[];
  answerAt?: number;
  /** How often the answer's attributes changed with no press made (not an answer: the baseline moved on). */
  changedBeforePress: number;
  /** Every state the answer read, from the control's first layout on, and when. */
  states: { at: number; state: string }[];
  thenPaintedAt?: number;
  /** The field's value when the bench read it (typing only). */
  fieldValue?: string;
};

export const configGlobal = '__interactionBenchConfig';
export const recordGlobal = '__interactionBenchRecord';
export const bindingName = '__interactionBenchReport';
