// The controls the interaction bench presses, how it presses each, and what
// counts as its answer: a change that only the site's own scripts make (an
// attribute on <html>, a frame's source, a button's state), never one the
// browser makes by itself for a press (:hover, :focus, a field's own value
// aside, which is the field's answer by design).

/** How the bench presses a control, as a visitor on a phone would. */
export type Press =
  /** A tap on the touch screen. */
  | 'tap'
  /** Enter, or Space, with the control focused. */
  | 'enter'
  | 'space'
  /** The pointer moves onto the control from outside it. */
  | 'hover'
  /** Tab moves focus onto the control from the one before it. */
  | 'tab'
  /** The field is tapped and the test password typed, one character every 100 ms. */
  | 'type'
  /** The field is tapped and the password put in at once (as pasted, or filled by a password manager), then Enter pressed. */
  | 'fill-then-enter'
  /** Nothing: the answer is expected on its own (the slideshow starts at first paint). */
  | 'none';

/** What the page records as each press: the first event of the gesture, on the control. */
export type PressEvent = { type: 'touchstart' | 'keydown' | 'pointerover' | 'focusin' | 'none'; key?: string };

/**
 * The answer: `change` is any change, after a press, of the listed attributes
 * (`selector` is relative to the document; the first match is read);
 * `busy` is the form's submit button turning busy or disabled, or `unlocked`
 * appearing; `input` is the field holding what was typed.
 */
export type Answer =
  | { kind: 'change'; reads: { selector: string; attribute: string }[] }
  | { kind: 'busy'; button: string; unlocked: string }
  | { kind: 'input'; field: string };

export type Control = {
  /** Stable name, in bench.json. */
  id: string;
  /** As the table shows it. */
  label: string;
  /** The control itself: what must be painted before it is pressed, and what is pressed. */
  target: string;
  press: Press;
  answer: Answer;
  /**
   * `first-press` measures from the first press instead of the paint: the field
   * must be tapped before a key reaches it, and Enter can only follow typing.
   */
  from: 'paint' | 'first-press';
  /** Painted after the answer, timed from the first press and reported (the unlocked case study). */
  then?: { selector: string; label: string };
};

/** Each press as the page sees it. */
export function pressEvent(press: Press): PressEvent {
  switch (press) {
    case 'tap':
      return { type: 'touchstart' };
    case 'enter':
    case 'fill-then-enter':
      return { type: 'keydown', key: 'Enter' };
    case 'space':
      return { type: 'keydown', key: ' ' };
    case 'hover':
      return { type: 'pointerover' };
    case 'tab':
      return { type: 'focusin' };
    case 'type':
      // Every character typed; what the field lost is counted from its value.
      return { type: 'keydown' };
    case 'none':
      return { type: 'none' };
  }
}

const html = 'html';
const themeToggle = '.theme-toggle';
const heroButton = '.hero__button';
const coverImage = '.cover img';
const coverToggle = '.cover__toggle';
const passwordField = '.gate input[type="password"]';
const unlockButton = '.gate button[type="submit"]';

const theme: Control = {
  id: 'theme',
  label: 'theme toggle (tap)',
  target: themeToggle,
  press: 'tap',
  answer: { kind: 'change', reads: [{ selector: html, attribute: 'data-theme' }] },
  from: 'paint',
};

const heroAnswer: Answer = { kind: 'change', reads: [{ selector: html, attribute: 'data-hero' }] };
const hero: Control[] = [
  { id: 'hero-tap', label: 'hero headline (tap)', target: heroButton, press: 'tap', answer: heroAnswer, from: 'paint' },
  { id: 'hero-enter', label: 'hero headline (Enter)', target: heroButton, press: 'enter', answer: heroAnswer, from: 'paint' },
  { id: 'hero-space', label: 'hero headline (Space)', target: heroButton, press: 'space', answer: heroAnswer, from: 'paint' },
];

/** A card's answer: the frame it shows changes, or it says it is cycling. */
function cards(slug: string): Control[] {
  const card = `.project-card[href$="/${slug}"]`;
  const answer: Answer = {
    kind: 'change',
    reads: [
      { selector: `${card} img`, attribute: 'src' },
      { selector: card, attribute: 'data-state' },
    ],
  };
  return [
    { id: 'card-hover', label: `card cover cycling (hover, ${slug})`, target: card, press: 'hover', answer, from: 'paint' },
    { id: 'card-focus', label: `card cover cycling (Tab, ${slug})`, target: card, press: 'tab', answer, from: 'paint' },
  ];
}

const slideshow: Control[] = [
  {
    id: 'slideshow-start',
    label: 'slideshow: first frame change (no input)',
    target: coverImage,
    press: 'none',
    answer: { kind: 'change', reads: [{ selector: coverImage, attribute: 'src' }] },
    from: 'paint',
  },
  {
    id: 'slideshow-pause',
    label: 'slideshow pause/play (tap)',
    target: coverToggle,
    press: 'tap',
    answer: {
      kind: 'change',
      reads: [
        { selector: coverToggle, attribute: 'aria-label' },
        { selector: coverToggle, attribute: 'aria-pressed' },
      ],
    },
    from: 'paint',
  },
];

const gate: Control[] = [
  {
    id: 'gate-typing',
    label: 'password field (typing; from the first key)',
    target: passwordField,
    press: 'type',
    answer: { kind: 'input', field: passwordField },
    from: 'first-press',
  },
  {
    id: 'gate-enter',
    label: 'Unlock (Enter, password filled in; from Enter)',
    target: passwordField,
    press: 'fill-then-enter',
    answer: { kind: 'busy', button: unlockButton, unlocked: 'main .cover' },
    from: 'first-press',
    then: { selector: 'main .cover', label: 'Enter → unlocked case study painted' },
  },
];

/** The routes of a build, by what they hold. */
export type RouteSet = {
  /** Every page measured: the theme toggle is on each. */
  routes: string[];
  home: string;
  /** Public case studies (each has a cover slideshow). */
  caseStudies: string[];
  /** Pages that show the password form to a visitor without the password. */
  gates: string[];
  /** The project whose card is hovered and focused: one that has frames to cycle. */
  cyclingCard: string;
};

export type Measurement = { route: string; control: Control };

/**
 * Every route and control to measure, in the order the table lists them:
 * per route, the theme toggle first, then the route's own controls.
 */
export function interactionPlan({ routes, home, caseStudies, gates, cyclingCard }: RouteSet): Measurement[] {
  return routes.flatMap((route) => {
    const own =
      route === home ? [...hero, ...cards(cyclingCard)] : caseStudies.includes(route) ? slideshow : gates.includes(route) ? gate : [];
    return [theme, ...own].map((control) => ({ route, control }));
  });
}
