// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testContent } from '../../tools/testing/test-portfolio.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { readPdf } from '../pdf-reader.ts';
import { plainEnv } from '../../tools/testing/copy-site.ts';

const { caseStudies, contentIn, projectOrder } = testContent;
const root = process.cwd();
const out = mkdtempSync(path.join(tmpdir(), 'portfolio-deck-'));
const recipient = 'Acme Recruiting';
const publicSlug = projectOrder.find((slug) => caseStudies[slug]!.access === 'public')!;
const privateSlug = Object.keys(caseStudies).find((slug) => caseStudies[slug]!.access === 'private')!;
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `npm run portfolio-pdf -- …` in the project, from `cwd` (the owner's folder); its exit code and output. */
async function deck(args: string[], cwd = out) {
  return promisify(execFile)('npm', ['--prefix', root, 'run', '--silent', 'portfolio-pdf', '--', ...args], {
    cwd,
    env: { ...plainEnv, INIT_CWD: cwd },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** Every file under build/ with its size and time: what a run must leave as it was. */
function buildState(): string[] {
  const build = path.join(root, 'build');
  if (!existsSync(build)) return [];
  return (readdirSync(build, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => {
      const info = statSync(path.join(build, file));
      return `${file} ${info.size} ${info.mtimeMs}`;
    })
    .sort();
}

/** The published folder, with a home page: the build's, or a stand-in where the copy has not been built (removed afterwards). */
const published = path.join(root, 'build', 'client');
const standIn = existsSync(path.join(published, 'index.html')) ? null : existsSync(published) ? path.join(published, 'index.html') : published;
if (standIn) {
  mkdirSync(published, { recursive: true });
  writeFileSync(path.join(published, 'index.html'), '<!doctype html><title>The published home page</title>');
}

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  if (standIn) rmSync(standIn, { recursive: true, force: true });
});

describe('npm run portfolio-pdf', () => {
  it('writes one deck of a public and a private case study for a named recipient, and nothing into build/', async () => {
    const before = buildState();
    const { code, stdout, stderr } = await deck(['--projects', `${publicSlug},${privateSlug}`, '--for', recipient, '--out', 'deck.pdf']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('deck.pdf');
    expect(buildState()).toEqual(before);

    const words = wordsFor('en').documents;
    const content = contentIn('en');
    const [publicStudy, privateStudy] = [content.studyOf(publicSlug), content.studyOf(privateSlug)];
    const pdf = await readPdf(readFileSync(path.join(out, 'deck.pdf')));
    const pages = pdf.pages.map(flat);
    // The cover: the owner, their title, the recipient and the day.
    expect(pages[0]).toContain(content.site.name);
    expect(pages[0]).toContain(flat(content.site.role));
    expect(pages[0]).toContain(words.preparedFor(recipient));
    expect(pages[0]).toMatch(new RegExp(String(new Date().getFullYear())));
    // The contents, then the case studies in the order given.
    expect(pages[1]).toContain(words.contents);
    const publicStart = pages.findIndex((page, i) => i > 1 && page.startsWith(`${words.caseStudy.toUpperCase()} ${publicStudy.name}`));
    const privateStart = pages.findIndex((page, i) => i > 1 && page.startsWith(`${words.caseStudy.toUpperCase()} ${privateStudy.name}`));
    expect(publicStart).toBeGreaterThan(1);
    expect(privateStart).toBeGreaterThan(publicStart);
    // The contents says the page each one starts on.
    expect(pages[1]).toContain(`${flat(publicStudy.subtitle)} ${publicStart + 1}`);
    expect(pages[1]).toContain(`${flat(privateStudy.subtitle)} ${privateStart + 1}`);
    // Every page of the private case study says it is confidential, and for whom; the public one's do not.
    const confidential = words.confidential(recipient);
    const last = pages.length - 1;
    for (let i = privateStart; i < last; i++) expect(pages[i], `page ${i + 1}`).toContain(confidential);
    for (let i = publicStart; i < privateStart; i++) expect(pages[i], `page ${i + 1}`).not.toContain(confidential);
    // The private text, decrypted from nothing: read from the content on this computer.
    const privateSentence = privateStudy.sections[0]!.blocks.find((block) => block.kind === 'comment')!;
    expect(pages.slice(privateStart).join(' ')).toContain(flat(privateSentence.kind === 'comment' ? privateSentence.text.split(/(?<=\.)\s/)[0]! : ''));
    // The last page: contact details and the CV's short summary.
    expect(pages[last]).toContain(content.site.email);
    expect(pages[last]).toContain(flat(content.cv.summary.split(/(?<=\.)\s/)[0]!));
    expect(pdf.info.Author).toBe(content.site.name);
  }, 420_000);

  it('in Spanish, without --projects: the home page’s public projects only, in Spanish, in a file named for the recipient', async () => {
    const folder = mkdtempSync(path.join(out, 'es-'));
    const { code, stderr } = await deck(['--for', recipient, '--lang', 'es'], folder);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [file, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(file).toMatch(/portfolio-acme-recruiting-\d{4}-\d\d-\d\d\.pdf$/);
    const text = flat((await readPdf(readFileSync(path.join(folder, file!)))).pages.join(' '));
    expect(text).toContain(wordsFor('es').documents.preparedFor(recipient));
    const spanish = contentIn('es');
    for (const slug of projectOrder) {
      const study = spanish.studyOf(slug);
      if (study.access === 'public') expect(text).toContain(flat(study.subtitle));
      else expect(text).not.toContain(flat(study.subtitle));
    }
  }, 420_000);

  it.each([
    [[`--projects`, `${publicSlug.slice(0, -1)}x`, '--for', recipient], `No project "${publicSlug.slice(0, -1)}x" in content/projects. Did you mean "${publicSlug}"?`],
    [['--projects', publicSlug, '--for', ''], '--for needs the recipient’s name'.replace('’', "'")],
    [['--projects', publicSlug, '--for', recipient, '--out', 'missing-folder/deck.pdf'], 'Cannot write '],
    [['--projects', privateSlug, '--for', recipient, '--out', path.join(root, 'build', 'client', 'deck.pdf')], 'which is published'],
  ])('refuses %j in one line, writing nothing', async (args, message) => {
    const folder = mkdtempSync(path.join(out, 'refused-'));
    const before = buildState();
    const { code, stdout, stderr } = await deck(args, folder);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toContain(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([]);
    expect(buildState()).toEqual(before);
  }, 180_000);

  it.each([
    ['a folder that is a link into build/', 'outlink', 'outlink/d.pdf', () => published],
    ['a file that is a link to the published home page', 'deck.pdf', 'deck.pdf', () => path.join(published, 'index.html')],
  ])('refuses --out through %s, writing nothing there', async (_, link, asked, target) => {
    const folder = mkdtempSync(path.join(out, 'linked-'));
    symlinkSync(target(), path.join(folder, link));
    const home = readFileSync(path.join(published, 'index.html'));
    const before = buildState();
    const { code, stdout, stderr } = await deck(['--projects', privateSlug, '--for', recipient, '--out', asked], folder);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toMatch(/^Cannot write .*: it is (inside .* through a link, which is published|a link \(a symbolic link\))/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([link]);
    expect(buildState()).toEqual(before);
    expect(readFileSync(path.join(published, 'index.html'))).toEqual(home);
  }, 180_000);
});
