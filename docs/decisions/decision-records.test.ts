import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(new URL(import.meta.url).pathname);
const records = readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');

describe('decision records', () => {
  it.each(records)('%s is dated, has a status and is listed in the index', (file) => {
    const [title, , line] = readFileSync(path.join(folder, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} · `));
    expect(line).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3})/);
    expect(index).toContain(`](${file})`);
  });

  it('lists no record that does not exist', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(([, file]) => file ?? '');
    expect(listed.filter((file) => !records.includes(file))).toEqual([]);
  });
});
