import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { carrying, target } from './control-contract.ts';

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The browser modules the controls are made of: every control, the start scripts, every module of a feature. */
const controlModules = (readdirSync(app, { recursive: true }) as string[])
  .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
  .filter((file) => file.endsWith('-control.ts') || file.startsWith(`start${path.sep}`) || file.startsWith(`features${path.sep}`));

/** Only a control's contract module (and the helper they use) may spell a selector. */
const isContract = (file: string) => file.endsWith('-contract.ts');

/** The code without its comments (a comment may quote a selector to explain one). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * A string that starts as a selector does: `'.x'`, `"#x"`, `` `[data-…` ``.
 * A hexadecimal colour (`'#E4E3DD'`) is not one.
 */
const selectorLiterals = (text: string) =>
  [...code(text).matchAll(/['"`]([.#[][a-zA-Z][^'"`\n]*)['"`]/g)]
    .map(([, literal]) => literal ?? '')
    .filter((literal) => !/^#[0-9a-f]{3,8}$/i.test(literal));

describe('the seam between markup and scripts', () => {
  it('finds the controls’ modules', () => {
    expect(controlModules).toContain(path.join('features', 'theme', 'theme-control.ts'));
    expect(controlModules).toContain(path.join('features', 'gate', 'gate-script.ts'));
  });

  it.each(controlModules.filter((file) => !isContract(file)))('%s spells no selector: its hooks come from a contract', (file) => {
    expect(selectorLiterals(readFileSync(path.join(app, file), 'utf8'))).toEqual([]);
  });

  it('would see a selector spelled in a control', () => {
    expect(selectorLiterals(`closest('.theme-toggle'); querySelector("#main"); matches(\`[data-zoomable]\`)`)).toEqual([
      '.theme-toggle',
      '#main',
      '[data-zoomable]',
    ]);
    expect(selectorLiterals(`// closest('.quoted-in-a-comment')\nconst colour = '#E4E3DD'; join('\\n');`)).toEqual([]);
  });
});

it('renders a target as data-<control>-target="<name>" and finds it by that, and a carried attribute by its name', () => {
  const toggle = target('frames', 'toggle');
  expect(toggle.props).toEqual({ 'data-frames-target': 'toggle' });
  expect(toggle.selector).toBe('[data-frames-target~="toggle"]');
  const looping = carrying('data-looping');
  expect([looping.attribute, looping.selector, looping.props]).toEqual(['data-looping', '[data-looping]', { 'data-looping': '' }]);
});
