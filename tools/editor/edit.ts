// `npm run edit`: the dev server, with the site and the editor at /admin. The
// editor's backend, which reads and writes the files in content/, answers on
// the same server to the editor page only (backend/request-guard.ts), in the
// browser that opened the address this prints, with this run's owner's key
// (dev-server-guard.ts).
// EDIT_PORT (5173) changes the port. Ctrl+C stops it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { basePath } from '../build/site-location.ts';
import { ownerKey, ownerKeyCookie, ownerKeyVariable, withOwnerKey } from './dev-server-guard.ts';

const sitePort = Number(process.env.EDIT_PORT ?? 5173);
/** The site's address on the dev server: under the site's path when its `url` has one. */
const siteAddress = `http://localhost:${sitePort}${basePath}`;
const root = process.cwd();
// The dev server is given this run's key, so that the addresses printed below carry it.
const key = ownerKey();

// `react-router dev`: the command @react-router/dev installs, run by this Node.
const reactRouterDev = createRequire(import.meta.url).resolve('@react-router/dev/package.json');
const { bin } = createRequire(import.meta.url)(reactRouterDev) as { bin: Record<string, string> };
const devServer = spawn(
  process.execPath,
  [path.join(path.dirname(reactRouterDev), bin['react-router']!), 'dev', '--port', String(sitePort), '--strictPort'],
  {
    cwd: root,
    env: { ...process.env, [ownerKeyVariable]: key },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let stopping = false;
devServer.on('exit', (code, signal) => {
  if (!stopping) console.error(`\nThe dev server stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(stopping ? 0 : code || 1);
});

function stop() {
  stopping = true;
  devServer.kill('SIGTERM');
  // A dev server that ignores SIGTERM does not keep the terminal.
  setTimeout(() => {
    devServer.kill('SIGKILL');
    process.exit(0);
  }, 5000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Resolves once the editor's configuration answers. */
async function answering(url: string) {
  for (;;) {
    if (stopping) return;
    try {
      if ((await fetch(url, { headers: { Cookie: `${ownerKeyCookie(sitePort)}=${key}` } })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await answering(`${siteAddress}admin/config.yml`);
if (!stopping) {
  console.log(`\nThe editor is ready: ${withOwnerKey(`${siteAddress}admin/`, key)}`);
  console.log(`The site, reloading as you save: ${withOwnerKey(siteAddress, key)}`);
  console.log('Open one of these addresses: the dev server answers only the browser that did (the key is for this run).');
  console.log('Ctrl+C stops it.\n');
}
