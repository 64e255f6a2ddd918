// `npm run edit`: the dev server (the site, with the editor at /admin) and
// decap-server (the editor's local backend, which reads and writes the files
// in content/) together. Ctrl+C stops both. EDIT_PORT (5173) and
// DECAP_SERVER_PORT (8081) change their ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { basePath } from '../build/site-location.ts';

const sitePort = Number(process.env.EDIT_PORT ?? 5173);
/** The site's address on the dev server: under the site's path when its `url` has one. */
const siteAddress = `http://localhost:${sitePort}${basePath}`;
const backendPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the editor.`);
    stop(code || 1);
  });
  return child;
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM does not keep the terminal.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Only this computer may reach the backend: it writes into the repository without asking who is there.
start('decap-server', process.execPath, [decapServer], {
  PORT: String(backendPort),
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: root,
  MODE: 'fs',
});
start('The dev server', bin('react-router'), ['dev', '--port', String(sitePort), '--strictPort'], {
  DECAP_SERVER_PORT: String(backendPort),
});

/** Resolves once the address answers with anything but a server error. */
async function answering(url: string, init?: RequestInit) {
  for (;;) {
    if (stopping) return;
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all([
  answering(`http://127.0.0.1:${backendPort}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  }),
  answering(`${siteAddress}admin/config.yml`),
]);
if (!stopping) {
  console.log(`\nThe editor is ready: ${siteAddress}admin`);
  console.log(`The site, reloading as you save: ${siteAddress}`);
  console.log('Ctrl+C stops both.\n');
}
