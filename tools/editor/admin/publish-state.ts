import { broughtInMessage, type BringInResult, type IncomingReport } from '../backend/bring-in.ts';
import type { PublishResult, PublishStatus } from '../backend/publishing.ts';
import type { FailureReport } from '../backend/push-failure.ts';
import { staleEditorMessage, staleEditorStatus } from '../stale-editor.ts';

export type { BringInResult, IncomingReport, PublishResult, PublishStatus };
export { bringInLabel } from '../backend/push-failure.ts';

/** The button that brings in the online changes once the panel has listed them. */
export const bringInListedLabel = 'Bring these in';

/**
 * The panel's words for what the content check found in the saved content: problems, which the
 * build would stop on and which hold publishing back, and warnings, which it says and goes on with.
 */
export const checkWords = {
  problems: 'Not ready to publish: the site would not build. Fix this, save, and publish again.',
  problemsList: 'Problems to fix',
  warnings: 'Worth a look: the site builds and you can publish, but check each of these first. If one is right as it is, publish anyway.',
  warningsList: 'Warnings to check',
};

const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The Publish button's words: what publishing would do now, in a few words, and how many warnings to check. */
export function publishSummary(status: PublishStatus | undefined): string {
  if (!status) return 'Publish';
  if (status.problems.length > 0) return `Publish · ${counted(status.problems.length, 'problem', 'problems')} to fix`;
  const count = status.pending.length;
  const pending = count === 0 ? 'all saved changes are online' : counted(count, 'saved change', 'saved changes');
  const warnings = status.warnings.length > 0 ? ` · ${counted(status.warnings.length, 'warning', 'warnings')}` : '';
  return `Publish · ${pending}${warnings}`;
}

/** Whether the panel lets the owner publish now: the content check's warnings do not stop it, its problems do. */
export const canPublish = (status: PublishStatus | undefined) =>
  status !== undefined && status.remote !== null && status.problems.length === 0 && status.pending.length > 0;

/** What a publish that ended says: what went online, or why nothing did and what to do. */
export function resultMessage(result: PublishResult): { ok: boolean; text: string } {
  if ('failure' in result) return { ok: false, text: result.message };
  const count = result.published.length;
  return {
    ok: true,
    text: `Published ${count === 1 ? '1 change' : `${count} changes`}. The site's host builds and puts it online in a few minutes.`,
  };
}

/** Whether the panel offers to bring in the online changes: after a publish that found the online copy moved on. */
export const offersBringIn = (result: PublishResult | BringInResult | undefined) =>
  result !== undefined && 'failure' in result && result.failure === 'moved-on';

/** What bringing in the online changes ended with: what came in and what waits, or why nothing changed. */
export function bringInMessage(result: BringInResult): { ok: boolean; text: string } {
  return 'failure' in result ? { ok: false, text: result.message } : { ok: true, text: broughtInMessage(result) };
}

/**
 * What the list of online changes says under it: that they can come in, or why they cannot (a failed
 * fetch, or changes the editor does not bring in, each named); null when there is nothing to bring in.
 */
export function incomingMessage(report: IncomingReport | FailureReport): { ok: boolean; text: string } | null {
  if ('failure' in report) return { ok: false, text: report.message };
  if (report.held) return { ok: false, text: report.held };
  const count = report.commits.length;
  if (count === 0) return null;
  return {
    ok: true,
    text: `${count === 1 ? 'This change was' : `These ${count} changes were`} made elsewhere. Press ${bringInListedLabel} to add ${count === 1 ? 'it' : 'them'} to yours here.`,
  };
}

/** Whether the panel offers to bring in the listed online changes: some, and none of them held back. */
export const canBringIn = (report: IncomingReport | FailureReport | undefined) =>
  report !== undefined && !('failure' in report) && report.held === null && report.commits.length > 0;

/** One call to the editor's backend, through the same checks as every other (the token is in `api`). */
export async function callBackend<T>(
  api: string,
  action: 'publishStatus' | 'publish' | 'incoming' | 'bringIn',
  params: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(api, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action, params }),
  });
  if (response.status === staleEditorStatus) throw new Error(staleEditorMessage);
  if (!response.ok) throw new Error(`The editor's backend answered ${response.status}: is npm run edit still running?`);
  return (await response.json()) as T;
}
