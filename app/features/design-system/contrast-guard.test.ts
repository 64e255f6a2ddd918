// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTokens } from '../../../tools/build/design-tokens/build-tokens.ts';
import { projectAccents } from '../../../tools/build/design-tokens/project-accents.ts';
import { pairResults, semanticPairs } from './contrast-pairs.ts';
import { minimumRatio, type PairRole } from './contrast.ts';
import { en } from '../../i18n/words/en.ts';

const root = path.resolve(__dirname, '../../..');

const roleName: Record<PairRole, string> = { body: 'body text', large: 'large text', ui: 'a UI part' };

/** The pairs below WCAG AA, each as one line saying which, where, and what it needs: the guard's failure message. */
function contrastFailures(...[tokens, accents]: Parameters<typeof pairResults>): string[] {
  return pairResults(tokens, accents)
    .filter((result) => result.level === 'Fail')
    .map(
      (result) =>
        `${result.theme}: ${result.foreground} (${result.foregroundValue}) on ${result.background} (${result.backgroundValue}) is ${result.figure}; ${roleName[result.role]} needs ${minimumRatio[result.role].aa}:1 (${en.designSystem.pairUses[result.use]}).`,
    );
}

describe('contrast guard', () => {
  it('every semantic text/background pair, and every project accent, meets WCAG AA in both themes', async () => {
    const { themes } = await buildTokens(path.join(root, 'tokens'));
    // Every accent, those kept out of the public tokens too: the unlocked case studies still draw them.
    const accents = projectAccents('all');
    expect(contrastFailures(themes, accents)).toEqual([]);
    // Both themes, every pair: nothing was skipped.
    expect(pairResults(themes, accents)).toHaveLength(2 * (semanticPairs.length + 2 * Object.keys(accents).length));
  });

  it('fails on a low-contrast pair, naming the theme, the tokens, the figure and the need', async () => {
    const { themes } = await buildTokens(path.join(root, 'tools/build/design-tokens/fixtures/low-contrast'));
    const failures = contrastFailures(themes);
    expect(failures).toContain(
      'light: color-text-muted (#b8b7b0) on color-bg (#fafaf7) is 1.9:1; body text needs 4.5:1 (Secondary text, captions, dates).',
    );
    expect(failures.filter((line) => line.startsWith('dark:'))).toEqual([]);
  });

  it('fails on a low-contrast project accent', async () => {
    const { themes } = await buildTokens(path.join(root, 'tokens'));
    const failures = contrastFailures(themes, { pale: { light: '#F2A07A', dark: '#B4471F' } });
    expect(failures).toEqual([
      expect.stringMatching(/^light: accent-pale \(#f2a07a\) on color-bg \(#fafaf7\) is 1\.9:1; body text needs 4\.5:1/),
      expect.stringMatching(/^light: color-bg \(#fafaf7\) on accent-pale \(#f2a07a\) is 1\.9:1; a UI part needs 3:1/),
      expect.stringMatching(/^dark: accent-pale \(#b4471f\) on color-bg \(#121211\) is 3\.\d:1; body text needs 4\.5:1/),
    ]);
  });
});
