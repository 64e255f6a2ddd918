import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The records in force sit in docs/decisions/, listed by its README; superseded ones move to history/,
// whose README lists every record of both folders.
const folder = path.dirname(new URL(import.meta.url).pathname);
const historyFolder = path.join(folder, 'history');
const recordsIn = (dir: string) => readdirSync(dir).filter((file) => /^\d{3}-.+\.md$/.test(file));
const front = recordsIn(folder);
const past = recordsIn(historyFolder);
const all = [...front, ...past].sort();
const where = (file: string) => path.join(front.includes(file) ? folder : historyFolder, file);
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
const history = readFileSync(path.join(historyFolder, 'README.md'), 'utf8');

/** A record's status, from its third line: `accepted (amends 026)`, `superseded by 040`. */
const statusOf = (file: string) => /· Status: (.*)$/.exec(readFileSync(where(file), 'utf8').split('\n')[2] ?? '')?.[1] ?? '';
const numberOf = (file: string) => file.slice(0, 3);

/** The part of the index between a `## ` heading and the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** The record files a text links to, in order, by their names. */
const linkedRecords = (markdown: string) => [...markdown.matchAll(/\]\((?:\.\.\/)?(\d{3}-[^)]+\.md)\)/g)].map(([, file]) => file ?? '');

describe('decision records', () => {
  it.each(all)('%s is dated, has a status and is listed in the history', (file) => {
    const [title, , line] = readFileSync(where(file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${numberOf(file)} · `));
    expect(line).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3})/);
    expect(linkedRecords(history)).toContain(file);
  });

  it('keeps in front exactly the records in force, and in history/ exactly the superseded ones', () => {
    expect(front.filter((file) => !statusOf(file).startsWith('accepted'))).toEqual([]);
    expect(past.filter((file) => !statusOf(file).startsWith('superseded'))).toEqual([]);
  });

  it('links each record where it lies: the history to ../ for those in force, the index only to those in front', () => {
    for (const [, link] of history.matchAll(/\]\(((?:\.\.\/)?\d{3}-[^)]+\.md)\)/g)) {
      const file = link!.replace('../', '');
      expect(link, file).toBe(front.includes(file) ? `../${file}` : file);
    }
    expect(linkedRecords(index).filter((file) => !front.includes(file))).toEqual([]);
  });

  it('opens with the decisions in force: exactly the records in front, in order', () => {
    expect(linkedRecords(section(index, 'In force'))).toEqual(front);
  });

  it.each(past)('%s points to a record that exists and, followed on, to one in force', (file) => {
    const seen = new Set<string>();
    let current = file;
    while (statusOf(current).startsWith('superseded')) {
      seen.add(current);
      const next = all.find((candidate) => numberOf(candidate) === /superseded by (\d{3})/.exec(statusOf(current))?.[1]);
      expect(next, `${current}: "${statusOf(current)}" names no record`).toBeDefined();
      expect(seen.has(next!), `${file}: its chain of supersessions loops`).toBe(false);
      current = next!;
    }
    expect(statusOf(current)).toMatch(/^accepted/);
  });
});
