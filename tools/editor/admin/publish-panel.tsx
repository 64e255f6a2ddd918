import { useCallback, useEffect, useId, useState } from 'react';
import {
  bringInLabel,
  bringInListedLabel,
  bringInMessage,
  callBackend,
  canBringIn,
  canPublish,
  checkWords,
  incomingMessage,
  offersBringIn,
  publishSummary,
  resultMessage,
  type BringInResult,
  type IncomingReport,
  type PublishResult,
  type PublishStatus,
} from './publish-state.ts';
import type { FailureReport } from '../backend/push-failure.ts';

/** The event the editor page sends when Decap has saved an entry (editor-page.ts). */
export const savedEvent = 'editor:saved';

type PublishPanelProps = { api: string };

/** What the content check found of one kind (problems, or warnings), under its words; nothing when it found none. */
function CheckLines({ lines, intro, label, className }: { lines: string[]; intro: string; label: string; className: string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p>{intro}</p>
      <ul aria-label={label} className={className}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The Publish button, at the foot of the editor, and its panel: the saved
 * changes not yet online, in the owner's words; the content check's problems
 * (file, line, fix), which hold publishing back, and its warnings, which do
 * not; the result of a publish;
 * and, when the online copy moved on, the button that lists those changes,
 * file by file, and then the one that brings them in, unless some are held
 * back (outside content/, or links: bring-in.ts), which it names.
 */
export function PublishPanel({ api }: PublishPanelProps) {
  const [status, setStatus] = useState<PublishStatus>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'publish' | 'bringIn'>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [movedOn, setMovedOn] = useState(false);
  const [incoming, setIncoming] = useState<IncomingReport | FailureReport>();
  const panelId = useId();

  const refresh = useCallback(async () => {
    try {
      setStatus(await callBackend<PublishStatus>(api, 'publishStatus'));
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    }
  }, [api]);

  useEffect(() => {
    const again = () => void refresh();
    again();
    window.addEventListener(savedEvent, again);
    window.addEventListener('focus', again);
    return () => {
      window.removeEventListener(savedEvent, again);
      window.removeEventListener('focus', again);
    };
  }, [refresh]);

  async function run(action: 'publish' | 'bringIn') {
    setBusy(action);
    setResult(undefined);
    try {
      const tip = incoming && 'tip' in incoming ? incoming.tip : undefined;
      const answer = await callBackend<PublishResult | BringInResult>(api, action, action === 'bringIn' ? { tip } : {});
      setMovedOn(offersBringIn(answer));
      setIncoming(undefined);
      setResult(action === 'publish' ? resultMessage(answer as PublishResult) : bringInMessage(answer as BringInResult));
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(undefined);
      await refresh();
    }
  }

  /** Lists what the online copy has, before anything comes in. */
  async function list() {
    setBusy('bringIn');
    setResult(undefined);
    try {
      const report = await callBackend<IncomingReport | FailureReport>(api, 'incoming');
      setIncoming(report);
      setResult(incomingMessage(report) ?? undefined);
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(undefined);
    }
  }

  function toggle() {
    // Opened: what is pending now, not when the page last asked.
    if (!open) void refresh();
    setOpen(!open);
  }

  return (
    <div className="publish">
      {open && (
        <section className="publish-panel" id={panelId} role="dialog" aria-label="Publish to the site">
          <h2>Publish to the site</h2>
          {status?.unrecorded && <p className="publish-problem">{status.unrecorded}</p>}
          {status && (
            <CheckLines lines={status.problems} intro={checkWords.problems} label={checkWords.problemsList} className="publish-problems" />
          )}
          {status && (
            <CheckLines lines={status.warnings} intro={checkWords.warnings} label={checkWords.warningsList} className="publish-warnings" />
          )}
          {status && status.pending.length > 0 ? (
            <>
              <p>Saved, not yet online:</p>
              <ol aria-label="Saved changes to publish" className="publish-changes">
                {status.pending.map((change, i) => (
                  <li key={`${i}:${change}`}>{change}</li>
                ))}
              </ol>
            </>
          ) : (
            status && <p>Everything you saved is online.</p>
          )}
          {status && status.remote === null && (
            <p>This project has no online copy to publish to yet: docs/editor.md says how to connect one.</p>
          )}
          {incoming && 'commits' in incoming && incoming.commits.length > 0 && (
            <>
              <p>Made elsewhere, not yet here:</p>
              <ol aria-label="Online changes to bring in" className="publish-changes">
                {incoming.commits.map((commit, i) => (
                  <li key={`${i}:${commit.subject}`}>
                    {commit.subject}
                    <ul aria-label={`Files changed by ${commit.subject}`}>
                      {commit.files.map((file) => (
                        <li key={file}>{file}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </>
          )}
          <div className="publish-actions">
            {movedOn && !canBringIn(incoming) && (
              <button type="button" className="publish-now" disabled={busy !== undefined} onClick={() => void list()}>
                {busy === 'bringIn' ? 'Looking…' : bringInLabel}
              </button>
            )}
            {movedOn && canBringIn(incoming) && (
              <button type="button" className="publish-now" disabled={busy !== undefined} onClick={() => void run('bringIn')}>
                {busy === 'bringIn' ? 'Bringing in…' : bringInListedLabel}
              </button>
            )}
            <button
              type="button"
              className="publish-now"
              disabled={busy !== undefined || movedOn || !canPublish(status)}
              onClick={() => void run('publish')}
            >
              {busy === 'publish' ? 'Publishing…' : 'Publish now'}
            </button>
          </div>
          <p role="status" className={result?.ok === false ? 'publish-problem' : undefined}>
            {result?.text}
          </p>
        </section>
      )}
      <button type="button" className="publish-toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {publishSummary(status)}
      </button>
    </div>
  );
}
