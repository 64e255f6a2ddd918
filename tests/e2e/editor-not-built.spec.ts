import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from '../../tools/build/build-dir.ts';
import { expect, test } from './support.ts';

/** Every file of the built site, relative to its root. */
function builtFiles(dir = clientDir()): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir(), path.join(entry.parentPath, entry.name)));
}

// The visual editor runs on the owner's computer (`npm run edit`), never on the published site.
test('the published site has no editor: no /admin, and no editor code in any file', async ({ request }) => {
  const files = builtFiles();
  expect(files.filter((file) => file.split(path.sep)[0] === 'admin')).toEqual([]);
  const withEditor = files
    .filter((file) => /\.(js|html|yml|yaml)$/.test(file))
    .filter((file) => /decap-cms|CMS_MANUAL_INIT/i.test(readFileSync(path.join(clientDir(), file), 'utf8')));
  expect(withEditor).toEqual([]);
  for (const address of ['/admin/', '/admin/config.yml', '/admin/decap-cms.js'])
    expect([address, (await request.get(address)).status()]).toEqual([address, 404]);
});
