// `npm run edit`: the dev server, with the site and the editor at /admin. The
// editor's backend, which reads and writes the files in content/, answers on
// the same server to the editor page only (backend/request-guard.ts), in the
// browser that opened the address this prints, with this run's owner's key
// (dev-server-guard.ts).
// EDIT_PORT (5173) changes the port. Ctrl+C stops it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ownerKey, ownerKeyVariable } from './dev-server-guard.ts';

const sitePort = Number(process.env.EDIT_PORT ?? 5173);
const root = process.cwd();
// The dev server is given this run's key, so that the addresses it prints carry it.
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

// The dev server says when the editor is ready, at each start and restart (admin-plugin.ts).
console.log('Starting the dev server with the editor. Ctrl+C stops it.');
