// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testPassword } from '../../tools/testing/test-password.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { publicSlug } from '../../tools/testing/test-projects.ts';

describe('a project mistyped in the home page order', () => {
  let site: Copy;
  beforeAll(() => {
    site = copySite('portfolio-mistyped-project-');
  });
  afterAll(() => site?.remove());

  it('stops the build with the content check’s line, naming the project meant, and no stack trace', async () => {
    const file = path.join(site.dir, 'content/site.yaml');
    const text = readFileSync(file, 'utf8');
    const index = (parse(text) as { projects: string[] }).projects.indexOf(publicSlug);
    const lineNumber = text.split('\n').indexOf(`  - ${publicSlug}`) + 1;
    // One letter typed twice.
    const typo = publicSlug.replace(/^(.)/, '$1$1');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(lineNumber).toBeGreaterThan(0);
    writeFileSync(file, text.replace(`\n  - ${publicSlug}\n`, `\n  - ${typo}\n`));

    const build = await site.run('npm', ['run', 'build'], { PORTFOLIO_PASSWORD: testPassword }).then(
      (result) => ({ code: 0, output: result.stdout + result.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
    expect(build.code).not.toBe(0);
    expect(build.output).toContain(`content/site.yaml:${lineNumber}: projects[${index}] is "${typo}", but there is no content/projects/${typo}; did you mean "${publicSlug}"?`);
    expect(build.output).not.toContain('Error loading react-router.config.ts');
    expect(build.output).not.toMatch(/^\s+at .+[(:]\d+:\d+\)?$/m);
  });
});
