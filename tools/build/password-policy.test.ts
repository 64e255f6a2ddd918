import { describe, expect, it } from 'vitest';
import { defaultPassword } from '../../app/features/gate/protected-payload.ts';
import { checkBuildPassword, crackTime, estimateGuesses, stopBelow, warnBelow } from './password-policy.ts';

const siteWords = ['Nora', 'Castell', 'Mango'];

// zxcvbn estimates each password against its dictionaries: slow by nature.
describe('the build password', { timeout: 30_000 }, () => {
  it('stops a deploy build without a password, or with the public default, and says where to set it', () => {
    for (const PORTFOLIO_PASSWORD of [undefined, '', '  ', defaultPassword]) {
      const verdict = checkBuildPassword({ CI: 'true', PORTFOLIO_PASSWORD }, siteWords);
      expect(verdict.stop).toMatch(/PORTFOLIO_PASSWORD/);
      expect(verdict.stop).toMatch(/GitHub Pages[\s\S]*Netlify[\s\S]*Vercel[\s\S]*Cloudflare Pages/);
    }
  });

  it('lets a local build use the documented default, with a warning', () => {
    const verdict = checkBuildPassword({}, siteWords);
    expect(verdict.password).toBe(defaultPassword);
    expect(verdict.stop).toBeUndefined();
    expect(verdict.warn).toContain(defaultPassword);
    expect(checkBuildPassword({ CI: 'false' }, siteWords).stop).toBeUndefined();
  });

  it('stops below 10^10 estimated guesses and names the time one GPU needs', () => {
    for (const weak of ['Mango2024!', 'password123', 'nora castell']) {
      const verdict = checkBuildPassword({ CI: 'true', PORTFOLIO_PASSWORD: weak }, siteWords);
      expect(estimateGuesses(weak, siteWords)).toBeLessThan(stopBelow);
      expect(verdict.stop).toMatch(/one GPU would find it in about \d+ \w+|under a second/);
    }
  });

  it('warns between 10^10 and 10^12', () => {
    const verdict = checkBuildPassword({ PORTFOLIO_PASSWORD: 'Tr0ub4dor&3' }, siteWords, () => 1e11);
    expect(verdict.stop).toBeUndefined();
    expect(verdict.warn).toMatch(/one GPU in about 116 days/);
    expect(warnBelow).toBe(1e12);
  });

  it('passes passphrases of four random words', () => {
    for (const phrase of ['plum tractor ceiling wisdom', 'lantern-quiet-orbit-meadow', 'velvet harbour quince atlas']) {
      expect(checkBuildPassword({ CI: 'true', PORTFOLIO_PASSWORD: phrase }, siteWords)).toEqual({ password: phrase });
    }
  });

  it('counts crack time on one GPU at ten thousand guesses a second', () => {
    expect(crackTime(36e6)).toBe('1 hour');
    expect(crackTime(1e4 * 86_400 * 3)).toBe('3 days');
    expect(crackTime(1e30)).toBe('more than ten thousand years');
    expect(crackTime(10)).toBe('under a second');
  });
});
