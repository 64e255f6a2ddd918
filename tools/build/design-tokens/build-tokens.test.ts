// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTokens } from './build-tokens.ts';
import { englishDescriptions } from './token-descriptions.ts';

const tokensDir = path.resolve(__dirname, '../../../tokens');

describe('the token build', () => {
  it('writes every semantic colour as an alias of its primitive, and the dark theme over the same names', async () => {
    const { css, themes } = await buildTokens(tokensDir);
    expect(css).toMatch(/^:root \{\n {2}color-scheme: light;$/m);
    expect(css).toContain('  --color-bg: var(--stone-50);');
    expect(css).toContain("  --space-1: 0.5rem;");
    expect(css).toContain('  --frame-interval: 700ms;');
    const dark = css.slice(css.indexOf(":root[data-theme='dark']"));
    expect(dark).toContain('  --color-bg: var(--ink-950);');
    // The dark block overrides the semantic layer only.
    expect(dark).not.toContain('--space-1:');
    expect(themes.dark.every((token) => token.file === 'color/dark.tokens.json')).toBe(true);
    // Media queries cannot read custom properties: breakpoints stay out of the stylesheet.
    expect(css).not.toContain('--breakpoint');
    expect(themes.light.find((token) => token.name === 'breakpoint-md')?.value).toBe('48rem');
  });

  it('keeps each group’s description for the design-system page', async () => {
    const { groups } = await buildTokens(tokensDir);
    expect(groups.space).toMatch(/8 px grid/);
    expect(Object.keys(groups)).not.toContain('');
  });

  it('gives every description the token files write its Spanish, by token name and group path', async () => {
    const built = await buildTokens(tokensDir);
    const english = englishDescriptions(built);
    expect(Object.keys(built.descriptions.es).sort()).toEqual(Object.keys(english).sort());
    expect(built.descriptions.es['color-bg']).toBe('El fondo de la página.');
    expect(built.descriptions.es.space).toMatch(/retícula de 8 px/);
  });

  describe('on a copy of the tokens', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'tokens-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(tokensDir, copy, { recursive: true });
    const primitives = path.join(copy, 'color/primitives.tokens.json');
    const light = path.join(copy, 'color/light.tokens.json');
    const spanish = path.join(copy, 'descriptions.es.json');
    const original = { primitives: readFileSync(primitives, 'utf8'), light: readFileSync(light, 'utf8'), spanish: readFileSync(spanish, 'utf8') };

    it('a changed primitive changes the stylesheet and every token that refers to it', async () => {
      writeFileSync(primitives, original.primitives.replace('"#fafaf7"', '"#fff4e0"'));
      const { css, themes } = await buildTokens(copy);
      writeFileSync(primitives, original.primitives);
      expect(css).toContain('  --stone-50: #fff4e0;');
      expect(themes.light.find((token) => token.name === 'color-bg')).toMatchObject({ value: '#fff4e0', alias: 'stone-50' });
    });

    it('stops on a reference to a missing token, naming the token and the reference', async () => {
      writeFileSync(light, original.light.replace('"{stone.50}"', '"{stone.55}"'));
      const build = buildTokens(copy);
      await expect(build).rejects.toThrow(/^Design tokens in .+\/: /);
      await expect(build).rejects.toThrow('{color.bg} tries to reference {stone.55}, which is not defined.');
      writeFileSync(light, original.light);
    });

    it('stops on a Spanish description missing, or there for a token with no description, naming the token', async () => {
      const descriptions = JSON.parse(original.spanish) as Record<string, string>;
      delete descriptions['color-bg'];
      writeFileSync(spanish, JSON.stringify({ ...descriptions, 'radius-lg': 'Sin uso.', 'color-bgg': 'El fondo.' }));
      const build = buildTokens(copy);
      await expect(build).rejects.toThrow(/^Design tokens in .+\/: /);
      await expect(build).rejects.toThrow('descriptions.es.json: "color-bg" has no description; add it, translating "The page.".');
      await expect(build).rejects.toThrow('"radius-lg" is not a token or group with a $description in the token files');
      await expect(build).rejects.toThrow('"color-bgg" is not a token or group with a $description in the token files');
      writeFileSync(spanish, original.spanish);
    });

    it('stops on a new English description until it has its Spanish, naming the token', async () => {
      const shape = path.join(copy, 'shape.tokens.json');
      const before = readFileSync(shape, 'utf8');
      writeFileSync(shape, before.replace('"lg": { "$value": "24px" }', '"lg": { "$value": "24px", "$description": "Large panels." }'));
      await expect(buildTokens(copy)).rejects.toThrow('descriptions.es.json: "radius-lg" has no description; add it, translating "Large panels.".');
      writeFileSync(shape, before);
    });
  });

  it('the broken-reference fixture stops the build the same way', async () => {
    await expect(buildTokens(path.join(__dirname, 'fixtures/broken-reference'))).rejects.toThrow(/stone\.55/);
  });
});
