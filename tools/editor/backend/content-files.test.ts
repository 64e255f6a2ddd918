import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFileRefusal, usableEntries } from './content-files.ts';

const root = mkdtempSync(path.join(tmpdir(), 'editor-files-'));
const media = path.join(root, 'content', 'projects', 'huru', 'media');
mkdirSync(media, { recursive: true });
mkdirSync(path.join(root, '.git'));
writeFileSync(path.join(root, '.git', 'config'), '[core]\n');
writeFileSync(path.join(root, 'README.md'), '# readme\n');
writeFileSync(path.join(media, 'a.png'), 'png');
writeFileSync(path.join(root, 'content', 'projects', 'huru', 'index.md'), '---\nname: Huru\n---\n');
// A link to a file outside content/, one to a file inside it, a linked entry, and a linked folder.
symlinkSync(path.join(root, '.git', 'config'), path.join(media, 'config.png'));
symlinkSync(path.join(media, 'a.png'), path.join(media, 'same.png'));
mkdirSync(path.join(root, 'content', 'projects', 'linked'));
symlinkSync(path.join(root, 'README.md'), path.join(root, 'content', 'projects', 'linked', 'index.md'));
symlinkSync(root, path.join(root, 'content', 'projects', 'way-out'), 'dir');
symlinkSync(media, path.join(root, 'content', 'projects', 'same-media'), 'dir');
// A hard link: another name of the repository's settings, inside content/.
linkSync(path.join(root, '.git', 'config'), path.join(media, 'hard.png'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the files the editor may read, write and list', () => {
  it('lets real files and folders in content/ through, and files not written yet', async () => {
    expect(await contentFileRefusal('content/projects/huru/media/a.png', root)).toBeNull();
    expect(await contentFileRefusal('content/projects/huru/media', root)).toBeNull();
    expect(await contentFileRefusal('content/projects/huru/media/new.png', root)).toBeNull();
    expect(await contentFileRefusal('content/projects/new/index.md', root)).toBeNull();
  });

  it('refuses a linked picture and a linked entry, naming each, wherever they point', async () => {
    expect(await contentFileRefusal('content/projects/huru/media/config.png', root)).toMatch(
      /^"content\/projects\/huru\/media\/config\.png" is a link .*Replace the link/,
    );
    expect(await contentFileRefusal('content/projects/huru/media/same.png', root)).toMatch(
      /"content\/projects\/huru\/media\/same\.png" is a link/,
    );
    expect(await contentFileRefusal('content/projects/linked/index.md', root)).toMatch(/"content\/projects\/linked\/index\.md" is a link/);
  });

  it('refuses a file reached through a linked folder, and a new file in one, naming the link', async () => {
    for (const file of ['content/projects/way-out/README.md', 'content/projects/way-out/new.md', 'content/projects/way-out/new/x.md'])
      expect(await contentFileRefusal(file, root)).toBe(
        `"${file}" lies in "content/projects/way-out", a link (a symbolic link) to a folder: the editor reads and writes only real files in content/. Replace the link with a copy of the folder it points to.`,
      );
    expect(await contentFileRefusal('content/projects/way-out', root)).toMatch(/is a link/);
  });

  it('refuses a folder link even when it points inside content/, as it refuses a file link', async () => {
    expect(await contentFileRefusal('content/projects/same-media/a.png', root)).toMatch(
      /^"content\/projects\/same-media\/a\.png" lies in "content\/projects\/same-media", a link/,
    );
    expect(await contentFileRefusal('content/projects/same-media/new.png', root)).toMatch(
      /lies in "content\/projects\/same-media", a link/,
    );
    expect(await contentFileRefusal('content/projects/same-media', root)).toMatch(/is a link/);
  });

  it('writes no file that has another name (a hard link): its contents are those of a file that may lie anywhere', async () => {
    expect(await contentFileRefusal('content/projects/huru/media/hard.png', root, { writing: true })).toBe(
      '"content/projects/huru/media/hard.png" is a hard link, another name of a file that may lie outside content/: saving it would change that file too. Replace it with a copy of the file.',
    );
    expect(await contentFileRefusal('content/projects/huru/media/a.png', root, { writing: true })).toBeNull();
    expect(await contentFileRefusal('content/projects/huru/media/new.png', root, { writing: true })).toBeNull();
    // Read, as the build reads it.
    expect(await contentFileRefusal('content/projects/huru/media/hard.png', root)).toBeNull();
  });

  it('refuses a path outside content/ as written', async () => {
    expect(await contentFileRefusal('content/../README.md', root)).toMatch(/outside content\//);
  });

  it('leaves the links out of a listing and says which', async () => {
    const skipped: string[] = [];
    const listing = ['a.png', 'config.png', 'same.png'].map((name) => ({ path: `content/projects/huru/media/${name}` }));
    const kept = await usableEntries(
      listing,
      (entry) => entry.path,
      root,
      (reason) => skipped.push(reason),
    );
    expect(kept).toEqual([{ path: 'content/projects/huru/media/a.png' }]);
    expect(skipped).toEqual([expect.stringMatching(/config\.png" is a link/), expect.stringMatching(/same\.png" is a link/)]);
  });
});
