import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldProject } from './scaffold.ts';
import { laidOut } from '../../../app/features/content/source/content-layout.ts';
import { checkContent } from '../../../app/features/content/validation/check-content.ts';
import { placeholderNotes } from '../../../app/features/content/validation/placeholders.ts';
import { testPortfolio } from '../../testing/copy-site.ts';

// What `npm run new-project` writes passes the product's own checks as it is: the owner's next step is
// to preview it, not to fix it.
describe('a scaffolded project, in a copy of the test portfolio', () => {
  const sites: string[] = [];
  afterEach(() => {
    for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
  });
  const site = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-scaffold-'));
    sites.push(dir);
    cpSync(testPortfolio, path.join(dir, 'content'), { recursive: true });
    return dir;
  };

  it('writes its texts, and the home page order it adds to, in the layout the editor writes', () => {
    const root = site();
    const written = [scaffoldProject(root, 'Atlas'), scaffoldProject(root, 'Solenne', { isPrivate: true })].flatMap(({ created, changed }) => [
      ...created,
      ...changed,
    ]);
    const texts = written.filter((file) => /\.(md|ya?ml)$/.test(file));
    expect(texts).toEqual(
      expect.arrayContaining(['content/projects/atlas/index.md', 'content/projects/atlas/index.es.md', 'content/projects/solenne/index.md', 'content/site.yaml']),
    );
    for (const file of texts) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text, file).toBe(laidOut(text, file));
    }
    // The guidance the template writes for its owner stays where she reads it, above the fields it is about.
    expect(readFileSync(path.join(root, 'content/projects/atlas/index.md'), 'utf8')).toMatch(/^# caseStudyUrl: https:\/\/…\n# Three links/m);
  });

  it('passes the content check with nothing but the reminder to replace its placeholders', () => {
    const root = site();
    scaffoldProject(root, 'Atlas');
    scaffoldProject(root, 'Solenne', { isPrivate: true });
    const { problems, warnings, content } = checkContent(root);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(placeholderNotes(content)).toEqual([
      expect.stringMatching(/^content\/projects\/atlas\/index\.md: \d+ texts still end in "\(placeholder\)"/),
      expect.stringMatching(/^content\/projects\/solenne\/index\.md: \d+ texts still end in "\(placeholder\)"/),
    ]);
  });
});
