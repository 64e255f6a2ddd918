import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { snapshotFolder } from '../../../app/lib/build-output.ts';
import { payloadFile, snapshotFile, type ProtectedPayload } from '../../../app/features/gate/protected-payload.ts';
import { encryptWithKey, verifierOfKey, type ProjectKey } from '../encrypt.ts';
import { elementsOf, escapeAttribute, replaceRanges } from './html.ts';

/** An image that draws nothing, at the size its width and height attributes give. */
export const emptyImage = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/**
 * What a snapshot shows: the unlocked page between the site's header and
 * footer (the Lock bar and the case study), with the cover's image and
 * every word. The other images are left empty at their size, so the
 * snapshot is a third of the weight and nothing moves when the app fills
 * them in (they are below the first screen, and load lazily anyway).
 */
export function snapshotOf(html: string): string {
  const elements = elementsOf(html);
  const bar = elements.find((element) => element.name === 'aside' && /\block-bar\b/.test(element.attributes.class ?? ''));
  const main = elements.find((element) => element.name === 'main' && bar !== undefined && element.start >= bar.end);
  if (!bar || !main) throw new Error('postbuild: a protected snapshot page has no Lock bar followed by a <main>.');
  const emptied = elements.filter(
    (element) =>
      element.name === 'img' &&
      element.start > bar.start &&
      element.end <= main.end &&
      (element.attributes.src ?? '').startsWith('data:') &&
      !/\bcover__image\b/.test(element.attributes.class ?? ''),
  );
  const page = replaceRanges(
    html,
    emptied.map((img) => {
      const attributes = Object.entries({ ...img.attributes, src: emptyImage }).map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
      return { start: img.start, end: img.end, text: `<img ${attributes.join(' ')}>` };
    }),
  );
  const shift = page.length - html.length;
  return page.slice(bar.start, main.end + shift);
}

/**
 * The build renders each private project's unlocked page at
 * /protected-snapshot/<address> (app/routes/protected-snapshot.tsx). Here
 * its content is encrypted with the project's key, beside its payload
 * (`protected/<address>.page.json`), and the rendered pages, their data and
 * their folder are deleted: nothing of them ships in clear. The gate's
 * inline script shows the snapshot to a visitor holding the key, before the
 * app arrives (app/start/unlocking.ts). Returns the addresses done.
 */
export async function encryptSnapshots(client: string, keys: ReadonlyMap<string, ProjectKey>): Promise<string[]> {
  const folder = path.join(client, snapshotFolder);
  if (!existsSync(folder)) return [];
  const addresses = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  try {
    for (const address of addresses) {
      const page = await readFile(path.join(folder, address, 'index.html'), 'utf8');
      const payload = JSON.parse(await readFile(path.join(client, payloadFile(address)), 'utf8')) as ProtectedPayload;
      const key = keys.get(address);
      if (!key || verifierOfKey(key.key) !== payload.verifier) {
        throw new Error(`postbuild: the password is not the one ${payloadFile(address)} was encrypted with.`);
      }
      await writeFile(path.join(client, snapshotFile(address)), JSON.stringify(encryptWithKey(snapshotOf(page), key)));
    }
  } finally {
    // Whatever happened above, the clear pages never stay in the build.
    await rm(folder, { recursive: true, force: true });
  }
  return addresses;
}
