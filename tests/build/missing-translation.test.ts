// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../tools/testing/test-password.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { publicSlug } from '../../tools/testing/test-projects.ts';

describe('a case study whose Spanish translation lacks a text', () => {
  let site: Copy;
  beforeAll(() => {
    site = copySite('portfolio-missing-translation-');
  });
  afterAll(() => site?.remove());

  it('stops the build naming the Spanish file, its line, the field, and where the English text is', async () => {
    const spanish = path.join(site.dir, `content/projects/${publicSlug}/index.es.md`);
    const lines = readFileSync(spanish, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.startsWith('subtitle:'));
    expect(at).toBeGreaterThan(0);
    writeFileSync(spanish, lines.filter((_, i) => i !== at).join('\n'));
    const englishLine = readFileSync(path.join(site.dir, `content/projects/${publicSlug}/index.md`), 'utf8').split('\n').findIndex((line) => line.startsWith('subtitle:')) + 1;

    const build = await site.run('npm', ['run', 'build'], { PORTFOLIO_PASSWORD: testPassword }).then(
      (result) => ({ code: 0, output: result.stdout + result.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
    expect(build.code).not.toBe(0);
    expect(build.output).toMatch(
      new RegExp(`content/projects/${publicSlug}/index\\.es\\.md:\\d+: subtitle is missing: index\\.md has it \\(line ${englishLine}\\); write it here in the page's language\\.`),
    );
    expect(build.output).not.toMatch(/^\s+at .+[(:]\d+:\d+\)?$/m);
  });
});
