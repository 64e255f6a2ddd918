import { describe, expect, it } from 'vitest';
import { checkReport } from './check-report.ts';

describe('npm run check', () => {
  it('says each problem as the build stops with it, and exits 1', () => {
    const problem = 'content/site.yaml:4: profileUrl is not a full web address; write your profile link starting with https://.';
    const { text, exitCode } = checkReport({ problems: [problem], warnings: ['content/projects/mango/index.md:9: teaser.outcome names "Mango"'] });
    expect(exitCode).toBe(1);
    expect(text).toBe(
      [
        'The content has 1 problem to fix before the site can be built:',
        `  ${problem}`,
        'Warning: content/projects/mango/index.md:9: teaser.outcome names "Mango"',
      ].join('\n'),
    );
  });

  it('says the warnings, and exits 0: a build goes on with them', () => {
    expect(checkReport({ problems: [], warnings: ['a', 'b'] })).toEqual({ text: 'Warning: a\nWarning: b\nContent checked: no problem, 2 warnings above.', exitCode: 0 });
    expect(checkReport({ problems: [], warnings: [] })).toEqual({ text: 'Content checked: no problem.', exitCode: 0 });
  });
});
