// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../tools/testing/test-password.ts';
import { copySite, type Copy } from '../../tools/testing/copy-site.ts';
import { pageHref } from '../../app/lib/public-url.ts';

describe('npm run new-project', () => {
  let site: Copy;
  let copy = '';
  const run = (command: string, args: string[]) => site.run(command, args, { PORTFOLIO_PASSWORD: testPassword });
  beforeAll(() => {
    site = copySite('portfolio-new-project-');
    copy = site.dir;
  });
  afterAll(() => site?.remove());

  it('scaffolds a Markdown case study that builds, with its page and its card on the home page', async () => {
    const scaffold = await run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', 'Solenne']);
    expect(scaffold.stdout).toContain('Created Solenne, a new case study at /solenne');
    expect(readFileSync(path.join(copy, 'content/site.yaml'), 'utf8')).toMatch(/\n {2}- hypo\n {2}- solenne\n/);
    const markdown = readFileSync(path.join(copy, 'content/projects/solenne/index.md'), 'utf8');
    expect(markdown).toMatch(/^---\n[\s\S]*\nname: Solenne\n[\s\S]*\n---\n\n## /);
    expect(markdown).toContain('](media/');

    const build = await run('npm', ['run', 'build']);
    expect(build.stdout + build.stderr).toMatch(/content\/projects\/solenne\/index.md: \d+ texts still end in "\(placeholder\)"/);

    const page = readFileSync(path.join(copy, 'build/client/solenne/index.html'), 'utf8');
    expect(page).toMatch(/<h1[^>]*>Solenne<\/h1>/);
    // The Markdown's sections, titled paragraphs and image rows, rendered at build time.
    const sectionTitles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]).filter((title) => title !== 'Lessons');
    for (const title of sectionTitles) expect(page).toContain(`>${title}<`);
    expect(page.match(/<img /g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const home = readFileSync(path.join(copy, 'build/client/index.html'), 'utf8');
    // The card links to the page's address as every link of the site writes it, with its slash.
    const card = new RegExp(`<a [^>]*href="${pageHref('/solenne', '/')}"[^>]*>[\\s\\S]*?<\\/a>`).exec(home)?.[0] ?? '';
    expect(card).toContain('Solenne');
    expect(existsSync(path.join(copy, 'build/client/og/solenne.png'))).toBe(true);

    // A second project of the same name is refused with one line, and nothing changes.
    const again = await run(process.execPath, ['--import', 'tsx', 'tools/content/new-project/index.ts', 'SOLENNE']).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'content/projects/solenne already exists: a project already has the address /solenne. Choose another name, or edit content/projects/solenne/index.md\n',
    });
  }, 300_000);
});
