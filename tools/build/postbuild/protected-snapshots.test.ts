import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptPayload, derivePasswordKeys } from '../../../app/features/gate/unlock.ts';
import { gateParamsFile, snapshotFile, type ProtectedPayload } from '../../../app/features/gate/protected-payload.ts';
import { snapshotFolder } from '../../../app/lib/build-output.ts';
import { deriveProjectKeys, gateParamsOfKey } from '../encrypt.ts';
import { encryptSnapshots, snapshotOf } from './protected-snapshots.ts';

/** The key a password gives a payload's project, derived as the gate derives it. */
const keyFor = async (password: string, { kdf, project }: ProtectedPayload) => (await derivePasswordKeys(password, kdf)).keyFor(project);

const cover = '<img class="cover__image" src="data:image/svg+xml,cover" width="1600" height="1000" alt="Cover">';
const unlocked = `<aside class="lock-bar" aria-label="Protected case study"><button>Lock</button></aside><main id="main" class="case-study"><h1>Secret project</h1>${cover}<p>Story</p><img class="image-block__image" src="data:image/svg+xml,screen" width="800" height="600" alt="A screen" loading="lazy"></main>`;
const page = `<!DOCTYPE html><html><head><title>Secret project case study &amp; more</title></head><body><a class="skip-link" href="#main">Skip</a><header class="site-header"></header>${unlocked}<footer class="site-footer"></footer><script>window.__data = "Secret project"</script></body></html>`;

const salt = Buffer.alloc(16, 7);
/** The keys a password gives the project, as the build derives them. */
const keysOf = (password: string) => new Map(deriveProjectKeys(password, ['mango'], salt, 1000).map((key) => [key.address, key]));

/** A build folder as React Router leaves it: the snapshot page and its data, and the project's gate parameters. */
async function builtSite(password: string) {
  const client = await mkdtemp(path.join(tmpdir(), 'snapshots-'));
  await mkdir(path.join(client, snapshotFolder, 'mango'), { recursive: true });
  await writeFile(path.join(client, snapshotFolder, 'mango', 'index.html'), page);
  await writeFile(path.join(client, snapshotFolder, 'mango.data'), '["Secret project"]');
  await mkdir(path.join(client, 'protected'));
  await writeFile(path.join(client, gateParamsFile('mango')), JSON.stringify(gateParamsOfKey(keysOf(password).get('mango')!)));
  return client;
}

describe('protected snapshots', () => {
  it('take the Lock bar and the case study, between the header and the footer, with every image and word, and the title', () => {
    const { title, html } = snapshotOf(page);
    expect(title).toBe('Secret project case study & more');
    expect(html).toMatch(/^<aside class="lock-bar"/);
    expect(html).toMatch(/<\/main>$/);
    expect(html).toContain(cover);
    expect(html).toContain('data:image/svg+xml,screen');
    expect(html).toContain('<h1>Secret project</h1>');
    expect(html).toContain('<p>Story</p>');
    expect(html).not.toContain('skip-link');
    expect(html).not.toContain('window.__data');
  });

  it('are encrypted with the key of the gate’s parameters, and their clear pages deleted', async () => {
    const client = await builtSite('correct horse battery');
    expect(await encryptSnapshots(client, keysOf('correct horse battery'))).toEqual(['mango']);
    expect(existsSync(path.join(client, snapshotFolder))).toBe(false);
    const snapshot = JSON.parse(await readFile(path.join(client, snapshotFile('mango')), 'utf8')) as ProtectedPayload;
    expect(JSON.stringify(snapshot)).not.toContain('Secret');
    // The browser opens it with the key the password gives, as the gate does.
    const { key } = await keyFor('correct horse battery', snapshot);
    expect(await decryptPayload(key, snapshot)).toEqual(snapshotOf(page));
  });

  it('stop the build on a password other than the gate parameters’, and still leave no clear page', async () => {
    const client = await builtSite('correct horse battery');
    await expect(encryptSnapshots(client, keysOf('another password'))).rejects.toThrow(/not the one/);
    expect(existsSync(path.join(client, snapshotFolder))).toBe(false);
    expect(existsSync(path.join(client, snapshotFile('mango')))).toBe(false);
  });

  it('do nothing for a site without private projects', async () => {
    expect(await encryptSnapshots(await mkdtemp(path.join(tmpdir(), 'snapshots-')), new Map())).toEqual([]);
  });
});
