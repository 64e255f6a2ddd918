import { describe, expect, it } from 'vitest';
import { broughtInMessage, conflictReport, heldReason, heldReport, incomingList, parseRawChanges } from './bring-in.ts';

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

describe('what comes in from the online copy', () => {
  const change = (path: string, mode = '100644', status = 'M') => ({ path, mode, status });

  it('reads git’s list of a commit’s changes, links and odd names included', () => {
    const raw =
      ':100644 100644 1111111 2222222 M\0vite.config.ts\0' +
      ':000000 120000 0000000 3333333 A\0content/projects/huru/media/a.png\0' +
      ':100644 000000 4444444 0000000 D\0content/a\nb.md\0';
    expect(parseRawChanges(raw)).toEqual([
      change('vite.config.ts'),
      change('content/projects/huru/media/a.png', '120000', 'A'),
      change('content/a\nb.md', '000000', 'D'),
    ]);
    expect(parseRawChanges('')).toEqual([]);
  });

  it('brings in files in content/, changed, added or removed', () => {
    expect(heldReason(change('content/site.yaml'))).toBeNull();
    expect(heldReason(change('content/projects/huru/media/01.webp', '100644', 'A'))).toBeNull();
    expect(heldReason(change('content/projects/old/index.md', '000000', 'D'))).toBeNull();
  });

  it('holds back anything outside content/, a link anywhere, and a submodule', () => {
    expect(heldReason(change('vite.config.ts'))).toMatch(/outside content\//);
    expect(heldReason(change('package.json', '000000', 'D'))).toMatch(/removed, and outside content\//);
    expect(heldReason(change('contents/x.md'))).toMatch(/outside content\//);
    expect(heldReason(change('content/projects/huru/media/a.png', '120000', 'A'))).toMatch(/a link/);
    expect(heldReason(change('content/site.yaml', '120000', 'T'))).toMatch(/a link/);
    expect(heldReason(change('content/vendor', '160000', 'A'))).toMatch(/submodule/);
  });

  it('names each file held back, the change it is in and why, and says how it comes in instead', () => {
    const report = heldReport(
      [
        { subject: 'Faster build', changes: [change('vite.config.ts'), change('content/site.yaml')] },
        { subject: 'New picture', changes: [change('content/projects/huru/media/a.png', '120000', 'A')] },
      ],
      'origin',
    );
    expect(report?.failure).toBe('not-content');
    expect(report?.message).toMatch(/^Nothing was brought in: the online copy \(origin\)/);
    expect(report?.message).toContain('- vite.config.ts (in “Faster build”): outside content/');
    expect(report?.message).toContain('- content/projects/huru/media/a.png (in “New picture”): a link (symbolic link)');
    expect(report?.message).not.toContain('content/site.yaml');
    expect(report?.message).toMatch(/bring them in by hand \(docs\/editor\.md/);
  });

  it('holds nothing back when every change is a file in content/', () => {
    expect(heldReport([{ subject: 'Copy edit', changes: [change('content/site.yaml')] }], 'origin')).toBeNull();
  });

  it('lists each commit with its files once, odd names spelt out', () => {
    const commits = [{ subject: 'Two\u202E edits', changes: [change('content/a.md'), change('content/a.md'), change('content/b\nc.md')] }];
    expect(incomingList(commits)).toEqual([{ subject: 'Two edits', files: ['content/a.md', '"content/b\\nc.md"'] }]);
  });
});
