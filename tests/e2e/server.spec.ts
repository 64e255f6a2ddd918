import { connect } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from '../../tools/build/build-dir.ts';
import { expect, test } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 4399);

/** Sends raw bytes to the local server and returns what it answers (or '' when it closes without a word). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, 'localhost');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request.slice(0, 60))}`)));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(answer) : reject(error)));
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);

/** Headers without the clock, to compare two answers. */
const comparable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));

const client = clientDir();

test.describe('the local server', () => {
  test('answers malformed requests with 400 or 404 and keeps serving', async ({ request }) => {
    const targets = [
      '//',
      '//evil.example/',
      'http://',
      'http://evil.example/',
      'https://localhost/about',
      '/\\',
      '/\\evil.example',
      '/%',
      '/%E0%A4%A',
      '/%zz',
      '/about/%C0%AF',
      `/${'a'.repeat(8_000)}`,
      `/${'%2F'.repeat(2_000)}`,
      '*',
      '/..%2F..%2Fetc%2Fpasswd',
      '/private/../../package.json',
    ];
    for (const target of targets) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([400, 404], target.slice(0, 40)).toContain(statusOf(answer));
      expect(answer, target.slice(0, 40)).not.toContain('"name": "portfolio"');
    }
    // Lines the HTTP parser itself refuses: odd methods, no version, garbage, a huge header.
    for (const line of ['BREW / HTTP/1.1', 'GET / HTTP/9.9', '\u0000\u0001\u0002', 'GET / HTTP/1.1\r\nX: ' + 'x'.repeat(70_000)]) {
      const answer = await raw(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      if (answer) expect([400, 404, 405, 431, 505], JSON.stringify(line.slice(0, 30))).toContain(statusOf(answer));
    }
    for (const method of ['DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const answer = await raw(`${method} /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([400, 404, 405], method).toContain(statusOf(answer));
    }

    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<main');
  });

  test('a page at its file address gets exactly the headers of its route, and /404.html answers 404', async ({ request }) => {
    for (const [route, file] of [
      ['/', '/index.html'],
      ['/', '/index'],
      ['/about', '/about/index.html'],
      ['/about', '/about/index'],
      ['/about', '/about/index.html/'],
      ['/private', '/private/index.html'],
      ['/mango', '/mango/index.html'],
    ] as const) {
      const [byRoute, byFile] = await Promise.all([request.get(route), request.get(file)]);
      expect(byFile.status(), file).toBe(200);
      expect(comparable(byFile.headers()), file).toEqual(comparable(byRoute.headers()));
    }
    const missing = comparable((await request.get('/no-such-page')).headers());
    for (const address of ['/404.html', '/404', '/404/', '/404.html/', '/404%2Ehtml']) {
      const notFound = await request.get(address);
      expect(notFound.status(), address).toBe(404);
      expect(comparable(notFound.headers()), address).toEqual(missing);
    }
  });

  test("a precompressed sibling answers for its original's address only", async ({ request }) => {
    const script = readdirSync(path.join(client, 'assets'))
      .find((name) => name.endsWith('.js.br'))
      ?.slice(0, -'.br'.length);
    if (!script) throw new Error('The build has no precompressed script.');
    const original = readFileSync(path.join(client, 'assets', script), 'utf8');
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get(`/assets/${script}`, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.status(), encoding).toBe(200);
      expect(answer.headers()['content-encoding'], encoding).toBe(encoding);
      expect(answer.headers()['content-type'], encoding).toBe('text/javascript');
      expect(answer.headers()['vary'], encoding).toContain('Accept-Encoding');
      expect(await answer.text(), encoding).toBe(original);
    }
    const plain = await request.get(`/assets/${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(original);

    const missing = comparable((await request.get('/no-such-page')).headers());
    const siblings = [
      `/assets/${script}.br`,
      `/assets/${script}.gz`,
      `/assets/${script}.br/`,
      `/assets/${script}%2Ebr`,
      '/index.html.br',
      '/index.html.gz',
      '/about/index.html.br',
      '/about.data.gz',
      '/404.html.br',
    ];
    for (const address of siblings) {
      for (const encoding of ['br, gzip', 'identity']) {
        const answer = await request.get(address, { headers: { 'Accept-Encoding': encoding } });
        expect(answer.status(), `${address} (${encoding})`).toBe(404);
        expect(comparable(answer.headers()), `${address} (${encoding})`).toEqual(missing);
      }
    }
  });

  test("no file of the client router no page starts, and the static hosts' header rules as plain text", async ({ request }) => {
    // React Router writes a `.data` file per prerendered route with a loader, and an SPA fallback page;
    // no page starts the router (docs/decisions/046), and postbuild removes them.
    const leftovers = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.data(\.br|\.gz)?$|__spa-fallback/.test(name),
    );
    expect(leftovers).toEqual([]);
    expect((await request.get('/about.data')).status()).toBe(404);
    const rules = await request.get('/_headers');
    expect(rules.status()).toBe(200);
    expect(rules.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await rules.text()).toBe(readFileSync(path.join(client, '_headers'), 'utf8'));
  });

  test('static hosts get the same policy for file addresses from _headers', async ({ request }) => {
    const file = readFileSync(path.join(client, '_headers'), 'utf8');
    const rules = new Map(file.split(/\n(?=\S)/).map((block) => [block.split('\n')[0], block] as const));
    for (const [route, at] of [
      ['/', '/index.html'],
      ['/about', '/about/index.html'],
      ['/mango', '/mango/index.html'],
    ] as const) {
      const policy = (await request.get(route)).headers()['content-security-policy'];
      expect(rules.get(at), at).toContain(`Content-Security-Policy: ${policy}`);
    }
    const notFoundPolicy = (await request.get('/no-such-page')).headers()['content-security-policy'];
    expect(rules.get('/404.html')).toContain(`Content-Security-Policy: ${notFoundPolicy}`);
  });
});
