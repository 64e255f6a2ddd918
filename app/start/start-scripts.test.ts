// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileInlineScript } from '../../tools/build/inline-script.ts';
import { storageKeys } from '../lib/storage.ts';
import { frameIntervalMs } from '../features/frames/slideshow.ts';
import { coverCount, coverToggle, framesCard, framesCover } from '../features/frames/frames-contract.ts';
import { CoverSlideshow } from '../features/frames/cover-slideshow.tsx';
import { ProjectCard } from '../features/projects/project-card.tsx';
import { ThemeToggle } from '../features/theme/theme-toggle.tsx';
import { themeToggle as themeToggleHook } from '../features/theme/theme-contract.ts';
import { HeroHeadline } from '../features/hero/hero-headline.tsx';
import { heroButton as heroButtonHook } from '../features/hero/hero-contract.ts';
import { LocaleContext } from '../i18n/use-locale.tsx';
import { catalogues } from '../i18n/words.ts';
import type { Locale } from '../i18n/locale.ts';

/** The script exactly as a page inlines it. */
const compiled = (module: string) => compileInlineScript(fileURLToPath(new URL(module, import.meta.url)));
const themeAndHero = compiled('./theme-and-hero.ts');
const head = compiled('./head.ts');
const pageScript = compiled('./page-script.ts');

type Setup = { stored?: Record<string, string>; storage?: 'throws'; body?: string; reducedMotion?: boolean };

/** A page whose <head> runs `script`, with local storage as given, before anything else. */
function pageRunning(script: string, { stored = {}, storage, body = '', reducedMotion = false }: Setup = {}, attributes = '') {
  const fetched: string[] = [];
  const dom = new JSDOM(`<!DOCTYPE html><html><head><script${attributes}>${script}</script></head><body>${body}</body></html>`, {
    url: 'http://localhost/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      if (storage === 'throws') {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new Error('SecurityError');
          },
        });
      }
      Object.defineProperty(window, 'fetch', { value: (url: string) => (fetched.push(url), Promise.resolve('response')) });
      // What jsdom leaves out: media queries, and decoding an image (every frame "loads" at once).
      Object.defineProperty(window, 'matchMedia', {
        value: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
      });
      Object.defineProperty(window.HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve() });
    },
  });
  return { dom, html: dom.window.document.documentElement, fetched };
}

/** Markup as the app renders it, in `locale`. */
const rendered = (element: ReactNode, locale: Locale = 'en') =>
  renderToStaticMarkup(createElement(LocaleContext, { value: locale }, element));

const header = rendered(
  createElement(Fragment, null, createElement(ThemeToggle), createElement(HeroHeadline, { variants: ['1', '2', '3', '4', '5'] })),
);
const [themeToggle, heroButton] = [themeToggleHook.selector, heroButtonHook.selector];

describe('theme and hero, before the first paint', () => {
  it('applies the stored theme', () => {
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'dark' } }).html.getAttribute('data-theme')).toBe('dark');
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'light' } }).html.getAttribute('data-theme')).toBe('light');
  });

  it('falls back to light for nothing stored, anything else stored, or no storage at all', () => {
    expect(pageRunning(themeAndHero).html.getAttribute('data-theme')).toBe('light');
    expect(pageRunning(themeAndHero, { stored: { [storageKeys.theme]: 'DARK ' } }).html.getAttribute('data-theme')).toBe('light');
    expect(pageRunning(themeAndHero, { storage: 'throws' }).html.getAttribute('data-theme')).toBe('light');
  });

  it('applies them again when the browser shows the page from its back-forward cache, as another page left them', () => {
    const { dom, html } = pageRunning(themeAndHero, {
      stored: { [storageKeys.theme]: 'dark', [storageKeys.heroTextIndex]: '1' },
      body: header,
    });
    expect(html.getAttribute('data-theme')).toBe('dark');
    // Another page of the site changed both; this one comes back as it was left.
    dom.window.localStorage.setItem(storageKeys.theme, 'light');
    dom.window.localStorage.setItem(storageKeys.heroTextIndex, '3');
    dom.window.dispatchEvent(new dom.window.PageTransitionEvent('pageshow', { persisted: false }));
    expect(html.getAttribute('data-theme')).toBe('dark');
    dom.window.dispatchEvent(new dom.window.PageTransitionEvent('pageshow', { persisted: true }));
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.getAttribute('data-hero')).toBe('3');
    expect(dom.window.document.querySelector(themeToggle)!.getAttribute('aria-pressed')).toBe('false');
  });

  it('applies the stored hero headline, and the first for anything out of range', () => {
    const hero = (value: string) =>
      pageRunning(themeAndHero, { stored: { [storageKeys.heroTextIndex]: value } }).html.getAttribute('data-hero');
    expect(hero('3')).toBe('3');
    expect(hero(' 4 ')).toBe('4');
    expect(hero('5')).toBe('0');
    expect(hero('-1')).toBe('0');
    expect(hero('x')).toBe('0');
    expect(pageRunning(themeAndHero).html.hasAttribute('data-hero')).toBe(false);
  });
});

describe('the words the scripts write', () => {
  it('come from the page, never from a catalogue in a script: a page in any language runs the same scripts', () => {
    const scripts = [head, pageScript, compiled('../features/gate/gate-script.ts')];
    for (const words of Object.values(catalogues)) {
      const written = [
        words.cover.pause,
        words.gate.unlocking,
        words.gate.wrongPassword,
        words.gate.shareLink.invalid,
        words.lightbox.viewer,
      ];
      for (const text of written) for (const script of scripts) expect(script).not.toContain(text);
    }
  });
});

/** A card's or cover's frames, as content gives them. */
const frames = [0, 1, 2].map((i) => ({
  src: `/assets/frame-${i}.png`,
  width: 1600,
  height: 1000,
  alt: `Cover, frame ${i + 1} of 3`,
  sources: [{ type: 'image/avif', srcSet: `/assets/frame-${i}.avif 800w` }],
}));
const accent = { light: '#000000', dark: '#ffffff' };
const card = `${rendered(
  createElement(ProjectCard, {
    card: { slug: 'huru', name: 'Huru', subtitle: 'A case study', access: 'public', href: '/huru', accent, frames },
  }),
)}<a id="elsewhere" href="/about">About</a>`;
/** A case study's cover as the app renders it, its pause/play button and count in `locale`. */
const coverIn = (locale: Locale) => rendered(createElement(CoverSlideshow, { frames, name: 'Huru', path: '/huru' }), locale);
const cover = coverIn('en');
const [cardOf, coverOf, toggleOf, countOf] = [framesCard, framesCover, coverToggle, coverCount].map((hook) => hook.selector) as [
  string,
  string,
  string,
  string,
];
const { play, pause } = catalogues.en.cover;

describe('the head script and the page script: every control’s only handlers', () => {
  // The pages' clocks are the test's: time passes only when a test says so, and exactly as much as it says.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Lets `ms` of the page's time pass, running every timer due and what its promises start. */
  const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const shown = (root: Element) => root.querySelector('img')!.getAttribute('src');
  const click = (page: JSDOM, selector: string) =>
    page.window.document.querySelector(selector)!.dispatchEvent(new page.window.MouseEvent('click', { bubbles: true }));
  const pointer = (page: JSDOM, type: string, target: Element, relatedTarget: Element | null = null) =>
    target.dispatchEvent(new page.window.MouseEvent(type, { bubbles: true, relatedTarget }));

  it('switches the theme and the headline on a press, from the head script alone, and stores both', () => {
    const { dom, html } = pageRunning(head, { body: header });
    click(dom, themeToggle);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(dom.window.document.querySelector(themeToggle)!.getAttribute('aria-pressed')).toBe('true');
    expect(dom.window.localStorage.getItem(storageKeys.theme)).toBe('dark');
    click(dom, heroButton);
    click(dom, heroButton);
    expect(html.getAttribute('data-hero')).toBe('2');
    expect(dom.window.localStorage.getItem(storageKeys.heroTextIndex)).toBe('2');
  });

  it('presses the toggle for a stored dark theme, and works without storage', async () => {
    const stored = pageRunning(`${themeAndHero};${pageScript}`, { body: header, stored: { [storageKeys.theme]: 'dark' } });
    await elapse(0);
    expect(stored.dom.window.document.querySelector(themeToggle)!.getAttribute('aria-pressed')).toBe('true');
    const { dom, html } = pageRunning(head, { body: header, storage: 'throws' });
    click(dom, themeToggle);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('answers presses before the page script has arrived, and none twice once it has', () => {
    const { dom, html } = pageRunning(head, { body: header });
    click(dom, themeToggle);
    click(dom, heroButton);
    click(dom, heroButton);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-hero')).toBe('2');
    dom.window.eval(pageScript);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-hero')).toBe('2');
    click(dom, themeToggle);
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('cycles a card focused before its file arrived', async () => {
    const { dom } = pageRunning(head, { body: card });
    const link = dom.window.document.querySelector<HTMLElement>(cardOf)!;
    link.focus();
    expect(link.hasAttribute('data-state')).toBe(false);
    dom.window.eval(pageScript);
    await elapse(0);
    expect(link.getAttribute('data-state')).toBe('cycling');
    expect(shown(link)).toBe(frames[1]!.src);
  });

  it('cycles a card from its second frame while the pointer is on it, and shows the first again when it leaves', async () => {
    const { dom } = pageRunning(pageScript, { body: card });
    const link = dom.window.document.querySelector(cardOf)!;
    pointer(dom, 'pointerover', link.querySelector('.project-card__name')!);
    expect(link.getAttribute('data-state')).toBe('cycling');
    await elapse(0);
    expect(shown(link)).toBe(frames[1]!.src);
    expect(link.querySelector('source')!.getAttribute('srcset')).toBe(frames[1]!.sources[0]!.srcSet);
    expect(link.querySelector('img')!.getAttribute('alt')).toBe(frames[1]!.alt);
    // One frame per interval, wrapping after the last.
    await elapse(frameIntervalMs - 1);
    expect(shown(link)).toBe(frames[1]!.src);
    await elapse(1);
    expect(shown(link)).toBe(frames[2]!.src);
    await elapse(frameIntervalMs);
    expect(shown(link)).toBe(frames[0]!.src);
    // Moving inside the card is not leaving it.
    pointer(dom, 'pointerout', link.querySelector('img')!, link.querySelector('.project-card__name'));
    expect(link.getAttribute('data-state')).toBe('cycling');
    pointer(dom, 'pointerout', link, dom.window.document.getElementById('elsewhere'));
    expect(link.hasAttribute('data-state')).toBe(false);
    expect(shown(link)).toBe(frames[0]!.src);
  });

  it('cycles a card on keyboard focus too, but never for a visitor who asks for less motion', async () => {
    const { dom } = pageRunning(pageScript, { body: card });
    const link = dom.window.document.querySelector<HTMLElement>(cardOf)!;
    link.focus();
    await elapse(0);
    expect(shown(link)).toBe(frames[1]!.src);

    const still = pageRunning(pageScript, { body: card, reducedMotion: true });
    const stillLink = still.dom.window.document.querySelector<HTMLElement>(cardOf)!;
    stillLink.focus();
    expect(stillLink.hasAttribute('data-state')).toBe(false);
    await elapse(2 * frameIntervalMs);
    expect(shown(stillLink)).toBe(frames[0]!.src);
  });

  it('plays a cover from the first paint, one frame per interval, and pauses it on a press', async () => {
    const { dom } = pageRunning(`${head};${pageScript}`, { body: cover });
    const figure = dom.window.document.querySelector(coverOf)!;
    const toggle = figure.querySelector(toggleOf)!;
    // The first frame has its whole interval on screen, then each next one.
    await elapse(frameIntervalMs - 1);
    expect(shown(figure)).toBe(frames[0]!.src);
    await elapse(1);
    expect(shown(figure)).toBe(frames[1]!.src);
    expect(figure.querySelector(countOf)!.getAttribute('data-count')).toBe('02 / 03');
    await elapse(frameIntervalMs);
    expect(shown(figure)).toBe(frames[2]!.src);

    click(dom, toggleOf);
    expect(toggle.getAttribute('data-playing')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe(play);
    await elapse(3 * frameIntervalMs);
    expect(shown(figure)).toBe(frames[2]!.src);
  });

  it('pauses a cover on a press made before its file arrived, and keeps it paused', async () => {
    const { dom } = pageRunning(head, { body: cover });
    const figure = dom.window.document.querySelector(coverOf)!;
    const toggle = figure.querySelector(toggleOf)!;
    click(dom, toggleOf);
    expect(toggle.getAttribute('data-playing')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe(play);
    dom.window.eval(pageScript);
    await elapse(3 * frameIntervalMs);
    expect(shown(figure)).toBe(frames[0]!.src);
    expect(toggle.getAttribute('aria-label')).toBe(play);
    click(dom, toggleOf);
    expect(toggle.getAttribute('aria-label')).toBe(pause);
    await elapse(frameIntervalMs);
    expect(shown(figure)).toBe(frames[1]!.src);
  });

  it('names a cover’s button in the page’s language, from the words React put on it', () => {
    const { dom } = pageRunning(head, { body: coverIn('es') });
    const toggle = dom.window.document.querySelector(toggleOf)!;
    expect(toggle.getAttribute('aria-label')).toBe(catalogues.es.cover.pause);
    click(dom, toggleOf);
    expect(toggle.getAttribute('aria-label')).toBe(catalogues.es.cover.play);
    click(dom, toggleOf);
    expect(toggle.getAttribute('aria-label')).toBe(catalogues.es.cover.pause);
  });

  it('keeps a cover to the rhythm of the first paint when its file arrives late', async () => {
    const { dom } = pageRunning(head, { body: cover });
    const performance = dom.window.performance;
    // Painted nine tenths of an interval before the file runs: the first change is due a tenth later.
    const paintedAt = performance.now() - 0.9 * frameIntervalMs;
    Object.defineProperty(performance, 'getEntriesByName', {
      value: (name: string) => (name === 'first-contentful-paint' ? [{ startTime: paintedAt }] : []),
    });
    dom.window.eval(pageScript);
    const figure = dom.window.document.querySelector(coverOf)!;
    // A tenth of an interval after the file's arrival, not a whole one.
    await elapse(0.1 * frameIntervalMs - 1);
    expect(shown(figure)).toBe(frames[0]!.src);
    await elapse(1);
    expect(shown(figure)).toBe(frames[1]!.src);
  });

  it('starts a cover at the first paint when its file runs before that paint', async () => {
    const { dom } = pageRunning(head, { body: cover });
    // Not painted yet (a preloaded font holds the paint back): no entry, and an observer to say when.
    const observers: ((list: { getEntriesByName(name: string): { startTime: number }[] }) => void)[] = [];
    Object.defineProperty(dom.window.performance, 'getEntriesByName', { value: () => [] });
    Object.defineProperty(dom.window, 'PerformanceObserver', {
      value: class {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    });
    dom.window.eval(pageScript);
    const figure = dom.window.document.querySelector(coverOf)!;
    await elapse(3 * frameIntervalMs);
    // Nobody has seen the first frame yet: it has not had its interval.
    expect(shown(figure)).toBe(frames[0]!.src);
    const paintedAt = dom.window.performance.now();
    for (const observer of observers)
      observer({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: paintedAt }] : []) });
    // Its whole interval from that paint.
    await elapse(frameIntervalMs - 1);
    expect(shown(figure)).toBe(frames[0]!.src);
    await elapse(1);
    expect(shown(figure)).toBe(frames[1]!.src);
  });

  it('leaves a cover still for a visitor who asks for less motion, its button offering to play', async () => {
    const { dom } = pageRunning(pageScript, { body: cover, reducedMotion: true });
    await elapse(3 * frameIntervalMs);
    expect(shown(dom.window.document.querySelector(coverOf)!)).toBe(frames[0]!.src);
    expect(dom.window.document.querySelector(toggleOf)!.getAttribute('aria-label')).toBe(play);
  });

  it('shows a card’s first frame again the moment it is followed', async () => {
    const { dom } = pageRunning(pageScript, { body: card });
    const link = dom.window.document.querySelector(cardOf)!;
    pointer(dom, 'pointerover', link);
    await elapse(0);
    expect(shown(link)).toBe(frames[1]!.src);
    link.addEventListener('click', (event) => event.preventDefault());
    click(dom, cardOf);
    expect(shown(link)).toBe(frames[0]!.src);
    expect(link.hasAttribute('data-state')).toBe(false);
  });
});
