// A build served for the bench by the project's own server
// (tools/server/serve.ts), as `npm run serve` serves it: the real build, and
// the no-script floor (tools/bench/no-script.ts) beside it on a port of its own.
import { spawn } from 'node:child_process';

export type ServedBuild = {
  port: string;
  /** Whether the server has stopped (a benchmark against a stopped server measures nothing). */
  stopped: () => boolean;
  stop: () => void;
};

/** Serves the build in `dir` on `port`; resolves once the server listens. */
export async function serveBuild(port: string, dir: string): Promise<ServedBuild> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], {
    env: { ...process.env, PORT: port, BUILD_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stopped = false;
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => {
      stopped = true;
      reject(new Error(`The server of ${dir} on port ${port} stopped (exit ${code}).`));
    });
  });
  return { port, stopped: () => stopped, stop: () => server.kill() };
}
