// @vitest-environment node
import childProcess from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServerGuard, devServerRefusal, openInEditorOff } from './dev-server-guard.ts';

describe('which requests the dev server answers', () => {
  const asked = (headers: Record<string, string | undefined>) => ({ method: 'GET', url: '/', headers });

  it('answers its own pages, typed in the address bar or asked by themselves', () => {
    expect(devServerRefusal(asked({ host: 'localhost:5173' }), 5173)).toBeNull();
    expect(devServerRefusal(asked({ host: '127.0.0.1:5173', 'sec-fetch-site': 'none' }), 5173)).toBeNull();
    expect(
      devServerRefusal(asked({ host: 'localhost:5173', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' }), 5173),
    ).toBeNull();
  });

  it('refuses another site, another local tool, a sandboxed file, and a name that only resolves here', () => {
    for (const headers of [
      { host: 'localhost:5173', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:5173', origin: 'https://attacker.example' },
      { host: 'localhost:5173', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
      { host: 'localhost:5173', origin: 'null' },
      { host: 'attacker.example:5173' },
      { host: 'localhost:5174' },
    ])
      expect(devServerRefusal(asked(headers), 5173), JSON.stringify(headers)).not.toBeNull();
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

  beforeAll(async () => {
    process.env.LAUNCH_EDITOR = path.join(folder, 'code-editor');
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
    rmSync(folder, { recursive: true, force: true });
  });

  const send = (address: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: address, agent: false, headers: { host: `localhost:${port}`, ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('goes first, before Vite’s own middlewares', () => {
    const stack = (server.middlewares as unknown as { stack: { handle: { name: string } }[] }).stack;
    expect(stack[0]!.handle.name).toBe('refuseForeignRequests');
  });

  it('answers its own page, and refuses the same page asked by another origin', async () => {
    expect(await send('/')).toMatchObject({ status: 200, body: expect.stringContaining('Own page') });
    expect(await send('/', { origin: 'https://attacker.example' })).toEqual({ status: 403, body: 'Forbidden' });
    expect(await send('/', { 'sec-fetch-site': 'cross-site' })).toEqual({ status: 403, body: 'Forbidden' });
  });

  it('starts no program for /__open-in-editor, asked by anyone, in any spelling Vite would route', async () => {
    const file = encodeURIComponent(path.join(folder, 'index.html'));
    for (const [address, headers] of [
      [`/__open-in-editor?file=${file}`, {}],
      [`/__open-in-editor?file=${file}`, { 'sec-fetch-site': 'same-origin', origin: `http://localhost:${port}` }],
      [`/__OPEN-IN-EDITOR?file=${file}`, {}],
      [`/__open-in-editor/?file=${file}`, {}],
      [`/__open-in-editor?file=${file}`, { 'sec-fetch-site': 'cross-site' }],
    ] as const) {
      const answer = await send(address, headers);
      expect(answer.status, address).toBe(403);
      expect([openInEditorOff, 'Forbidden'], address).toContain(answer.body);
    }
    expect(started).toEqual([]);
  });
});
