// @vitest-environment node
import childProcess from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devServerGuard,
  devServerRefusal,
  keyExchange,
  noOwnerKey,
  openInEditorOff,
  ownerKeyCookie,
  ownerKeyMissing,
  ownerKeyVariable,
} from './dev-server-guard.ts';

describe('which requests the dev server answers', () => {
  const run = { port: 5173, key: 'the-owners-key-of-this-run' };
  const cookie = `${ownerKeyCookie(5173)}=${run.key}`;
  const asked = (headers: Record<string, string | undefined>, url = '/') => ({ method: 'GET', url, headers });

  it('answers its own pages in the owner’s browser, typed in the address bar or asked by themselves', () => {
    expect(devServerRefusal(asked({ host: 'localhost:5173', cookie }), run)).toBeNull();
    expect(devServerRefusal(asked({ host: '127.0.0.1:5173', 'sec-fetch-site': 'none', cookie: `theme=dark; ${cookie}` }), run)).toBeNull();
    expect(
      devServerRefusal(asked({ host: 'localhost:5173', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin', cookie }), run),
    ).toBeNull();
  });

  it('answers the address printed in the terminal, which carries the key', () => {
    expect(devServerRefusal(asked({ host: 'localhost:5173' }, `/admin/?key=${run.key}`), run)).toBeNull();
    expect(keyExchange(asked({ host: 'localhost:5173' }, `/about/?lang=es&key=${run.key}`), run)).toEqual({
      location: '/about/?lang=es',
      cookie: `${ownerKeyCookie(5173)}=${run.key}; Path=/; HttpOnly; SameSite=Strict`,
    });
    expect(keyExchange(asked({ host: 'localhost:5173' }, `/a/..//attacker.example/?key=${run.key}`), run)?.location).toBe(
      '/attacker.example/',
    );
    expect(keyExchange(asked({ host: 'localhost:5173', cookie }), run)).toBeNull();
  });

  it('refuses a program or a browser without the key: a wrong one, another port’s, none', () => {
    for (const headers of [
      { host: 'localhost:5173' },
      { host: 'localhost:5173', cookie: `${ownerKeyCookie(5173)}=a-guess` },
      { host: 'localhost:5173', cookie: `${ownerKeyCookie(5174)}=${run.key}` },
      { host: 'localhost:5173', cookie: `x${ownerKeyCookie(5173)}=${run.key}` },
    ])
      expect(devServerRefusal(asked(headers), run), JSON.stringify(headers)).toBe(noOwnerKey);
    expect(devServerRefusal(asked({ host: 'localhost:5173' }, '/?key=a-guess'), run)).toBe(noOwnerKey);
  });

  it('refuses another site, another local tool, a sandboxed file, and a name that only resolves here, key or not', () => {
    for (const headers of [
      { host: 'localhost:5173', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:5173', origin: 'https://attacker.example' },
      { host: 'localhost:5173', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
      { host: 'localhost:5173', origin: 'null' },
      { host: 'attacker.example:5173' },
      { host: 'localhost:5174' },
    ])
      expect(devServerRefusal(asked({ ...headers, cookie }), run), JSON.stringify(headers)).toMatch(/Host|Origin|Sec-Fetch-Site/);
  });
});

describe('a dev server with the guard', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'dev-guard-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Own page</title>');
  let server: ViteDevServer;
  let port = 0;
  // Every program the dev server starts, recorded instead of started: launch-editor starts its
  // program (LAUNCH_EDITOR) before it answers, so a request answered has had its chance to.
  const started: string[][] = [];
  const spawn = childProcess.spawn;
  const exec = childProcess.exec;
  const previous = process.env.LAUNCH_EDITOR;
  const previousKey = process.env[ownerKeyVariable];
  const key = 'the-owners-key-of-this-test';
  const cookie = () => `${ownerKeyCookie(port)}=${key}`;

  beforeAll(async () => {
    process.env.LAUNCH_EDITOR = path.join(folder, 'code-editor');
    process.env[ownerKeyVariable] = key;
    const record = (...args: unknown[]) => {
      started.push(args.flat().map(String));
      return new EventEmitter();
    };
    Object.assign(childProcess, { spawn: record, exec: record });
    server = await createServer({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      plugins: [devServerGuard()],
      server: { port: 0, host: 'localhost' },
    });
    await server.listen();
    port = (server.httpServer!.address() as AddressInfo).port;
  });
  afterAll(async () => {
    Object.assign(childProcess, { spawn, exec });
    await server?.close();
    if (previous === undefined) delete process.env.LAUNCH_EDITOR;
    else process.env.LAUNCH_EDITOR = previous;
    if (previousKey === undefined) delete process.env[ownerKeyVariable];
    else process.env[ownerKeyVariable] = previousKey;
    rmSync(folder, { recursive: true, force: true });
  });

  /** A request as the owner's browser sends it (with the key's cookie), or, with `cookie: ''`, as a program without it. */
  const send = (address: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: address, agent: false, headers: { host: `localhost:${port}`, cookie: cookie(), ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
        },
      );
      request.on('error', reject);
      request.end();
    });

  /** Asks for Vite's WebSocket (its ping, which needs no token) and resolves with the status line's code. */
  const upgrade = (headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/',
        agent: false,
        headers: {
          host: `localhost:${port}`,
          cookie: cookie(),
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'vite-ping',
          ...headers,
        },
      });
      request.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });

  it('goes first, before Vite’s own middlewares', () => {
    const stack = (server.middlewares as unknown as { stack: { handle: { name: string } }[] }).stack;
    expect(stack[0]!.handle.name).toBe('refuseForeignRequests');
  });

  it('answers its own page, and refuses the same page asked by another origin', async () => {
    expect(await send('/')).toMatchObject({ status: 200, body: expect.stringContaining('Own page') });
    expect(await send('/', { origin: 'https://attacker.example' })).toMatchObject({ status: 403, body: 'Forbidden' });
    expect(await send('/', { 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403, body: 'Forbidden' });
  });

  it('refuses a program on this computer that holds no key, on every path, and tells the owner what to open', async () => {
    for (const address of ['/', '/index.html', '/@vite/client', '/@fs/etc/hostname', '/__open-in-editor?file=x'])
      expect(await send(address, { cookie: '' }), address).toMatchObject({ status: 403, body: ownerKeyMissing });
    expect(await send('/', { cookie: `${ownerKeyCookie(port)}=a-guess` })).toMatchObject({ status: 403, body: ownerKeyMissing });
  });

  it('gives the browser that opens the printed address the key, and takes it off the address', async () => {
    const opened = await send(`/?key=${key}`, { cookie: '' });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['set-cookie']).toEqual([`${cookie()}; Path=/; HttpOnly; SameSite=Strict`]);
    expect((await send(`/?key=a-guess`, { cookie: '' })).status).toBe(403);
    // Vite prints, and opens, the addresses with the key.
    expect(server.resolvedUrls!.local).toEqual([`http://localhost:${port}/?key=${key}`]);
  });

  it('lets only the owner’s browser, on its own pages, reach the WebSocket', async () => {
    expect(await upgrade()).toBe(101);
    expect(await upgrade({ cookie: '' })).toBe(403);
    expect(await upgrade({ origin: 'https://attacker.example' })).toBe(403);
    expect(await upgrade({ origin: `http://localhost:${port + 1}`, 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await upgrade({ host: `attacker.example:${port}` })).toBe(403);
  });

  it('starts no program for /__open-in-editor, asked by anyone, in any spelling Vite would route', async () => {
    const file = encodeURIComponent(path.join(folder, 'index.html'));
    for (const [address, headers] of [
      [`/__open-in-editor?file=${file}`, {}],
      [`/__open-in-editor?file=${file}`, { 'sec-fetch-site': 'same-origin', origin: `http://localhost:${port}` }],
      [`/__OPEN-IN-EDITOR?file=${file}`, {}],
      [`/__open-in-editor/?file=${file}`, {}],
      [`/__open-in-editor?file=${file}`, { 'sec-fetch-site': 'cross-site' }],
      [`/__open-in-editor?file=${file}`, { cookie: '' }],
    ] as const) {
      const answer = await send(address, headers);
      expect(answer.status, address).toBe(403);
      expect([openInEditorOff, 'Forbidden', ownerKeyMissing], address).toContain(answer.body);
    }
    expect(started).toEqual([]);
  });
});
