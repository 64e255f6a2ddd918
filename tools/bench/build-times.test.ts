import { describe, expect, it } from 'vitest';
import { checkContent } from '../../app/features/content/validation/check-content.ts';
import { testPortfolio } from '../testing/copy-site.ts';
import { buildTimesReport, duplicatesFor, oneLineChange, renamed, scaledContent } from './build-times.ts';

describe('the build bench’s content', () => {
  it('copies the public projects in turn, under their names with a number, until there are as many as asked', () => {
    const projects = [
      { slug: 'mango', name: 'Mango', access: 'private' },
      { slug: 'huru', name: 'Huru', access: 'public' },
      { slug: 'hypo', name: 'Hypo', access: 'public' },
    ];
    expect(duplicatesFor(projects, 6)).toEqual([
      { from: 'huru', slug: 'huru2', name: 'Huru2' },
      { from: 'hypo', slug: 'hypo2', name: 'Hypo2' },
      { from: 'huru', slug: 'huru3', name: 'Huru3' },
    ]);
    expect(duplicatesFor(projects, 3)).toEqual([]);
    expect(() => duplicatesFor([projects[0]!], 4)).toThrow('No public project');
  });

  it('renames a copy in its file, and changes one line of a case study’s text as the owner would', () => {
    expect(renamed('---\nname: Huru\nsubtitle: Rent\n---\n', 'Huru2')).toBe('---\nname: Huru2\nsubtitle: Rent\n---\n');
    const study =
      '---\nname: Huru\nsubtitle: A subtitle long enough to look like a paragraph of text\n---\n\n## Research\n\nWe recruited 18 players and 4 guild managers on Discord.\n';
    expect(oneLineChange(study)).toBe(study.replace('on Discord.', 'on Discord. (edited)'));
  });

  it('is today’s content with projects added, which the content check reads without a problem', () => {
    const scaled = scaledContent(testPortfolio, 12);
    try {
      const checked = checkContent(scaled.root);
      expect(checked.problems).toEqual([]);
      expect(checked.content.projectOrder).toHaveLength(12);
    } finally {
      scaled.remove();
    }
  });
});

describe('the build bench’s report', () => {
  const row = (label: string, projects: number, coldSeconds: number, warmSeconds: number) => ({
    label,
    projects,
    coldSeconds,
    warmSeconds,
    siteSeconds: 40,
  });

  it('tabulates each size, per project too, and passes a warm build within 60 s and a cold one that grows no faster than the content', () => {
    const { table, misses } = buildTimesReport([row('today', 6, 120, 20), row('30 projects', 30, 540, 35)]);
    expect(table.split('\n')[2]).toBe('| today | 6 | 120 s (20.0 s each) | 20 s (3.3 s each) | 40 s | 60 s |');
    expect(misses).toEqual([]);
  });

  it('names a warm build over 60 s, and a cold build that costs more per project than at the smallest size', () => {
    const { misses } = buildTimesReport([row('today', 6, 120, 20), row('30 projects', 30, 900, 75)]);
    expect(misses).toEqual([
      '30 projects: the warm build took 75 s, over 60 s',
      '30 projects: the cold build took 30.0 s a project, more than at 6 projects (20.0 s): it grows faster than the content',
    ]);
  });
});
