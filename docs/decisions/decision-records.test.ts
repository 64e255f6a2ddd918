import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(new URL(import.meta.url).pathname);
const records = readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

/** A record's status, from its third line: `accepted (amends 026)`, `superseded by 040`. */
const statusOf = (file: string) => /· Status: (.*)$/.exec(readFileSync(path.join(folder, file), 'utf8').split('\n')[2] ?? '')?.[1] ?? '';
const numberOf = (file: string) => file.slice(0, 3);

/** The part of the index between a `## ` heading and the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** The record files a part of the index links to, in order. */
const linkedRecords = (markdown: string) => [...markdown.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(([, file]) => file ?? '');

describe('decision records', () => {
  it.each(records)('%s is dated, has a status and is listed in the history', (file) => {
    const [title, , line] = readFileSync(path.join(folder, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${numberOf(file)} · `));
    expect(line).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3})/);
    expect(section(index, 'History')).toContain(`](${file})`);
  });

  it('lists no record that does not exist', () => {
    expect(linkedRecords(index).filter((file) => !records.includes(file))).toEqual([]);
  });

  it('opens with the decisions in force: exactly the accepted records, in order', () => {
    expect(index.indexOf('\n## In force\n')).toBeLessThan(index.indexOf('\n## History\n'));
    const accepted = records.filter((file) => statusOf(file).startsWith('accepted'));
    expect(linkedRecords(section(index, 'In force'))).toEqual(accepted);
  });

  it.each(records.filter((file) => statusOf(file).startsWith('superseded')))(
    '%s points to a record that exists and, followed on, to one in force',
    (file) => {
      const seen = new Set<string>();
      let current = file;
      while (statusOf(current).startsWith('superseded')) {
        seen.add(current);
        const next = records.find((candidate) => numberOf(candidate) === /superseded by (\d{3})/.exec(statusOf(current))?.[1]);
        expect(next, `${current}: "${statusOf(current)}" names no record`).toBeDefined();
        expect(seen.has(next!), `${file}: its chain of supersessions loops`).toBe(false);
        current = next!;
      }
      expect(statusOf(current)).toMatch(/^accepted/);
    },
  );
});
