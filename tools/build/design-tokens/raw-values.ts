import postcss, { type AtRule, type Declaration } from 'postcss';

/** A value written in a stylesheet where a token belongs. */
export type RawValue = { file: string; line: number; selector: string; property: string; value: string };

/** A raw value allowed on purpose, and why. Unset fields match anything. */
export type Allowance = { selector?: string; property?: string; value: string; reason: string };

/**
 * The few raw values component styles may keep. Everything else (colours,
 * lengths, durations) comes from a token.
 */
export const allowedRawValues: Allowance[] = [
  { value: '100vh', reason: 'The whole viewport’s height is a property of the screen, not a design choice.' },
  { value: '100vw', reason: 'The whole viewport’s width: image blocks break out of the text column to it.' },
  { selector: '.visually-hidden', value: '1px', reason: 'The standard visually-hidden pattern: a 1 px clip that takes no space.' },
  { selector: '.visually-hidden', value: '-1px', reason: 'The same pattern’s negative margin.' },
  {
    selector: '.site-header__back',
    property: 'margin-left',
    value: '-10px',
    reason: 'Optical alignment: pulls the back arrow’s stroke onto the page edge inside its 44 px target.',
  },
  {
    selector: '.gate__message',
    property: 'min-height',
    value: '1em',
    reason: 'A unit, not a size: one line of text is the line-height token times 1em.',
  },
  {
    selector: '.ds-theme',
    property: 'contain-intrinsic-block-size',
    value: '600px',
    reason: 'A stand-in height for a block not yet laid out (content-visibility), not a design size: once shown, the browser keeps its real one.',
  },
  {
    value: '0px',
    reason: 'A zero where calc() needs a unit: the fallback of an offset that is usually absent. Zero is not a design value.',
  },
  {
    selector: '*',
    value: '1ms',
    reason: 'Reduced motion: near zero rather than zero, so transitionend and animationend still fire.',
  },
];

const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink|brown|navy|silver|maroon|olive|lime|aqua|fuchsia|cyan|magenta|gold|indigo)\b/gi;
const length = /(?<![\w#.-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|ex|ch|lh|vw|vh|vmin|vmax|dvh|svh|lvh|cm|mm|in|pt|pc)\b/gi;
const duration = /(?<![\w#.-])(?:\d+\.?\d*|\.\d+)m?s\b/gi;

/** A custom property read as-is carries a token; its fallback, if any, would be raw and is checked. */
const withoutTokens = (value: string) => value.replace(/var\(--[\w-]+\)/g, ' ');

function ruleSelector(declaration: Declaration): string {
  const parent = declaration.parent;
  if (parent?.type === 'rule') return (parent as postcss.Rule).selector;
  if (parent?.type === 'atrule') return `@${(parent as AtRule).name} ${(parent as AtRule).params}`;
  return '';
}

function allowed(found: RawValue, allowances: Allowance[]): boolean {
  return allowances.some(
    (allowance) =>
      allowance.value === found.value &&
      (allowance.property === undefined || allowance.property === found.property) &&
      (allowance.selector === undefined || found.selector.split(',').some((part) => part.trim() === allowance.selector || part.trim().startsWith(`${allowance.selector}:`) || part.trim().startsWith(`${allowance.selector}::`))),
  );
}

/**
 * Paper is measured in points and millimetres, not in the screen's rem scale,
 * and a printout is black on white whatever the theme: print styles
 * (`@media print`, `@page`) keep their own units and colours.
 */
function forPaper(declaration: Declaration): boolean {
  for (let node: postcss.Node | undefined = declaration.parent; node; node = node.parent) {
    if (node.type !== 'atrule') continue;
    const rule = node as AtRule;
    if (rule.name === 'page' || (rule.name === 'media' && /\bprint\b/.test(rule.params))) return true;
  }
  return false;
}

/** Every raw colour, length or duration in a stylesheet's declarations, less the allowed ones and print styles. */
export function rawValues(css: string, file: string, allowances: Allowance[] = allowedRawValues): RawValue[] {
  const found: RawValue[] = [];
  postcss.parse(css, { from: file }).walkDecls((declaration) => {
    if (forPaper(declaration)) return;
    const selector = ruleSelector(declaration);
    // Keyframe steps (`from`, `50%`) are checked like any rule.
    const text = withoutTokens(declaration.value);
    for (const pattern of [colour, length, duration]) {
      for (const match of text.matchAll(pattern)) {
        const value = match[0].replace(/\($/, '');
        const entry = { file, line: declaration.source?.start?.line ?? 0, selector, property: declaration.prop, value };
        if (!allowed(entry, allowances)) found.push(entry);
      }
    }
  });
  return found;
}

/** The lengths media queries test against (`min-width: 48rem` → `48rem`), which must be breakpoint tokens. */
export function mediaLengths(css: string): string[] {
  const lengths: string[] = [];
  postcss.parse(css).walkAtRules('media', (rule) => {
    for (const match of rule.params.matchAll(length)) lengths.push(match[0]);
  });
  return lengths;
}

/** One line per raw value: where it is and what to do. */
export const rawValueLine = (raw: RawValue) =>
  `${raw.file}:${raw.line} ${raw.selector} { ${raw.property} }: ${raw.value} is a raw value; use a token from tokens/ (or add one).`;
