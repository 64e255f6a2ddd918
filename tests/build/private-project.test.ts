// @vitest-environment node
import { pageHref } from '../../app/lib/public-url.ts';
import { createDecipheriv } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publicFiles, publishedSecrets, shippedText } from '../support/published-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeyBytes, verifierOfKey } from '../../tools/build/encrypt.ts';
import { isProtectedPayload, snapshotFile, type ProtectedPayload } from '../../app/features/gate/protected-payload.ts';
import type { UnlockedPage } from '../../app/features/gate/gate.ts';
import { pageIsReady } from '../../tools/testing/page-ready.ts';
import { testPassword } from '../../tools/testing/test-password.ts';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../../tools/testing/find-chromium.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { collectInBrowser } from '../../tools/testing/analytics-collector.ts';
import { en } from '../../app/i18n/words/en.ts';
import { testContent } from '../../tools/testing/test-portfolio.ts';
import { projectPasswordVariable } from '../../tools/build/project-keys.ts';
import { privateSlug } from '../../tools/testing/test-projects.ts';
import { buildTestPorts } from './ports.ts';

const realName = 'Solenne';
const codename = { name: 'Lighthouse' };
/** The private project of the content, which opens with the site's password, and its name. */
const first = { slug: privateSlug, name: testContent.studyOf(privateSlug).name };
/** The second project's own password (PORTFOLIO_PASSWORD_SOLENNE): the first keeps the site's. */
const solennePassword = 'juniper lantern oxbow meridian';
/** Its public teaser, on purpose: the only words of it that may be published. */
const teaser = { outcome: 'Studio bookings moved off spreadsheets for forty locations', role: 'Lead product designer', industry: 'Fitness' };
/** A paragraph of its own, in place of the template's first: what the NDA covers. */
const ownParagraph = 'The franchise board asked for a waitlist that never showed a member how many people were ahead of them.';

/** Opens a payload as the browser does, in Node: the password's key, AES-GCM, gunzip. */
function decrypt(payload: ProtectedPayload, password: string): string {
  const key = deriveKeyBytes(password, Buffer.from(payload.kdf.salt, 'base64'), payload.kdf.iterations, payload.project);
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
    const envs: Record<string, string>[] = [{ CI: 'true' }, { CI: 'true', PORTFOLIO_PASSWORD: '' }, { CI: '1', PORTFOLIO_PASSWORD: `${first.name}2024!` }];
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

  it('a second private project, with a codename and its own password, builds encrypted; no public file holds its words beyond the teaser, nor the first\'s', async () => {
    // Beside it, a public project of the owner's, from the same template: its placeholder texts are
    // public, and are not the private project's words.
    await site.run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', 'Atlas']);
    const scaffold = await site.run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', realName, '--private']);
    expect(scaffold.stdout).toContain(`a new private case study at /${realName.toLowerCase()}`);
    const file = path.join(site.dir, 'content/projects/solenne/index.md');
    const scaffolded = readFileSync(file, 'utf8');
    const source = scaffolded.replace(/^Owners did not need more features;.*$/m, ownParagraph);
    expect(source).toContain(ownParagraph);
    expect(source).toContain('\naccess: private\n');
    const [, light = '', dark = ''] = /\naccent:\n {2}light: '(#[0-9A-Fa-f]{6})'\n {2}dark: '(#[0-9A-Fa-f]{6})'\n/.exec(source) ?? [];
    expect(light && dark).toBeTruthy();
    const withTeaser = source
      .replace(/# codename:\n#[^\n]*/, `codename:\n  name: ${codename.name}`)
      .replace(/\n {2}outcome: [^\n]*/, `\n  outcome: ${teaser.outcome}`)
      .replace(/\n {2}role: [^\n]*/, `\n  role: ${teaser.role}`)
      .replace(/\n {2}industry: [^\n]*/, `\n  industry: ${teaser.industry}`)
      .replace(/\n {2}summary: [^\n]*/, '');
    expect(withTeaser).toContain(`outcome: ${teaser.outcome}`);
    writeFileSync(file, withTeaser);
    // Without a public summary in English, its Spanish file has none either.
    const spanish = path.join(site.dir, 'content/projects/solenne/index.es.md');
    writeFileSync(spanish, readFileSync(spanish, 'utf8').replace(/\n {2}summary: [^\n]*/, ''));

    await site.run('npm', ['run', 'build'], { CI: 'true', PORTFOLIO_PASSWORD: testPassword, PORTFOLIO_PASSWORD_SOLENNE: solennePassword });
    const client = path.join(site.dir, 'build/client');

    // Each project encrypted under its public address, with its own key from its own password.
    const [firstPayload, solenne] = [first.slug, codename.name.toLowerCase()].map((address) => {
      const payload: unknown = JSON.parse(readFileSync(path.join(client, snapshotFile(address)), 'utf8'));
      if (!isProtectedPayload(payload)) throw new Error(`${snapshotFile(address)} is not an encrypted page`);
      return payload;
    }) as [ProtectedPayload, ProtectedPayload];
    expect(solenne.kdf.salt).not.toBe(firstPayload.kdf.salt);
    expect(solenne.group).toEqual([]);
    expect(() => decrypt(solenne, testPassword)).toThrow();
    // Its name and its accent travel inside the ciphertext: the unlocked page draws them.
    const solennePage = JSON.parse(decrypt(solenne, solennePassword)) as UnlockedPage;
    expect(solennePage.title).toContain(realName);
    expect(solennePage.html).toContain(`--accent-light:${light}`);
    expect(solennePage.html).toContain(`--accent-dark:${dark}`);
    expect((JSON.parse(decrypt(firstPayload, testPassword)) as UnlockedPage).title).toContain(first.name);

    // Its card, gate page, preview and address use the codename, and its teaser's outcome.
    const home = readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(home).toContain(codename.name);
    expect(home).toContain(teaser.outcome);
    expect(existsSync(path.join(client, 'lighthouse/index.html'))).toBe(true);
    const page = readFileSync(path.join(client, 'lighthouse/index.html'), 'utf8');
    expect(page).toContain('/og/lighthouse.png');
    expect(page).toContain(teaser.outcome);
    expect(existsSync(path.join(client, 'og/lighthouse.png'))).toBe(true);

    // The real name is nowhere outside the ciphertext, in any form, compressed files opened up.
    const files = publicFiles(client);
    expect(files.length).toBeGreaterThan(300);
    const texts = files.map((name) => ({ name, text: shippedText(name) }));
    const leaks = texts.filter(({ name, text }) => /solenne/i.test(path.relative(client, name)) || /solenne/i.test(text));
    expect(leaks.map(({ name }) => path.relative(client, name))).toEqual([]);

    // Nor any other line of either private case study: only the teaser's words are public, with or
    // without a codename. (Every text field of the content, but the name where no codename hides it.)
    // Every run of words the unlocked case study shows (its text between tags, entities decoded): its
    // <main>, up to the public cards of the other projects at its end.
    const caseStudyOf = (html: string) => html.slice(html.indexOf('<main')).split('id="other-projects"')[0]!;
    const privateLines = (body: string) =>
      [...new Set(caseStudyOf((JSON.parse(body) as UnlockedPage).html).split(/<[^>]*>/))]
        .map((text) =>
          text
            .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
            .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
            .replaceAll('&quot;', '"')
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&amp;', '&')
            .trim(),
        )
        .filter((line) => line.length >= 24);
    // The owner's words, not the interface's ("Read the full case study"): those found in the project's
    // own file, and not in the template every new project starts from (Atlas publishes those).
    const templateText = readFileSync(path.join(site.dir, 'content/projects/atlas/index.md'), 'utf8');
    const ownWords = (folder: string, lines: string[]) => {
      const written = readFileSync(path.join(site.dir, 'content/projects', folder, 'index.md'), 'utf8');
      return lines.filter((line) => written.includes(line) && !templateText.includes(line));
    };
    const [firstSecrets, solenneSecrets] = [
      ownWords(first.slug, privateLines(decrypt(firstPayload, testPassword))),
      ownWords('solenne', privateLines(decrypt(solenne, solennePassword))),
    ];
    // The sample's whole case study, and what the second says of its own.
    expect(firstSecrets.length).toBeGreaterThan(15);
    expect(solenneSecrets).toContain(ownParagraph);
    const secrets = [...firstSecrets, ...solenneSecrets];
    // The template's texts are public on Atlas's page: they are not the private project's.
    expect(readFileSync(path.join(client, 'atlas/index.html'), 'utf8')).toContain('Twelve interviews, one pattern');
    expect(publishedSecrets(client, secrets.map((text) => ({ text, from: 'a private case study' })))).toEqual([]);

    // Nor are its accent colours, which could name the client too: not in the stylesheets, on
    // /design-system, in tokens.json, on its card or in any page's data.
    const colours = new RegExp(`${light}|${dark}`, 'i');
    const coloured = texts.filter(({ text }) => colours.test(text));
    expect(coloured.map(({ name }) => path.relative(client, name))).toEqual([]);
    const stylesheets = files.filter((name) => name.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const checked of [...stylesheets, path.join(client, 'design-system/index.html'), path.join(client, 'tokens.json')]) {
      expect(files, checked).toContain(checked);
    }
    // The public tokens still hold the accents of the other projects: only the codename project's is left out.
    const tokens = readFileSync(path.join(client, 'tokens.json'), 'utf8');
    expect(tokens).toContain(`"${first.slug}"`);
    expect(tokens).not.toContain('"lighthouse"');
  }, 420_000);

  it('in the browser, each project opens with its own password or share link only, and the teaser shows on the gate', async () => {
    const port = buildTestPorts.privateProject;
    const server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], { cwd: site.dir, env: { ...process.env, PORT: String(port) } });
    await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
    const browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
    try {
      const base = `http://localhost:${port}`;
      const errors: string[] = [];
      const fresh = async () => {
        const context = await browser.newContext();
        // The test portfolio counts visits at a host on this computer: answered in the browser, as the browser tests do.
        if (testContent.site.analytics) await collectInBrowser(context, testContent.site.analytics.host);
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        return page;
      };
      const heading = (page: Page) => page.getByRole('heading', { level: 1 });
      const submit = async (page: Page, password: string) => {
        await page.getByPlaceholder('Enter password').fill(password);
        await page.getByPlaceholder('Enter password').press('Enter');
      };

      // Its card leads to the gate, which shows its teaser; the first's password does not open it, its own does.
      const page = await fresh();
      await page.goto(base);
      await page.waitForFunction(pageIsReady);
      await page.getByRole('link', { name: new RegExp(codename.name) }).click();
      await page.waitForURL(`${base}${pageHref('/private', '/')}`);
      await page.getByRole('region', { name: codename.name }).getByText(teaser.outcome).waitFor();
      await page.waitForFunction(pageIsReady);
      await submit(page, testPassword);
      await page.getByRole('alert').getByText('Incorrect password. Try again.').waitFor();
      await submit(page, solennePassword);
      await page.waitForURL(`${base}${pageHref('/lighthouse', '/')}`);
      await heading(page).getByText(realName).waitFor();
      // Holding Lighthouse's key only: the first asks for its own password.
      await page.goto(`${base}/${first.slug}`);
      await page.waitForURL(`${base}${pageHref('/private', '/')}`);
      await submit(page, testPassword);
      await page.waitForURL(`${base}${pageHref(`/${first.slug}`, '/')}`);
      await heading(page).getByText(first.name).waitFor();
      await page.goto(`${base}/lighthouse`);
      await heading(page).getByText(realName).waitFor();

      // A share link for Lighthouse opens it, and only it.
      const link = (project: string, password: Record<string, string>) => {
        const made = spawnSync(process.execPath, ['--import', 'tsx', 'tools/share-link/index.ts', project, '--days', '2'], {
          cwd: site.dir,
          env: { ...process.env, PORTFOLIO_PASSWORD: testPassword, ...password },
          encoding: 'utf8',
        });
        expect(made.status, made.stderr).toBe(0);
        return new URL(made.stdout.trim());
      };
      const lighthouseLink = link(codename.name, { PORTFOLIO_PASSWORD_SOLENNE: solennePassword });
      const shared = await fresh();
      await shared.goto(`${base}${lighthouseLink.pathname}${lighthouseLink.hash}`);
      await shared.waitForURL(`${base}${pageHref('/lighthouse', '/')}`);
      await heading(shared).getByText(realName).waitFor();
      await shared.goto(`${base}/${first.slug}`);
      await shared.waitForURL(`${base}${pageHref('/private', '/')}`);
      await shared.getByPlaceholder('Enter password').waitFor();

      // The first's link, opened on Lighthouse's page, does not open Lighthouse.
      const firstLink = link(first.slug, {});
      const crossed = await fresh();
      await crossed.goto(`${base}/lighthouse${firstLink.hash}`);
      await crossed.waitForURL(`${base}${pageHref('/private', '/')}`);
      await crossed.getByRole('alert').getByText(/opens a different private project/).waitFor();
      await crossed.goto(`${base}/lighthouse`);
      await crossed.waitForURL(`${base}${pageHref('/private', '/')}`);

      // A link made with the site's password for Lighthouse (not its password) is refused.
      const wrong = link(codename.name, {});
      const refused = await fresh();
      await refused.goto(`${base}${wrong.pathname}${wrong.hash}`);
      await refused.getByRole('alert').getByText(/cannot open the case study/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
      await once(server, 'exit');
    }
  }, 120_000);

  it('after `share-link revoke` and a rebuild with what it printed, a link and a key from before no longer open the project; its new password does', async () => {
    // The port of the test before, whose server has stopped.
    const port = buildTestPorts.privateProject;
    const base = `http://localhost:${port}`;
    const passwords = { PORTFOLIO_PASSWORD: testPassword, PORTFOLIO_PASSWORD_SOLENNE: solennePassword };
    const serve = async () => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], { cwd: site.dir, env: { ...process.env, PORT: String(port) } });
      await new Promise<void>((resolve, reject) => {
        server.stdout.once('data', () => resolve());
        server.once('exit', (code) => reject(new Error(`The server stopped (exit ${code}).`)));
      });
      return server;
    };
    const stop = async (server: ReturnType<typeof spawn>) => {
      if (server.exitCode !== null) return;
      server.kill();
      await once(server, 'exit');
    };
    const command = (args: string[], env: Record<string, string>) => {
      const made = spawnSync(process.execPath, ['--import', 'tsx', 'tools/share-link/index.ts', ...args], {
        cwd: site.dir,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(made.status, made.stderr).toBe(0);
      return made.stdout;
    };
    const browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
    let server = await serve();
    try {
      const heading = (page: Page) => page.getByRole('heading', { level: 1 });
      const password = (page: Page) => page.getByPlaceholder(en.gate.placeholder);
      // Before: a link opens the first private project, and the browser remembers its key.
      const link = new URL(command([first.slug, '--days', '30'], passwords).trim());
      const holder = await (await browser.newContext()).newPage();
      await holder.goto(`${base}${link.pathname}${link.hash}`);
      await holder.waitForURL(`${base}${pageHref(`/${first.slug}`, '/')}`);
      await heading(holder).getByText(first.name).waitFor();
      await stop(server);

      // The command prints the variable and the new password; the site is built again with them.
      const printed = command(['revoke', first.slug], passwords);
      const [, variable = '', newPassword = ''] = /Set (PORTFOLIO_PASSWORD_\w+) to this new password[\s\S]*?\n\n {7}(\S[^\n]*)\n/.exec(printed) ?? [];
      expect(variable, printed).toBe(projectPasswordVariable(first.slug));
      await site.run('npm', ['run', 'build'], { CI: 'true', ...passwords, [variable]: newPassword });
      server = await serve();

      // The remembered key no longer opens it: the gate asks for the password.
      await holder.goto(`${base}/${first.slug}`);
      await holder.waitForURL(`${base}${pageHref('/private', '/')}`);
      await password(holder).waitFor();
      // The link made before is refused, in a browser that never held the key too.
      const later = await (await browser.newContext()).newPage();
      await later.goto(`${base}${link.pathname}${link.hash}`);
      await later.getByRole('alert').getByText(en.gate.shareLink.invalid).waitFor();
      await later.goto(`${base}/${first.slug}`);
      await later.waitForURL(`${base}${pageHref('/private', '/')}`);
      // The old password no longer opens it; the new one does.
      await password(later).fill(testPassword);
      await password(later).press('Enter');
      await later.getByRole('alert').getByText(en.gate.wrongPassword).waitFor();
      await password(later).fill(newPassword);
      await password(later).press('Enter');
      await later.waitForURL(`${base}${pageHref(`/${first.slug}`, '/')}`);
      await heading(later).getByText(first.name).waitFor();
      // A link made with the new password opens it.
      const renewed = new URL(command([first.slug], { ...passwords, [variable]: newPassword }).trim());
      const fresh = await (await browser.newContext()).newPage();
      await fresh.goto(`${base}${renewed.pathname}${renewed.hash}`);
      await fresh.waitForURL(`${base}${pageHref(`/${first.slug}`, '/')}`);
      await heading(fresh).getByText(first.name).waitFor();
    } finally {
      await browser.close();
      await stop(server);
    }
  }, 420_000);
});
