// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildTokens } from '../../../tools/build/design-tokens/build-tokens.ts';
import { englishDescriptions } from '../../../tools/build/design-tokens/token-descriptions.ts';
import { tokenSections } from './token-sections.ts';

const tokensDir = vi.hoisted(() => `${__dirname}/../../../tokens`);

// The module the build's plugin makes, from the same token files.
vi.mock('virtual:design-tokens', async () => {
  const { buildTokens } = await import('../../../tools/build/design-tokens/build-tokens.ts');
  const { themes, groups } = await buildTokens(tokensDir);
  return { themes, groups, accents: {} };
});

const built = await buildTokens(tokensDir);

/** Every description the sections carry, the groups' among them. */
function shownDescriptions(sections: ReturnType<typeof tokenSections>): string[] {
  const found: string[] = Object.values(sections.groups);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const { description } = node as { description?: unknown };
      if (typeof description === 'string') found.push(description);
      Object.values(node).forEach(walk);
    }
  };
  walk({ ...sections, groups: undefined });
  return found;
}

describe('the token sections of /design-system', () => {
  const english = new Set(Object.values(englishDescriptions(built)));

  it('on the Spanish page, carry every description in Spanish and none in English', () => {
    const spanish = tokenSections({}, built.descriptions.es);
    const shown = shownDescriptions(spanish);
    expect(shown.filter((text) => english.has(text))).toEqual([]);
    expect(spanish.groups.color).toBe(built.descriptions.es.color);
    expect(spanish.sizes.find((row) => row.name === 'gutter')?.description).toBe(built.descriptions.es.gutter);
    expect(spanish.type.scale.find((row) => row.name === 'text-base')?.description).toBe('Texto corrido.');
  });

  it('on the English page, carry the token files’ own descriptions', () => {
    const shown = shownDescriptions(tokenSections({}, {}));
    expect(shown.length).toBeGreaterThan(30);
    expect(shown.filter((text) => !english.has(text))).toEqual([]);
  });
});
