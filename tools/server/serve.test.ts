// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createSocketServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundFileIn } from '../../app/lib/build-output.ts';
import { locales } from '../../app/i18n/locale.ts';
import type { HeadersFile } from '../build/postbuild/headers-file.ts';

// `npm run serve` on a small build of its own, changed under it as a rebuild would change it.
const build = mkdtempSync(path.join(tmpdir(), 'serve-'));
const client = path.join(build, 'client');

/** Writes a file of the build, with its precompressed siblings when asked. */
function write(file: string, text: string, siblings = false) {
  const full = path.join(client, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (siblings) {
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
}

const headersOf = (policy: string): HeadersFile => ({
  basePath: '/',
  common: { 'X-Content-Type-Options': 'nosniff' },
  pages: { '/': { 'Content-Security-Policy': policy } },
  notFound: { 'Content-Security-Policy': policy },
});

let server: ChildProcess;
let port = 0;
let said = '';

beforeAll(async () => {
  writeFileSync(path.join(build, 'headers.json'), JSON.stringify(headersOf("script-src 'sha256-first'")));
  for (const locale of locales) write(notFoundFileIn(locale), `<title>Not found (${locale})</title>`);
  write('index.html', '<title>The first home page</title>', true);
  write('assets/app.js', 'console.log("the page script");', true);
  server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], {
    env: { ...process.env, BUILD_DIR: build, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (found) resolve(Number(found[1]));
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${said}`)));
  });
}, 60_000);

afterAll(() => {
  server?.kill();
  rmSync(build, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

/** A request to the server; the body decoded as its Content-Encoding says. Rejects when the server drops the connection. */
function get(address: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: address, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const running = () => server.exitCode === null && server.signalCode === null;

describe('npm run serve, under a rebuild', () => {
  it('serves the files as they are now, with their own validators, and a new page', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br, gzip' });
    expect(first).toMatchObject({ status: 200, text: '<title>The first home page</title>' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-security-policy']).toBe("script-src 'sha256-first'");
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();

    // A rebuild: the home page, its siblings and its headers change, and a page appears.
    write('index.html', '<title>The home page of the new build</title>', true);
    writeFileSync(path.join(build, 'headers.json'), JSON.stringify(headersOf("script-src 'sha256-second'")));
    write('work/index.html', '<title>A page the first build did not have</title>');

    // The browser asks again with the old validator: it gets the new page, never a 304 for the old one.
    const again = await get('/', { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag });
    expect(again).toMatchObject({ status: 200, text: '<title>The home page of the new build</title>' });
    expect(again.headers.etag).not.toBe(etag);
    expect(again.headers['content-security-policy']).toBe("script-src 'sha256-second'");
    expect(await get('/work')).toMatchObject({ status: 200, text: '<title>A page the first build did not have</title>' });
    // The new validator is honoured.
    expect((await get('/', { 'Accept-Encoding': 'br, gzip', 'If-None-Match': again.headers.etag! })).status).toBe(304);
  });

  it('survives a precompressed sibling that is gone: the original is sent instead', async () => {
    expect((await get('/assets/app.js', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
    rmSync(path.join(client, 'assets/app.js.br'));
    const answer = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(answer).toMatchObject({ status: 200, text: 'console.log("the page script");' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(running()).toBe(true);
  });

  it('loses only the one answer when a file it found cannot be opened, as one a rebuild deletes as it is sent', async () => {
    // A socket in the sibling's place: there, and not a folder, yet opening it fails.
    const socket: Server = createSocketServer();
    await new Promise<void>((resolve) => socket.listen(path.join(client, 'assets/app.js.br'), resolve));
    try {
      await get('/assets/app.js', { 'Accept-Encoding': 'br' }).then(
        (answer) => expect(answer.status).not.toBe(200),
        (error: NodeJS.ErrnoException) => expect(error.code).toMatch(/ECONNRESET|ERR_STREAM_PREMATURE_CLOSE|aborted/),
      );
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
    expect((await get('/')).status).toBe(200);
    expect(running()).toBe(true);
    expect(said).toBe('');
  });

  it('does not send br to a request that refuses it with a weight of zero', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe('<title>The home page of the new build</title>');
    expect((await get('/', { 'Accept-Encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends a download resumed after a rebuild the whole new file, never the new bytes after the old', async () => {
    write('assets/report.pdf', 'The report of the first build.');
    const first = await get('/assets/report.pdf');
    write('assets/report.pdf', 'The report of the build after it, revised.');
    // A browser resuming the download asks for the rest, if the file is still the one it had.
    const resumed = await get('/assets/report.pdf', { Range: 'bytes=14-', 'If-Range': first.headers.etag! });
    expect(resumed).toMatchObject({ status: 200, text: 'The report of the build after it, revised.' });
    expect(resumed.headers['content-range']).toBeUndefined();
    expect(await get('/assets/report.pdf', { Range: 'bytes=4-9' })).toMatchObject({ status: 206, text: 'report' });
  });

  it('sends the whole file for a range it would read wrong, and goes on', async () => {
    write('assets/notes.txt', 'first line, last line');
    // The last five bytes, a range that ends before it starts, no range at all, or several.
    for (const range of ['bytes=-5', 'bytes=9-2', 'bytes=abc', 'items=0-4', 'bytes=0-0,5-6'])
      expect(await get('/assets/notes.txt', { Range: range }), range).toMatchObject({ status: 200, text: 'first line, last line' });
    expect(running()).toBe(true);
  });

  it('refuses a request addressed by a name that is not this computer’s, as a rebound domain sends', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, `localhost.attacker.example:${port}`])
      expect((await get('/', { Host: host })).status, host).toBe(403);
    expect((await get('/', { Host: `localhost:${port}` })).status).toBe(200);
    expect((await get('/', { Host: `[::1]:${port}` })).status).toBe(200);
  });

  it('serves no hidden file', async () => {
    write('.nojekyll', '');
    expect((await get('/.nojekyll')).status).toBe(404);
  });
});
