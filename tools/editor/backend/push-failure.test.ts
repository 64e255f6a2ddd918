import { describe, expect, it } from 'vitest';
import { pushFailure } from './push-failure.ts';

// What git 2.x writes on each kind of failed push.
const said = {
  movedOn: [
    'To /tmp/remote.git',
    ' ! [rejected]        HEAD -> main (fetch first)',
    "error: failed to push some refs to '/tmp/remote.git'",
    'hint: Updates were rejected because the remote contains work that you do not',
  ].join('\n'),
  nonFastForward: ' ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs',
  credentials: "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/nora/portfolio.git/'",
  noPrompt: "fatal: could not read Username for 'https://github.com': terminal prompts disabled",
  sshKey: 'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.',
  offline: "fatal: unable to access 'https://github.com/nora/portfolio.git/': Could not resolve host: github.com",
  hook: ' ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs',
};

describe('what a failed push means for the owner', () => {
  it.each([
    ['the remote moved on', said.movedOn, 'moved-on'],
    ['a non-fast-forward push', said.nonFastForward, 'moved-on'],
    ['a refused password', said.credentials, 'credentials'],
    ['no credential helper to ask', said.noPrompt, 'credentials'],
    ['an SSH key not accepted', said.sshKey, 'credentials'],
    ['no network', said.offline, 'network'],
    ['a hook that refuses', said.hook, 'refused'],
    ['anything else', 'fatal: something new', 'unknown'],
  ])('%s', (_, stderr, failure) => {
    const report = pushFailure(stderr, 'origin');
    expect(report.failure).toBe(failure);
    // Whatever happened, the owner learns their work is still there.
    expect(report.message).toMatch(/kept/);
  });

  it('says how to bring in the changes made elsewhere, with the panel’s button, in no git words', () => {
    const { message } = pushFailure(said.movedOn, 'origin');
    expect(message).toMatch(/Press “Bring in the online changes”/);
    expect(message).not.toMatch(/\b(git|pull|rebase|force)\b/i);
  });

  it('names the button to press again', () => {
    expect(pushFailure(said.offline, 'origin', '“Bring in the online changes”').message).toMatch(
      /press “Bring in the online changes” again/,
    );
    expect(pushFailure(said.offline, 'origin').message).toMatch(/press Publish again/);
  });
});
