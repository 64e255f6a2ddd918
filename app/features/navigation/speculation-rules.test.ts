import { describe, expect, it } from 'vitest';
import { speculationRules } from './speculation-rules.ts';

describe('speculation rules', () => {
  it('fetch ahead the site’s own pages under its base path, on hover or press, never files or other windows', () => {
    const rules = JSON.parse(speculationRules('/portfolio/')) as {
      prefetch: { where: { and: [{ href_matches: string }, { not: { selector_matches: string } }] }; eagerness: string }[];
    };
    const [rule] = rules.prefetch;
    expect(rule?.eagerness).toBe('moderate');
    expect(rule?.where.and[0].href_matches).toBe('/portfolio/*');
    for (const selector of ['[data-zoomable]', '[download]', '[target]'])
      expect(rule?.where.and[1].not.selector_matches).toContain(selector);
  });
});
