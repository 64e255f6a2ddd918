// @vitest-environment node
// The site as a new owner makes it, following CONTENT.md: the sample's private project retired (its
// folder and its line in `projects:`), so there is no private work at all; a project of her own added
// with `npm run new-project`; her own name. Built as a host builds it (CI set, and no password: with
// nothing to encrypt, none is needed), then served. Nothing of the private machinery may be left, and
// nothing may break.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { privateSlug } from '../../tools/testing/test-projects.ts';
import { serveBuild, type ServedBuild } from '../../tools/bench/serve-build.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import { gatePath } from '../../app/lib/pages.ts';
import { protectedFolder, snapshotFolder } from '../../app/lib/build-output.ts';
import { gateForm, gateScriptAttributes } from '../../app/features/gate/gate-contract.ts';
import { isolationHeaders } from '../../tools/build/security-headers.ts';
import { buildTestPorts } from './ports.ts';

const owner = { name: 'Ada Lindqvist', cv: 'ada-lindqvist-cv.pdf' };
const noPrivateProject =
  'The site has no private project: no case study in content/projects says "access: private", so there is no link to make or take back.';

describe('a new owner’s site: no private work, a project of her own, her name', () => {
  let site: Copy;
  let server: ServedBuild | undefined;
  let client = '';
  let order: string[] = [];
  let scaffold = { stdout: '', stderr: '' };
  let build = { stdout: '', stderr: '' };
  const base = `http://localhost:${buildTestPorts.newOwnerSite}`;
  const read = (file: string) => readFileSync(path.join(client, file), 'utf8');
  const run = (args: string[]) =>
    site.run(process.execPath, ['--import', 'tsx', ...args]).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    site = copySite('portfolio-new-owner-');
    client = path.join(site.dir, 'build/client');
    const siteFile = path.join(site.dir, 'content/site.yaml');
    rmSync(path.join(site.dir, 'content/projects', privateSlug), { recursive: true });
    const text = readFileSync(siteFile, 'utf8');
    const retired = text.replace(`\n  - ${privateSlug}\n`, '\n').replace(/^name: .*$/m, `name: ${owner.name}`);
    expect(retired).not.toContain(`- ${privateSlug}\n`);
    writeFileSync(siteFile, retired);
    order = (parse(retired) as { projects: string[] }).projects;
    scaffold = await site.run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', 'Solenne']);
    build = await site.run('npm', ['run', 'build'], { CI: 'true' });
    server = await serveBuild(String(buildTestPorts.newOwnerSite), path.join(site.dir, 'build'));
  }, 420_000);
  afterAll(() => {
    server?.stop();
    site?.remove();
  });

  it('npm run new-project scaffolds a case study that builds, with its page and its card last on the home page', async () => {
    expect(scaffold.stdout).toContain('Created Solenne, a new case study at /solenne');
    expect((parse(readFileSync(path.join(site.dir, 'content/site.yaml'), 'utf8')) as { projects: string[] }).projects).toEqual([...order, 'solenne']);
    const markdown = readFileSync(path.join(site.dir, 'content/projects/solenne/index.md'), 'utf8');
    expect(markdown).toMatch(/^---\n[\s\S]*\nname: Solenne\n[\s\S]*\n---\n\n## /);
    expect(markdown).toContain('](media/');

    // Its placeholder texts are a warning: the build goes on, and says which file holds them.
    expect(build.stdout + build.stderr).toMatch(/content\/projects\/solenne\/index.md: \d+ texts still end in "\(placeholder\)"/);
    const page = read('solenne/index.html');
    expect(page).toMatch(/<h1[^>]*>Solenne<\/h1>/);
    // The Markdown's sections, titled paragraphs and image rows, rendered at build time.
    const sectionTitles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]).filter((title) => title !== 'Lessons');
    for (const title of sectionTitles) expect(page).toContain(`>${title}<`);
    expect(page.match(/<img /g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    // The card links to the page's address as every link of the site writes it, with its slash.
    const card = new RegExp(`<a [^>]*href="${pageHref('/solenne', '/')}"[^>]*>[\\s\\S]*?<\\/a>`).exec(read('index.html'))?.[0] ?? '';
    expect(card).toContain('Solenne');
    expect(readdirSync(path.join(client, 'og'))).toContain('solenne.png');

    // A second project of the same name is refused with one line, and nothing changes.
    expect(await run(['tools/content/new-project/index.ts', 'SOLENNE'])).toMatchObject({
      code: 1,
      stderr: 'content/projects/solenne already exists: a project already has the address /solenne. Choose another name, or edit content/projects/solenne/index.md\n',
    });
  });

  it('names her CV after her', () => {
    const top = readdirSync(client);
    expect(top).toContain(owner.cv);
    expect(top.filter((file) => file.endsWith('-cv.pdf'))).toEqual([owner.cv]);
  });

  it('with no private project, builds no gate, no lock card, no key files and no isolation rules', () => {
    const everything = readdirSync(client, { recursive: true, encoding: 'utf8' });
    const pages = everything.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    // No encrypted pages or gate parameters, no page for the gate or the retired project, in any language.
    const gone = [protectedFolder, snapshotFolder, gatePath.slice(1), privateSlug];
    expect(everything.filter((file) => file.split(path.sep).some((part) => gone.includes(part.replace(/\..*$/, ''))))).toEqual([]);
    // No page carries the gate's script or its form; no card shows a lock or leads to the gate.
    for (const file of pages) {
      const html = read(file);
      expect(html, file).not.toContain(`${gateScriptAttributes.projects}=`);
      expect(html, file).not.toContain(Object.entries(gateForm.props).map(([key, value]) => `${key}="${value}"`)[0]);
      expect(html, file).not.toContain('data-icon="lock"');
      expect(html, file).not.toMatch(new RegExp(`href="(/es)?${gatePath}/?"`));
    }
    expect(read('index.html')).toContain('data-icon="arrow"');
    // No isolation header on any page, and nothing of the gate in the sitemap.
    const headers = read('_headers');
    expect(headers).toContain('Content-Security-Policy');
    expect(headers).not.toContain(Object.keys(isolationHeaders)[0]);
    expect(read('sitemap.xml')).not.toMatch(new RegExp(`${gatePath}|/${privateSlug}`));
    expect(read('sitemap.xml')).toContain('/solenne');
  });

  it('answers every page of the sitemap, and /private as any unknown address, with the not-found page', async () => {
    const addresses = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of addresses) expect((await fetch(`${base}${address}`)).status, address).toBe(200);
    for (const address of [gatePath, `${gatePath}/`, `/es${gatePath}`, `/${privateSlug}`, `/${protectedFolder}/${privateSlug}.gate.json`]) {
      const response = await fetch(`${base}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe(read(address.startsWith('/es/') ? 'es/404.html' : '404.html'));
    }
  });

  it('share-link and its revoke say plainly that there is no private project', async () => {
    for (const args of [[privateSlug], ['revoke', privateSlug]]) {
      const result = await run(['tools/share-link/index.ts', ...args]);
      expect(result, args.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: `${noPrivateProject}\n` });
    }
  });
});
