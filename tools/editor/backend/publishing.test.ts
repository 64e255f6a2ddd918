import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPortfolio } from '../../testing/copy-site.ts';
import { editorHistory } from './publishing.ts';

// A copy of the test portfolio's content in a repository of its own, with a bare repository as its remote: the project's own history is never touched.
let folder: string;
let root: string;
let remote: string;
const sh = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com'];

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'editor-history-'));
  root = path.join(folder, 'site');
  remote = path.join(folder, 'remote.git');
  cpSync(testPortfolio, path.join(root, 'content'), { recursive: true });
  sh(folder, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  sh(root, 'init', '--quiet', '--initial-branch=main');
  sh(root, 'config', 'user.name', 'Nora');
  sh(root, 'config', 'user.email', 'nora@example.com');
  sh(root, 'add', '.');
  sh(root, 'commit', '--quiet', '-m', 'Start');
  sh(root, 'remote', 'add', 'origin', remote);
  sh(root, 'push', '--quiet', '-u', 'origin', 'main');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const site = 'content/site.yaml';
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
const subjects = () => sh(root, 'log', '--format=%s', 'origin/main..HEAD').split('\n').filter(Boolean).reverse();

// Each test runs git and the content check in a scratch repository: seconds each on a busy machine.
describe('saves and publishing', { timeout: 60_000 }, () => {
  it('records two quick saves as two commits, in order, each with only its file', async () => {
    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: first@example.com'));
    const first = history.record([{ file: site, changed: ['email'] }]);
    const second = history.save(async () => {
      edit(site, (text) => text.replace(/^email: .*$/m, 'email: second@example.com'));
      return { result: 'saved', saved: [{ file: site, changed: ['email'] }] };
    });
    await Promise.all([first, second]);
    expect(subjects()).toEqual(['Site settings: email', 'Site settings: email']);
    expect(sh(root, 'show', '--format=', '--name-only', 'HEAD')).toBe(site);
    expect(sh(root, 'show', 'HEAD~1:content/site.yaml')).toMatch(/^email: first@example\.com$/m);
    expect(sh(root, 'show', 'HEAD:content/site.yaml')).toMatch(/^email: second@example\.com$/m);
  });

  it('records a file named content/* alone: its name is not a pattern for every changed file', async () => {
    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: not-yet-saved@example.com'));
    writeFileSync(path.join(root, 'content', '*'), 'an upload with an odd name\n');
    await history.record([{ file: 'content/*', whole: 'added' }]);
    expect(sh(root, 'show', '--format=', '--name-only', 'HEAD')).toBe('content/*');
    expect(sh(root, 'status', '--porcelain')).toBe(`M ${site}`);
  });

  it('keeps a save’s record on one line: a file name cannot add a trailer to it', async () => {
    const history = editorHistory(root);
    const forged = 'content/about/media/a\n\nSigned-off-by: Mallory <mallory@example.com>\n.png';
    writeFileSync(path.join(root, forged), 'png');
    await history.record([{ file: forged, whole: 'added' }]);
    expect(sh(root, 'show', '--format=', '--name-only', '-z', 'HEAD').replace(/\0$/, '')).toBe(forged);
    expect(sh(root, 'log', '-1', '--format=%B')).not.toContain('\n');
    expect(sh(root, 'log', '-1', '--format=%(trailers)')).toBe('');
    expect(sh(root, 'log', '-1', '--format=%s')).toMatch(/Signed-off-by: Mallory/);
  });

  it('lists what will be published, publishes it, and the remote’s branch advances', async () => {
    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: new@example.com'));
    await history.record([{ file: site, changed: ['email'] }]);
    const status = await history.status();
    expect(status).toMatchObject({ branch: 'main', remote: 'origin', pending: ['Site settings: email'], problems: [] });
    expect(await history.publish()).toEqual({ published: ['Site settings: email'], remote: 'origin' });
    expect(sh(remote, 'rev-parse', 'main')).toBe(sh(root, 'rev-parse', 'HEAD'));
    expect((await history.status()).pending).toEqual([]);
  });

  it('does not push content that would stop the build, and names file, line and fix', async () => {
    const history = editorHistory(root);
    const before = sh(remote, 'rev-parse', 'main');
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: not-an-address'));
    await history.record([{ file: site, changed: ['email'] }]);
    expect((await history.status()).problems).toEqual([expect.stringMatching(/^content\/site\.yaml:\d+: email .+; .+/)]);
    const result = await history.publish();
    expect(result).toMatchObject({ failure: 'content', message: expect.stringMatching(/content\/site\.yaml:\d+: email/) });
    expect(sh(remote, 'rev-parse', 'main')).toBe(before);
  });

  it('does not push what it cannot check: a saved change that holds no content folder', async () => {
    const history = editorHistory(root);
    const before = sh(remote, 'rev-parse', 'main');
    sh(root, 'rm', '-r', '--quiet', 'content');
    sh(root, ...identity, 'commit', '--quiet', '-m', 'Everything removed');
    expect((await history.status()).problems).toEqual([
      expect.stringMatching(/^content\/: the last saved change holds no content folder .*put content\/ back/),
    ]);
    expect(await history.publish()).toMatchObject({
      failure: 'content',
      message: expect.stringMatching(/^Not published: .*\ncontent\/: /s),
    });
    expect(sh(remote, 'rev-parse', 'main')).toBe(before);
  });

  it('publishes content the check only warns about, and names file, line and fix of each warning', async () => {
    const history = editorHistory(root);
    const mango = 'content/projects/mango/index.md';
    // A codename hides the client's name; a public teaser line that names it all the same is a warning, not a problem.
    edit(mango, (text) =>
      text.replace(/^access: private$/m, 'access: private\ncodename:\n  name: Lighthouse').replace(/^( {2}outcome: )/m, '$1At Mango, '),
    );
    await history.record([{ file: mango, changed: ['codename', 'teaser'] }]);
    const status = await history.status();
    expect(status.problems).toEqual([]);
    expect(status.warnings).toEqual([
      expect.stringMatching(/^content\/projects\/mango\/index\.md:\d+: teaser\.outcome names "Mango".+; .+/),
    ]);
    expect(await history.publish()).toMatchObject({ published: [status.pending[0]] });
    expect(sh(remote, 'rev-parse', 'main')).toBe(sh(root, 'rev-parse', 'HEAD'));
  });

  it('is refused when the remote moved on: nothing forced, the local commits stay', async () => {
    const elsewhere = path.join(folder, 'elsewhere');
    sh(folder, 'clone', '--quiet', remote, elsewhere);
    writeFileSync(path.join(elsewhere, 'notes.txt'), 'changed online\n');
    sh(elsewhere, 'add', '.');
    sh(elsewhere, ...identity, 'commit', '--quiet', '-m', 'Changed online');
    sh(elsewhere, 'push', '--quiet');
    const online = sh(remote, 'rev-parse', 'main');

    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: new@example.com'));
    await history.record([{ file: site, changed: ['email'] }]);
    const mine = sh(root, 'rev-parse', 'HEAD');
    expect(await history.publish()).toMatchObject({ failure: 'moved-on', message: expect.stringMatching(/kept/) });
    expect(sh(remote, 'rev-parse', 'main')).toBe(online);
    expect(sh(root, 'rev-parse', 'HEAD')).toBe(mine);
  });

  /** A commit made on another computer and published: the remote's main moves on. */
  function publishElsewhere(change: (site: string) => void, subject: string) {
    const elsewhere = path.join(folder, 'elsewhere');
    rmSync(elsewhere, { recursive: true, force: true });
    sh(folder, 'clone', '--quiet', remote, elsewhere);
    change(elsewhere);
    sh(elsewhere, 'add', '--all');
    sh(elsewhere, ...identity, 'commit', '--quiet', '-m', subject);
    sh(elsewhere, 'push', '--quiet');
    return sh(remote, 'rev-parse', 'main');
  }

  it('lists the online changes first, then brings in exactly those, and the saved change comes after them', async () => {
    const online = publishElsewhere((elsewhere) => writeFileSync(path.join(elsewhere, 'content', 'notes.md'), 'notes\n'), 'Notes');
    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: new@example.com'));
    await history.record([{ file: site, changed: ['email'] }]);
    const mine = sh(root, 'rev-parse', 'HEAD');

    expect(await history.bringIn(online)).toMatchObject({ failure: 'unknown', message: expect.stringMatching(/Nothing was brought in/) });
    const incoming = await history.incoming();
    expect(incoming).toEqual({ tip: online, commits: [{ subject: 'Notes', files: ['content/notes.md'] }], held: null });
    // Listing brings nothing in.
    expect(sh(root, 'rev-parse', 'HEAD')).toBe(mine);
    expect(existsSync(path.join(root, 'content', 'notes.md'))).toBe(false);

    expect(await history.bringIn(online)).toEqual({ broughtIn: 1, pending: 1 });
    expect(sh(root, 'rev-parse', 'HEAD~1')).toBe(online);
    expect(subjects()).toEqual(['Site settings: email']);
  });

  it('holds back a change outside content/ and a new link, naming each, and changes nothing here', async () => {
    const online = publishElsewhere((elsewhere) => {
      writeFileSync(path.join(elsewhere, 'vite.config.ts'), 'export default {};\n');
      writeFileSync(path.join(elsewhere, 'content', 'notes.md'), 'notes\n');
      symlinkSync('../../../../.git/config', path.join(elsewhere, 'content', 'projects', 'huru', 'media', 'config.png'));
    }, 'Faster build');
    const history = editorHistory(root);
    edit(site, (text) => text.replace(/^email: .*$/m, 'email: new@example.com'));
    await history.record([{ file: site, changed: ['email'] }]);
    const mine = sh(root, 'rev-parse', 'HEAD');

    const incoming = await history.incoming();
    expect(incoming).toMatchObject({ tip: online, commits: [{ subject: 'Faster build' }] });
    const { held, commits } = incoming as { held: string; commits: { files: string[] }[] };
    expect(commits[0]!.files.sort()).toEqual(['content/notes.md', 'content/projects/huru/media/config.png', 'vite.config.ts']);
    expect(held).toMatch(/- vite\.config\.ts \(in “Faster build”\): outside content\//);
    expect(held).toMatch(/- content\/projects\/huru\/media\/config\.png \(in “Faster build”\): a link/);
    expect(held).not.toMatch(/notes\.md/);

    expect(await history.bringIn(online)).toMatchObject({ failure: 'not-content', message: held });
    expect(sh(root, 'rev-parse', 'HEAD')).toBe(mine);
    expect(sh(root, 'status', '--porcelain')).toBe('');
    for (const file of ['vite.config.ts', 'content/notes.md', 'content/projects/huru/media/config.png'])
      expect(existsSync(path.join(root, file)), file).toBe(false);
  });

  it('says so when there is no remote, or it cannot be reached', async () => {
    sh(root, 'remote', 'set-url', 'origin', path.join(folder, 'gone.git'));
    expect(await editorHistory(root).publish()).toMatchObject({ failure: 'network' });
    sh(root, 'remote', 'remove', 'origin');
    expect(await editorHistory(root).publish()).toMatchObject({ failure: 'no-remote' });
  });
});
