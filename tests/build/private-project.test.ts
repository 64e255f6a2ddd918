// @vitest-environment node
import { createDecipheriv } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeyBytes, verifierOfKey } from '../../tools/build/encrypt';
import { isProtectedPayload, type ProtectedPayload } from '../../app/features/gate/protected-payload';
import { pageIsReady } from '../../app/start/page-ready';
import { testPassword } from '../../tools/testing/test-password.ts';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../../tools/testing/find-chromium.ts';
import { copySite, type Copy } from './copy-site';

const realName = 'Solenne';
const codename = { name: 'Lighthouse', subtitle: 'A booking tool for a chain of studios' };

/** Every file a host would publish from a build. */
function publicFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Opens a payload as the browser does, in Node: the password's key, AES-GCM, gunzip. */
function decrypt(payload: ProtectedPayload, password: string): string {
  const key = deriveKeyBytes(password, Buffer.from(payload.kdf.salt, 'base64'), payload.kdf.iterations);
  expect(verifierOfKey(key)).toBe(payload.verifier);
  const data = Buffer.from(payload.cipher.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(payload.cipher.iv, 'base64'));
  decipher.setAuthTag(data.subarray(-16));
  return gunzipSync(Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()])).toString('utf8');
}

describe('deploy builds and private projects', () => {
  let site: Copy;
  const failure = (error: { code?: number; stdout?: string; stderr?: string }) => error;

  beforeAll(() => {
    site = copySite('portfolio-private-');
  });
  afterAll(() => site?.remove());

  it('with CI set, the build stops without a password, with the default, or with a weak one, saying where to set it', async () => {
    const envs: Record<string, string>[] = [{ CI: 'true' }, { CI: 'true', PORTFOLIO_PASSWORD: '' }, { CI: '1', PORTFOLIO_PASSWORD: 'Mango2024!' }];
    for (const env of envs) {
      const result = await site.run('npm', ['run', 'build'], env).then(() => ({ code: 0, stdout: '', stderr: '' }), failure);
      const output = `${result.stdout}${result.stderr}`;
      expect(result.code, JSON.stringify(env)).not.toBe(0);
      expect(output).toContain('The build stopped: PORTFOLIO_PASSWORD');
      if (env.PORTFOLIO_PASSWORD) expect(output).toMatch(/too easy to guess: one GPU would find it in about [\w ]+/);
      else expect(output).toMatch(/GitHub Pages:[\s\S]*Netlify:[\s\S]*Vercel:[\s\S]*Cloudflare Pages:/);
      expect(existsSync(path.join(site.dir, 'build/client/index.html'))).toBe(false);
    }
  }, 120_000);

  it('a second private project, scaffolded with a codename, builds encrypted with a strong password; one password opens both, and no public file names it', async () => {
    const scaffold = await site.run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', realName, '--private']);
    expect(scaffold.stdout).toContain(`a new private case study at /${realName.toLowerCase()}`);
    const file = path.join(site.dir, 'content/projects/solenne/index.md');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('\naccess: private\n');
    const [, light = '', dark = ''] = /\naccent:\n {2}light: '(#[0-9A-Fa-f]{6})'\n {2}dark: '(#[0-9A-Fa-f]{6})'\n/.exec(source) ?? [];
    expect(light && dark).toBeTruthy();
    writeFileSync(file, source.replace(/# codename:\n#[^\n]*\n#[^\n]*/, `codename:\n  name: ${codename.name}\n  subtitle: ${codename.subtitle}`));

    await site.run('npm', ['run', 'build'], { CI: 'true', PORTFOLIO_PASSWORD: testPassword });
    const client = path.join(site.dir, 'build/client');

    // Encrypted under its public address, with the same key as Mango: one password opens both.
    const [mango, solenne] = ['mango', codename.name.toLowerCase()].map((address) => {
      const payload: unknown = JSON.parse(readFileSync(path.join(client, `protected/${address}.json`), 'utf8'));
      if (!isProtectedPayload(payload)) throw new Error(`protected/${address}.json is not a payload`);
      return payload;
    }) as [ProtectedPayload, ProtectedPayload];
    expect(solenne.kdf).toEqual(mango.kdf);
    // Its accent travels inside the ciphertext: the unlocked page draws it.
    expect(JSON.parse(decrypt(solenne, testPassword))).toMatchObject({ name: realName, accent: { light, dark } });
    expect(JSON.parse(decrypt(mango, testPassword))).toMatchObject({ name: 'Mango' });

    // Its card, gate page, preview and address use the codename.
    const home = readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(home).toContain(codename.name);
    expect(home).toContain(codename.subtitle);
    expect(existsSync(path.join(client, 'lighthouse/index.html'))).toBe(true);
    const page = readFileSync(path.join(client, 'lighthouse/index.html'), 'utf8');
    expect(page).toContain('/og/lighthouse.png');
    expect(page).toContain(`\\"${codename.name}\\"`); // the page's data, which names the project once the app starts
    expect(existsSync(path.join(client, 'og/lighthouse.png'))).toBe(true);

    // The real name is nowhere outside the ciphertext, in any form.
    const files = publicFiles(client);
    expect(files.length).toBeGreaterThan(300);
    const leaks = files.filter((name) => {
      const bytes = readFileSync(name);
      const plain = name.endsWith('.br') || name.endsWith('.gz') ? null : bytes.toString('latin1');
      return /solenne/i.test(path.relative(client, name)) || (plain !== null && /solenne/i.test(plain));
    });
    expect(leaks.map((name) => path.relative(client, name))).toEqual([]);

    // Nor are its accent colours, which could name the client too: not in the stylesheets, on
    // /design-system, in tokens.json, on its card or in any page's data.
    const colours = new RegExp(`${light}|${dark}`, 'i');
    const coloured = files.filter((name) => !name.endsWith('.br') && !name.endsWith('.gz') && colours.test(readFileSync(name, 'latin1')));
    expect(coloured.map((name) => path.relative(client, name))).toEqual([]);
    const stylesheets = files.filter((name) => name.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const checked of [...stylesheets, path.join(client, 'design-system/index.html'), path.join(client, 'tokens.json')]) {
      expect(files, checked).toContain(checked);
    }
    // The public tokens still hold the accents of the other projects: only the codename project's is left out.
    const tokens = readFileSync(path.join(client, 'tokens.json'), 'utf8');
    expect(tokens).toContain('"mango"');
    expect(tokens).not.toContain('"lighthouse"');
  }, 420_000);

  it('in the browser, its card leads through the gate to it, and the same password then opens Mango too', async () => {
    const port = Number(process.env.E2E_PORT ?? 4399) + 60;
    const server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], { cwd: site.dir, env: { ...process.env, PORT: String(port) } });
    await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
    const browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const base = `http://localhost:${port}`;
      await page.goto(base);
      await page.waitForFunction(pageIsReady);
      await page.getByRole('link', { name: new RegExp(codename.name) }).click();
      await page.waitForURL(`${base}/private`);
      await page.getByPlaceholder('Enter password').fill(testPassword);
      await page.getByPlaceholder('Enter password').press('Enter');
      await page.waitForURL(`${base}/lighthouse`);
      await page.getByRole('heading', { level: 1, name: realName }).waitFor();
      await page.goto(`${base}/mango`);
      await page.getByRole('heading', { level: 1, name: 'Mango' }).waitFor();
      expect(page.url()).toBe(`${base}/mango`);
    } finally {
      await browser.close();
      server.kill();
    }
  }, 120_000);
});
