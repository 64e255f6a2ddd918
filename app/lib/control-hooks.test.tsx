// @vitest-environment jsdom
// Every hook a control's contract declares is rendered by the components that
// make its markup, with what its script reads from it: derived from the
// contract modules themselves, so a component that stops rendering a hook, or
// a hook no component renders, fails here rather than on a visitor's click.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { privateAddresses } from '../pages.server.ts';
import type { TeaserView } from '../features/content/views.ts';
import type { CaseStudyView, CardView, ImageView, VideoView } from '../features/content/views.ts';
import { LocaleContext } from '../i18n/use-locale.tsx';
import { SiteContext } from '../features/content/site-settings.ts';
import { AnalyticsContext } from '../features/analytics/analytics-hooks.ts';
import { contentIn } from '../features/content/content.server.ts';
import type { Locale } from '../i18n/locale.ts';
import { catalogues } from '../i18n/words.ts';
import { wordsAttributes } from '../i18n/script-words.ts';
import { ThemeToggle } from '../features/theme/theme-toggle.tsx';
import { HeroHeadline } from '../features/hero/hero-headline.tsx';
import { UnlockedCaseStudy } from '../features/gate/unlocked-case-study.tsx';
import { GatePage } from '../features/gate/gate-page.tsx';
import { Gallery } from '../features/media/gallery.tsx';
import { MotionDemo } from '../features/design-system/motion-demo.tsx';
import { coverFrameId } from '../features/cover-transition/cover-transition-contract.ts';
import * as theme from '../features/theme/theme-contract.ts';
import * as hero from '../features/hero/hero-contract.ts';
import * as frames from '../features/frames/frames-contract.ts';
import * as sectionIndex from '../features/section-index/section-index-contract.ts';
import * as lightbox from '../features/lightbox/lightbox-contract.ts';
import * as coverTransition from '../features/cover-transition/cover-transition-contract.ts';
import * as returnTo from './return-to-contract.ts';
import * as loopingVideo from '../features/media/looping-video-contract.ts';
import * as picture from '../features/media/picture-contract.ts';
import * as prefetch from '../features/navigation/prefetch-contract.ts';
import * as motionDemo from '../features/design-system/motion-demo-contract.ts';
import * as gate from '../features/gate/gate-contract.ts';
import * as analytics from '../features/analytics/analytics-contract.ts';
import { JsonResumeLink } from '../features/cv/json-resume-link.tsx';
import type { Hook } from './control-contract.ts';
import type { CoverToggleWord } from '../features/frames/frames-contract.ts';
import type { GateWord } from '../features/gate/gate-contract.ts';
import type { ShareNoticeWord } from '../features/gate/share-link.ts';
import type { MotionDemoWord } from '../features/design-system/motion-demo-contract.ts';

/**
 * What a control's script reads from its hooks, which the components must
 * render with them: attributes, and the words of a word union
 * (`{ pause: 1, play: 1 } satisfies Record<CoverToggleWord, 1>`, so the type
 * checker names a word missing or left over).
 */
type Needs = readonly (readonly [hook: Hook, attributes: readonly string[], words?: Readonly<Record<string, 1>>])[];

const image = (i: number): ImageView => ({
  src: `/assets/frame-${i}.jpg`,
  width: 1600,
  height: 1000,
  alt: `Frame ${i}`,
  sources: [{ type: 'image/avif', srcSet: `/assets/frame-${i}.avif 800w` }],
});
const video: VideoView = { sources: [{ src: '/assets/loop.mp4', type: 'video/mp4' }], poster: image(9) };
const accent = { light: '#000000', dark: '#ffffff' };
const card = (slug: string, access: CardView['access']): CardView => ({
  slug,
  name: slug,
  subtitle: 'A project',
  access,
  href: `/${slug}`,
  accent,
  frames: [image(1), image(2)],
});
const study: CaseStudyView = {
  slug: 'huru',
  name: 'Huru',
  role: 'Lead designer',
  accent,
  cover: [image(1), image(2), image(3)],
  about: { title: 'About', text: 'What it was.' },
  prototypes: [],
  sections: [{ number: '01', title: 'Research', blocks: [{ kind: 'images', images: [image(4)], caption: 'A screen' }] }],
  lessons: [],
  otherProjects: [card('vela', 'public'), card('mango', 'private')],
};
// Units have no image pipeline: the teaser is given without its cover.
const [privateProject] = privateAddresses;
const teasers: Record<string, TeaserView> = { [privateProject!]: { name: privateProject!, outcome: '', role: '', year: '', industry: '' } };

/** Markup as the build prerenders it, in a page's language, with the site settings the root layout provides. */
function rendered(markup: ReactNode, locale: Locale = 'en'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <LocaleContext value={locale}>
      <SiteContext value={contentIn(locale).site}>
        {/* Analytics' hooks are rendered only where content/site.yaml turns it on: here it is. */}
        <AnalyticsContext value>{markup}</AnalyticsContext>
      </SiteContext>
    </LocaleContext>,
  );
  return container;
}

/** Each control's contract module, and the components that render its markup. */
const controls: { contract: string; module: Record<string, unknown>; markup: () => ReactNode; needs?: Needs }[] = [
  { contract: 'theme-contract', module: theme, markup: () => <ThemeToggle /> },
  { contract: 'hero-contract', module: hero, markup: () => <HeroHeadline variants={['One', 'Two', 'Three', 'Four', 'Five']} /> },
  {
    contract: 'frames-contract',
    module: frames,
    markup: () => <UnlockedCaseStudy study={study} />,
    needs: [
      [frames.framesCard, [frames.framesAttribute]],
      [frames.framesCover, [frames.framesAttribute]],
      [frames.coverToggle, [frames.playingAttribute, 'aria-label'], { pause: 1, play: 1 } satisfies Record<CoverToggleWord, 1>],
      [frames.coverCount, [frames.countAttribute]],
    ],
  },
  {
    contract: 'section-index-contract',
    module: sectionIndex,
    markup: () => <UnlockedCaseStudy study={study} />,
    needs: [[sectionIndex.sectionIndexLink, ['href']]],
  },
  { contract: 'lightbox-contract', module: lightbox, markup: () => <UnlockedCaseStudy study={study} /> },
  { contract: 'cover-transition-contract', module: coverTransition, markup: () => <UnlockedCaseStudy study={study} /> },
  { contract: 'return-to-contract', module: returnTo, markup: () => <UnlockedCaseStudy study={study} /> },
  { contract: 'picture-contract', module: picture, markup: () => <UnlockedCaseStudy study={study} /> },
  { contract: 'prefetch-contract', module: prefetch, markup: () => <UnlockedCaseStudy study={study} /> },
  {
    contract: 'looping-video-contract',
    module: loopingVideo,
    markup: () => <Gallery title="Work" items={[{ name: 'loop', tag: 'Motion', mediaType: 'video', video, alt: 'A loop' }]} />,
  },
  {
    contract: 'motion-demo-contract',
    module: motionDemo,
    markup: () => <MotionDemo motion={{ easing: [], durations: [{ name: 'frame-interval', value: '700ms' }] }} frames={3} />,
    needs: [[motionDemo.motionDemoButton, ['aria-pressed'], { play: 1, reset: 1 } satisfies Record<MotionDemoWord, 1>]],
  },
  {
    contract: 'analytics-contract',
    module: analytics,
    markup: () => (
      <>
        <UnlockedCaseStudy study={{ ...study, prototypes: [{ kind: 'Mobile', href: 'https://prototypes.example.com/mobile' }] }} />
        <JsonResumeLink />
      </>
    ),
  },
  {
    contract: 'gate-contract',
    module: gate,
    markup: () => (
      <>
        <GatePage project={privateProject!} projects={[privateProject!]} teasers={teasers} />
        <UnlockedCaseStudy study={study} />
      </>
    ),
    needs: [
      [gate.gateForm, [], { unlock: 1, unlocking: 1, wrong: 1, unavailable: 1 } satisfies Record<GateWord, 1>],
      [
        gate.shareNotice,
        [],
        { malformed: 1, invalid: 1, 'other-project': 1, expired: 1, 'date-locale': 1 } satisfies Record<ShareNoticeWord, 1>,
      ],
    ],
  },
];

const isHook = (value: unknown): value is Hook => typeof value === 'object' && value !== null && 'selector' in value && 'props' in value;
const hooksOf = (module: Record<string, unknown>) => Object.entries(module).filter((entry): entry is [string, Hook] => isHook(entry[1]));

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const contractFiles = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => file.endsWith('-contract.ts') && !file.endsWith('control-contract.ts'))
  .map((file) => path.basename(file, '.ts'));

it('covers every contract module of the app', () => {
  expect(contractFiles.sort()).toEqual(controls.map(({ contract }) => contract).sort());
});

describe.each(controls)('$contract', ({ module, markup, needs = [] }) => {
  it.each(['en', 'es'] as const)('is rendered whole by its components (%s)', (locale) => {
    const container = rendered(markup(), locale);
    expect(hooksOf(module).length).toBeGreaterThan(0);
    for (const [name, hook] of hooksOf(module)) {
      expect(container.querySelector(hook.selector), `${name} (${hook.selector}) is rendered`).not.toBeNull();
    }
    for (const [hook, attributes, words = {}] of needs) {
      const elements = [...container.querySelectorAll(hook.selector)];
      const wordNames = Object.fromEntries(Object.keys(words).map((name) => [name, name])) as Record<Lowercase<string>, string>;
      const needed = [...attributes, ...Object.keys(wordsAttributes(wordNames))];
      for (const element of elements) {
        for (const attribute of needed) {
          expect(element.getAttribute(attribute), `${hook.selector} carries ${attribute}`).toBeTruthy();
        }
      }
    }
  });
});

it('gives the case study’s cover frame the id its page waits for, with the address it travels to', () => {
  const frame = rendered(<UnlockedCaseStudy study={study} />).querySelector(`[id="${coverFrameId}"]`);
  expect(frame?.getAttribute(coverTransition.travellingCover.attribute)).toBe('/huru');
});

it('puts each word a script writes on its hook, in the page’s language', () => {
  const toggle = rendered(<UnlockedCaseStudy study={study} />, 'es').querySelector(frames.coverToggle.selector)!;
  expect(toggle.getAttribute('data-text-play')).toBe(catalogues.es.cover.play);
});
