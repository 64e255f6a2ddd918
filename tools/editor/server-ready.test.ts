import { EventEmitter } from 'node:events';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverReady } from './admin-plugin.ts';

type Server = Parameters<typeof serverReady>[0];
const serverOf = (watch: object | null = {}) => {
  const httpServer = Object.assign(new EventEmitter(), { listening: false });
  const watcher = new EventEmitter();
  // An 'error' with no listener would throw: Vite listens to both, and logs them.
  httpServer.on('error', () => undefined);
  watcher.on('error', () => undefined);
  const server = { httpServer, watcher, config: { server: { watch } } } as unknown as Server & Pick<ViteDevServer, 'httpServer'>;
  return { server, httpServer, watcher };
};
/** Whether `promise` has settled once every pending callback has run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the dev server holds requests until it is ready', () => {
  it('is ready once it listens and its watcher has read the files, not before', async () => {
    const { server, httpServer, watcher } = serverOf();
    const ready = serverReady(server);
    httpServer.emit('listening');
    expect(await settled(ready)).toBe(false);
    watcher.emit('ready');
    await expect(ready).resolves.toBeUndefined();
  });

  it('is ready after a port in use (Vite takes the next) and a watcher error (no file watcher left): requests never wait for ever', async () => {
    const { server, httpServer, watcher } = serverOf();
    const ready = serverReady(server);
    httpServer.emit('error', Object.assign(new Error('listen EADDRINUSE: address already in use'), { code: 'EADDRINUSE' }));
    watcher.emit('error', Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), { code: 'ENOSPC' }));
    httpServer.emit('listening');
    watcher.emit('ready');
    await expect(ready).resolves.toBeUndefined();
  });

  it('waits for no watcher on a server told to watch nothing', async () => {
    const { server, httpServer } = serverOf(null);
    const ready = serverReady(server);
    httpServer.emit('listening');
    await expect(ready).resolves.toBeUndefined();
  });
});
