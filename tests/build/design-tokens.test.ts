// @vitest-environment node
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from '../../app/features/design-system/contrast.ts';
import { copySite } from '../../tools/testing/copy-site.ts';

const read = (file: string) => readFileSync(file, 'utf8');

/** The built stylesheets of a copy, as one text. */
const builtCss = (dir: string) =>
  readdirSync(path.join(dir, 'build/client/assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => read(path.join(dir, 'build/client/assets', file)))
    .join('\n');

/** The colour a swatch of the page's light panel shows, and the first contrast figure of a pair. */
function page(dir: string) {
  const html = read(path.join(dir, 'build/client/design-system/index.html'));
  const swatch = (name: string) => html.match(new RegExp(`--${name}</code><span class="ds-swatch__value">[^<]*?(#[0-9a-f]{6})`))?.[1];
  const chip = (value: string) => html.includes(`class="ds-swatch__chip" style="background:${value}"`);
  const figure = (foreground: string, background: string) => {
    // "on" is the page's own word between the two, whatever markup React puts around it.
    const between = new RegExp(`--${foreground}</code>[^<]*(<!-- -->[^<]*)*<code>--${background}</code>`);
    const pair = html.split('class="ds-pair"').find((part) => between.test(part));
    return pair?.match(/class="ds-score__figure">([^<]+)</)?.[1];
  };
  return { swatch, chip, figure };
}

describe('the design tokens, from the token files to the built site', () => {
  const site = copySite('portfolio-tokens-');
  afterAll(() => site.remove());
  const primitives = path.join(site.dir, 'tokens/color/primitives.tokens.json');
  const light = path.join(site.dir, 'tokens/color/light.tokens.json');

  it('one changed colour changes the built stylesheet, the page’s swatch and its contrast figure', async () => {
    const before = JSON.parse(read(primitives)).stone['50'].$value as string;
    const muted = JSON.parse(read(primitives)).stone['600'].$value as string;
    const after = '#fff4e0';
    writeFileSync(primitives, read(primitives).replace(`"${before}"`, `"${after}"`));
    await site.run('npm', ['run', 'build']);

    expect(builtCss(site.dir)).toMatch(new RegExp(`--stone-50:\\s*${after}`));
    expect(builtCss(site.dir)).not.toMatch(new RegExp(`--stone-50:\\s*${before}`));
    const built = page(site.dir);
    expect(built.swatch('color-bg')).toBe(after);
    expect(built.chip(after)).toBe(true);
    expect(built.figure('color-text-muted', 'color-bg')).toBe(formatRatio(contrastRatio(muted, after)));
    expect(built.figure('color-text-muted', 'color-bg')).not.toBe(formatRatio(contrastRatio(muted, before)));
  });

  it('a reference to a missing token stops the build with a message naming it', async () => {
    writeFileSync(light, read(light).replace('"{stone.50}"', '"{stone.55}"'));
    const failed = await site.run('npm', ['run', 'build']).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).not.toBe(0);
    expect(`${failed?.stdout}\n${failed?.stderr}`).toContain('{color.bg} tries to reference {stone.55}, which is not defined.');
  });
});
