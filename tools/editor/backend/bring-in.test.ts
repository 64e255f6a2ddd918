import { describe, expect, it } from 'vitest';
import { broughtInMessage, conflictReport } from './bring-in.ts';

describe('bringing in the online changes', () => {
  it('says, on a conflict, which files both sides changed, that nothing was lost, and what to do, without git words', () => {
    const { failure, message } = conflictReport(['content/projects/huru/index.md', 'content/site.yaml'], 'origin');
    expect(failure).toBe('conflict');
    expect(message).toContain('the case study huru (content/projects/huru/index.md) and content/site.yaml');
    expect(message).toMatch(/Nothing was changed: your saved changes are still here/);
    expect(message).toMatch(/publish again/);
    expect(message).not.toMatch(/\b(git|rebase|merge|pull|force)\b/i);
  });

  it('still says what happened when git names no file', () => {
    expect(conflictReport([], 'origin').message).toMatch(/^The changes made elsewhere and your saved changes change the same lines,/);
  });

  it.each([
    [
      { broughtIn: 1, pending: 1 },
      'Brought in 1 change made elsewhere. Your saved change now comes after it, ready to publish: press Publish now.',
    ],
    [
      { broughtIn: 3, pending: 2 },
      'Brought in 3 changes made elsewhere. Your 2 saved changes now come after them, ready to publish: press Publish now.',
    ],
    [{ broughtIn: 2, pending: 0 }, 'Brought in 2 changes made elsewhere. Everything you saved is online.'],
    [{ broughtIn: 0, pending: 1 }, 'There were no online changes to bring in. Your saved change can be published now.'],
  ])('says what came in and what waits: %o', (result, text) => {
    expect(broughtInMessage(result)).toBe(text);
  });
});
