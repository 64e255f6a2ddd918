import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutFences } from '../tools/testing/markdown-fences.ts';

// Every relative link in the project's Markdown (README.md, CONTENT.md and
// docs/) must lead somewhere: to a file or folder that exists and, when it
// names an #anchor, to a heading of that name in the Markdown it points to.

const docs = path.dirname(new URL(import.meta.url).pathname);
const root = path.dirname(docs);

const markdownFiles = [
  'README.md',
  'CONTENT.md',
  ...readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
].sort();

/** The text with fenced code, inline code and HTML comments blanked out, line numbers kept. */
function prose(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return withoutFences(markdown)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[^`][\s\S]*?\1/g, blank);
}

/** GitHub's anchor for a heading: lower case, punctuation removed, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: its headings' (repeats numbered as GitHub numbers them) and any HTML id or name. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) found.add(id ?? '');
  return found;
}

/** Every link or image target in the prose, inline (`[text](target "title")`) or by reference (`[label]: target`). */
function linkTargets(markdown: string): { target: string; line: number }[] {
  const text = prose(markdown);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const inline = [...text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)].map((match) => ({
    target: (match[1] ?? '').replace(/^<|>$/g, ''),
    line: lineOf(match.index),
  }));
  const references = [...text.matchAll(/^[ \t]{0,3}\[[^\]]+\]:[ \t]*(\S+)/gm)].map((match) => ({
    target: (match[1] ?? '').replace(/^<|>$/g, ''),
    line: lineOf(match.index),
  }));
  return [...inline, ...references];
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with each relative link of `file` (a path from `base`), one line each. */
function brokenLinks(file: string, base = root): string[] {
  const markdown = readFileSync(path.join(base, file), 'utf8');
  const problems: string[] = [];
  for (const { target, line } of linkTargets(markdown)) {
    if (isExternal(target)) continue;
    const [rawPath = '', rawAnchor] = target.split('#');
    const decodedPath = decodeURIComponent(rawPath);
    const resolved = decodedPath ? path.resolve(path.dirname(path.join(base, file)), decodedPath) : path.join(base, file);
    const at = `${file}:${line}: ${target}`;
    if (!existsSync(resolved)) {
      problems.push(`${at}: no such file`);
      continue;
    }
    if (rawAnchor === undefined) continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      problems.push(`${at}: an anchor into something that is not a Markdown file`);
      continue;
    }
    const anchor = decodeURIComponent(rawAnchor);
    if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${at}: no heading "#${anchor}" in ${path.relative(base, resolved)}`);
    }
  }
  return problems;
}

describe('links in the documentation', () => {
  it('finds the Markdown files', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles).toContain(path.join('docs', 'decisions', 'README.md'));
  });

  it.each(markdownFiles)('%s: every relative link leads to a file, and every #anchor to a heading', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('how links and headings are read', () => {
  it('makes GitHub anchors from headings', () => {
    expect(slug('Design tokens and `/design-system`')).toBe('design-tokens-and-design-system');
    expect(slug('The visual editor online (optional)')).toBe('the-visual-editor-online-optional');
    expect(slug('Where do I change…')).toBe('where-do-i-change');
    expect(slug('Speed: the **budgets**')).toBe('speed-the-budgets');
    expect(slug('[Decision 030](decisions/030.md) in short')).toBe('decision-030-in-short');
  });

  it('numbers repeated headings and ignores headings in code', () => {
    const found = anchors('# Lessons\n\n## Lessons\n\n```markdown\n## Story\n```\n<a id="top"></a>\n');
    expect([...found].sort()).toEqual(['lessons', 'lessons-1', 'top']);
  });

  it('reads inline, titled and reference links, and none in code', () => {
    const markdown = [
      'See [the guide](CONTENT.md#checking) and ![a frame](media/01.png "The first").',
      '`[not a link](nowhere.md)`',
      '```',
      '![not an image](media/missing.png)',
      '```',
      '[ref]: docs/deploying.md',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      { target: 'CONTENT.md#checking', line: 1 },
      { target: 'media/01.png', line: 1 },
      { target: 'docs/deploying.md', line: 6 },
    ]);
  });

  it('names each link that leads nowhere', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'links-'));
    try {
      mkdirSync(path.join(base, 'docs'));
      writeFileSync(path.join(base, 'docs', 'guide.md'), '# Guide\n\n## The password\n');
      writeFileSync(
        path.join(base, 'README.md'),
        [
          '[fine](docs/guide.md#the-password), [also fine](#readme) and [outside](https://example.com/missing.md)',
          '[no file](docs/gone.md) and [no heading](docs/guide.md#the-threat-model)',
          '# Readme',
        ].join('\n'),
      );
      expect(brokenLinks('README.md', base)).toEqual([
        'README.md:2: docs/gone.md: no such file',
        'README.md:2: docs/guide.md#the-threat-model: no heading "#the-threat-model" in docs/guide.md',
      ]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
