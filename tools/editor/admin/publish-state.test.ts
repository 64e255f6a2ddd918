import { describe, expect, it } from 'vitest';
import {
  bringInMessage,
  canBringIn,
  canPublish,
  incomingMessage,
  offersBringIn,
  publishSummary,
  resultMessage,
  type PublishStatus,
} from './publish-state.ts';

const status = (change: Partial<PublishStatus> = {}): PublishStatus => ({
  branch: 'main',
  remote: 'origin',
  pending: ['Huru: subtitle', 'Site settings: headlines'],
  problems: [],
  warnings: [],
  unrecorded: null,
  ...change,
});

describe('the Publish panel', () => {
  it('counts the saved changes not yet online', () => {
    expect(publishSummary(status())).toMatch(/2 saved changes/);
    expect(publishSummary(status({ pending: ['Huru: subtitle'] }))).toMatch(/1 saved change$/);
    expect(publishSummary(status({ pending: [] }))).toMatch(/all saved changes are online/);
  });

  it('says there are problems to fix before anything else, and does not publish', () => {
    const invalid = status({ problems: ['content/site.yaml:3: email is not an address; write it as name@example.com.'] });
    expect(publishSummary(invalid)).toMatch(/1 problem to fix/);
    expect(canPublish(invalid)).toBe(false);
  });

  it('counts the content check’s warnings beside the saved changes, and publishes with them', () => {
    const warning =
      'content/projects/mango/index.md:12: teaser.outcome names "Mango", the real name of the project; write it without the name.';
    const warned = status({ warnings: [warning] });
    expect(publishSummary(warned)).toMatch(/2 saved changes · 1 warning$/);
    expect(publishSummary(status({ warnings: [warning, `${warning} Again.`], pending: [] }))).toMatch(
      /all saved changes are online · 2 warnings$/,
    );
    expect(canPublish(warned)).toBe(true);
    // A problem still comes first, and still holds publishing back.
    const both = status({ warnings: [warning], problems: ['content/site.yaml:3: email is not an address; write it as name@example.com.'] });
    expect(publishSummary(both)).toMatch(/1 problem to fix$/);
    expect(canPublish(both)).toBe(false);
  });

  it('publishes only with somewhere to publish to and something to publish', () => {
    expect(canPublish(status())).toBe(true);
    expect(canPublish(status({ pending: [] }))).toBe(false);
    expect(canPublish(status({ remote: null }))).toBe(false);
    expect(canPublish(undefined)).toBe(false);
  });

  it('reports a publish as done, or passes on why it stopped', () => {
    expect(resultMessage({ published: ['Huru: subtitle'], remote: 'origin' })).toMatchObject({
      ok: true,
      text: expect.stringMatching(/^Published 1 change\./),
    });
    expect(resultMessage({ failure: 'moved-on', message: 'Bring those changes in first.' })).toEqual({
      ok: false,
      text: 'Bring those changes in first.',
    });
  });

  it('offers to bring in the online changes after a publish that found them, and not otherwise', () => {
    expect(offersBringIn({ failure: 'moved-on', message: '…' })).toBe(true);
    expect(offersBringIn({ failure: 'network', message: '…' })).toBe(false);
    expect(offersBringIn({ failure: 'conflict', message: '…' })).toBe(false);
    expect(offersBringIn({ published: ['Huru: subtitle'], remote: 'origin' })).toBe(false);
    expect(offersBringIn(undefined)).toBe(false);
  });

  it('says what bringing in did, or why it changed nothing', () => {
    expect(bringInMessage({ broughtIn: 1, pending: 1 })).toEqual({
      ok: true,
      text: expect.stringMatching(/^Brought in 1 change/) as string,
    });
    expect(bringInMessage({ failure: 'conflict', message: 'Nothing was changed.' })).toEqual({ ok: false, text: 'Nothing was changed.' });
  });

  it('offers to bring in the listed online changes only when none is held back', () => {
    const listed = { tip: 'a'.repeat(40), commits: [{ subject: 'Notes', files: ['content/notes.md'] }], held: null };
    expect(canBringIn(listed)).toBe(true);
    expect(incomingMessage(listed)).toMatchObject({
      ok: true,
      text: expect.stringMatching(/^This change was made elsewhere\. Press Bring these in/),
    });
    const held = { ...listed, held: 'Nothing was brought in: vite.config.ts is outside content/.' };
    expect(canBringIn(held)).toBe(false);
    expect(incomingMessage(held)).toEqual({ ok: false, text: held.held });
    expect(canBringIn({ ...listed, commits: [] })).toBe(false);
    expect(incomingMessage({ ...listed, commits: [] })).toBeNull();
    expect(canBringIn({ failure: 'network', message: 'Not reached.' })).toBe(false);
    expect(incomingMessage({ failure: 'network', message: 'Not reached.' })).toEqual({ ok: false, text: 'Not reached.' });
  });
});
