import { execFileSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseStudies, projectOrder } from '../../app/features/content/content.server.ts';
import { deckFileName } from '../../app/features/documents/document-files.ts';
import {
  committable,
  deckOutRefusal,
  defaultDeckProjects,
  editDistance,
  findProjects,
  parseDeckArgs,
  suggestion,
  writeDeck,
} from './portfolio-pdf.ts';

const privateSlug = Object.keys(caseStudies).find((slug) => caseStudies[slug]!.access === 'private')!;
const publicSlug = projectOrder.find((slug) => caseStudies[slug]!.access === 'public')!;

describe('the deck command’s arguments', () => {
  it('reads the projects in order, the recipient, the language and the output', () => {
    expect(parseDeckArgs(['--projects', 'huru, mango', '--for', ' Acme   Recruiting ', '--lang', 'es', '--out', 'deck.pdf'])).toEqual({
      projects: ['huru', 'mango'],
      recipient: 'Acme Recruiting',
      locale: 'es',
      out: 'deck.pdf',
    });
    expect(parseDeckArgs(['--for=Acme', '--projects=mango,huru'])).toEqual({
      projects: ['mango', 'huru'],
      recipient: 'Acme',
      locale: 'en',
      out: null,
    });
  });

  it('without --projects, leaves the choice to the home page', () => {
    expect(parseDeckArgs(['--for', 'Acme']).projects).toBeNull();
  });

  it.each([
    [['--projects', 'huru'], /^--for needs the recipient's name/],
    [['--for', '   '], /^--for needs the recipient's name/],
    [['--for', ''], /^--for needs the recipient's name/],
    [['--for', '--projects', 'huru'], /^--for needs the recipient's name/],
    [['--for', 'Acme', '--lang', 'fr'], /^--lang takes en or es, not "fr"/],
    [['--for', 'Acme', '--projects', ' , '], /^--projects needs at least one project/],
    [['--for', 'Acme', '--out', ''], /^--out needs a file name/],
    [['--for', 'Acme', 'huru'], /^Unexpected "huru"\. Usage: npm run portfolio-pdf/],
  ])('refuses %j in one line', (args, message) => {
    const error = (() => {
      try {
        parseDeckArgs(args);
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('accepted');
    })();
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
  });
});

describe('finding the projects', () => {
  it('takes a folder, a name or a codename, in any case, in the order given', () => {
    const study = caseStudies[privateSlug]!;
    expect(findProjects([privateSlug.toUpperCase(), publicSlug], caseStudies)).toEqual([privateSlug, publicSlug]);
    expect(findProjects([study.name], caseStudies)).toEqual([privateSlug]);
    if (study.codename) expect(findProjects([study.codename.name], caseStudies)).toEqual([privateSlug]);
  });

  it('says an unknown project in one line, with the nearest name', () => {
    const typo = `${publicSlug.slice(0, -1)}x`;
    expect(() => findProjects([typo], caseStudies)).toThrow(`No project "${typo}" in content/projects. Did you mean "${publicSlug}"?`);
    expect(() => findProjects(['zzzzzzzzzz'], caseStudies)).toThrow(/^No project "zzzzzzzzzz" in content\/projects\. The projects: /);
  });

  it('refuses a project named twice', () => {
    expect(() => findProjects([publicSlug, publicSlug.toUpperCase()], caseStudies)).toThrow(`--projects names ${publicSlug} twice`);
  });

  it('without a choice, takes the home page’s public projects, in its order, and no private one', () => {
    const chosen = defaultDeckProjects(projectOrder, caseStudies);
    expect(chosen).toEqual(projectOrder.filter((slug) => caseStudies[slug]!.access === 'public'));
    expect(chosen).not.toContain(privateSlug);
    expect(chosen.length).toBeGreaterThan(0);
  });
});

describe('suggestions', () => {
  it('counts edits', () => {
    expect(editDistance('huru', 'huru')).toBe(0);
    expect(editDistance('hurru', 'huru')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('offers the nearest name for a slip or a beginning, and nothing for a stranger', () => {
    expect(suggestion('hrru', ['huru', 'hypo', 'mango'])).toBe('huru');
    expect(suggestion('stay', ['stayforlong', 'hypo'])).toBe('stayforlong');
    expect(suggestion('acme', ['huru', 'mango'])).toBeUndefined();
  });
});

describe('where the deck may go', () => {
  // A project with a build and a folder of the owner's, outside it.
  const root = mkdtempSync(path.join(tmpdir(), 'deck-out-'));
  const client = path.join(root, 'build', 'client');
  const home = path.join(root, 'home');
  mkdirSync(client, { recursive: true });
  mkdirSync(home);
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title>');
  const published = [path.join(root, 'build'), path.join(root, 'public')];
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a path inside a published folder, as written', () => {
    expect(deckOutRefusal(path.join(client, 'deck.pdf'), published)).toBe(
      `Cannot write ${path.join(client, 'deck.pdf')}: it is inside ${published[0]}, which is published. Choose another --out.`,
    );
    expect(deckOutRefusal(path.join(root, 'public', 'deck.pdf'), published)).toMatch(/which is published/);
    expect(deckOutRefusal(path.join(root, 'builds', 'deck.pdf'), published)).toBeUndefined();
    expect(deckOutRefusal(path.join(home, 'deck.pdf'), published)).toBeUndefined();
  });

  it('refuses a folder that is a link into a published folder', () => {
    symlinkSync(client, path.join(home, 'outlink'), 'dir');
    expect(deckOutRefusal(path.join(home, 'outlink', 'd.pdf'), published)).toBe(
      `Cannot write ${path.join(home, 'outlink', 'd.pdf')}: it is inside ${published[0]} through a link, which is published. Choose another --out.`,
    );
    expect(deckOutRefusal(path.join(home, 'outlink', 'new-folder', 'd.pdf'), published)).toMatch(/through a link, which is published/);
  });

  it('refuses a file that is a link, wherever it points', () => {
    symlinkSync(path.join(client, 'index.html'), path.join(home, 'deck.pdf'));
    symlinkSync(path.join(home, 'elsewhere.pdf'), path.join(home, 'dangling.pdf'));
    for (const file of ['deck.pdf', 'dangling.pdf'])
      expect(deckOutRefusal(path.join(home, file), published)).toBe(
        `Cannot write ${path.join(home, file)}: it is a link (a symbolic link), and the deck would replace the file it points to. Choose another --out.`,
      );
  });

  it('refuses a file that is a hard link, another name of a file that may be published', () => {
    linkSync(path.join(client, 'index.html'), path.join(home, 'hard.pdf'));
    expect(deckOutRefusal(path.join(home, 'hard.pdf'), published)).toBe(
      `Cannot write ${path.join(home, 'hard.pdf')}: it is a hard link, another name of a file that may be anywhere, and the deck would replace that file too. Choose another --out.`,
    );
  });

  it('writes nothing through a link made while the deck was drawn, and writes a file of its own', async () => {
    const out = path.join(home, 'drawn.pdf');
    writeFileSync(out, 'an earlier deck');
    await writeDeck(out, Buffer.from('%PDF the deck'));
    expect(readFileSync(out, 'utf8')).toBe('%PDF the deck');
    // Checked, then made another name of the published home page before the deck is written.
    rmSync(out);
    linkSync(path.join(client, 'index.html'), out);
    await expect(writeDeck(out, Buffer.from('%PDF the deck'))).rejects.toThrow(/it is a hard link/);
    rmSync(out);
    symlinkSync(path.join(client, 'index.html'), out);
    await expect(writeDeck(out, Buffer.from('%PDF the deck'))).rejects.toThrow(/ELOOP/);
    expect(readFileSync(path.join(client, 'index.html'), 'utf8')).toBe('<!doctype html><title>Home</title>');
  });

  it('lets a folder that is a link elsewhere through: it is judged by where it leads', () => {
    mkdirSync(path.join(root, 'documents'));
    symlinkSync(path.join(root, 'documents'), path.join(home, 'documents'), 'dir');
    expect(deckOutRefusal(path.join(home, 'documents', 'deck.pdf'), published)).toBeUndefined();
  });
});

describe('a deck inside the project', () => {
  // The project as a repository, with its own .gitignore.
  const project = mkdtempSync(path.join(tmpdir(), 'deck-repository-'));
  execFileSync('git', ['init', '--quiet'], { cwd: project });
  copyFileSync('.gitignore', path.join(project, '.gitignore'));
  mkdirSync(path.join(project, 'docs'));
  const published = [path.join(project, 'build'), path.join(project, 'public')];
  const inProject = (file: string) => committable(file, project);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('is refused where git would add it with the site’s files, and push it where the site’s repository is', () => {
    for (const file of ['deck.pdf', 'docs/for-acme.pdf'])
      expect(deckOutRefusal(path.join(project, file), published, inProject)).toBe(
        `Cannot write ${path.join(project, file)}: it is inside the project's repository, where git would add it with the site's files and push it with them (a site's repository is often public). Choose a folder outside the project, or leave out --out.`,
      );
  });

  it('is written under its own name, which the project’s .gitignore leaves out, or outside the project', () => {
    const named = deckFileName('Nora Castell', 'Acme Recruiting', new Date('2026-11-29T10:00:00Z'));
    expect(deckOutRefusal(path.join(project, named), published, inProject)).toBeUndefined();
    expect(deckOutRefusal(path.join(project, 'docs', named), published, inProject)).toBeUndefined();
    expect(deckOutRefusal(path.join(tmpdir(), 'deck.pdf'), published, inProject)).toBeUndefined();
  });

  it('is judged only where there is a repository', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'deck-plain-'));
    try {
      expect(committable(path.join(plain, 'deck.pdf'), plain)).toBe(false);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
