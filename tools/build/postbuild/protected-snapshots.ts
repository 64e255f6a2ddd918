import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { snapshotFolder } from '../../../app/lib/build-output.ts';
import { locales, localePrefix } from '../../../app/i18n/locale.ts';
import { gateParamsFile, snapshotFile, type GateParams } from '../../../app/features/gate/protected-payload.ts';
import type { UnlockedPage } from '../../../app/features/gate/gate.ts';
import { encryptWithKey, verifierOfKey, type ProjectKey } from '../encrypt.ts';
import { elementsOf } from './html.ts';

/**
 * What a snapshot shows: the unlocked page between the site's header and
 * footer (the Lock bar and the case study, every image inlined), and its
 * title.
 */
export function snapshotOf(html: string): UnlockedPage {
  const elements = elementsOf(html);
  const bar = elements.find((element) => element.name === 'aside' && /\block-bar\b/.test(element.attributes.class ?? ''));
  const main = elements.find((element) => element.name === 'main' && bar !== undefined && element.start >= bar.end);
  const title = elements.find((element) => element.name === 'title');
  if (!bar || !main || !title) throw new Error('postbuild: a protected snapshot page has no <title>, or no Lock bar followed by a <main>.');
  return { title: title.words, html: html.slice(bar.start, main.end) };
}

/**
 * The build renders each private project's unlocked page at
 * /protected-snapshot/<address> (app/routes/protected-snapshot.tsx). Here
 * its content is encrypted with the project's key, beside its gate parameters
 * (`protected/<address>.page.json`), and the rendered pages, their data and
 * their folder are deleted: nothing of them ships in clear. The gate's
 * script shows the snapshot to a visitor holding the key (app/features/gate/gate-script.ts).
 * Returns the addresses done.
 */
export async function encryptSnapshots(client: string, keys: ReadonlyMap<string, ProjectKey>): Promise<string[]> {
  const done: string[] = [];
  // Each language's snapshots sit under its prefix, and are encrypted there: `es/protected/mango.page.json`.
  for (const locale of locales) {
    const languageFolder = path.join(client, localePrefix(locale).slice(1));
    done.push(...(await encryptSnapshotsIn(languageFolder, keys)).map((address) => `${localePrefix(locale)}/${address}`.replace(/^\//, '')));
  }
  return done;
}

async function encryptSnapshotsIn(client: string, keys: ReadonlyMap<string, ProjectKey>): Promise<string[]> {
  const folder = path.join(client, snapshotFolder);
  if (!existsSync(folder)) return [];
  const addresses = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  try {
    for (const address of addresses) {
      const page = await readFile(path.join(folder, address, 'index.html'), 'utf8');
      const params = JSON.parse(await readFile(path.join(client, gateParamsFile(address)), 'utf8')) as GateParams;
      const key = keys.get(address);
      if (!key || verifierOfKey(key.key) !== params.verifier) {
        throw new Error(`postbuild: the password is not the one ${gateParamsFile(address)} was made with.`);
      }
      await writeFile(path.join(client, snapshotFile(address)), JSON.stringify(encryptWithKey(snapshotOf(page), key)));
    }
  } finally {
    // Whatever happened above, the clear pages never stay in the build.
    await rm(folder, { recursive: true, force: true });
  }
  return addresses;
}
