import type { CSSProperties } from 'react';

/** A project's accent pair: a colour for the light theme and one for the dark. */
export type Accent = { light: string; dark: string };

/**
 * The accent of a project whose own colours stay private: each theme's muted
 * text colour, from the tokens (the colour an element without an accent falls back to).
 */
export const neutralAccent: Accent = { light: 'var(--color-text-muted)', dark: 'var(--color-text-muted)' };

/** A project's accent as custom properties; the theme picks which one applies. */
export function accentStyle(accent: Accent): CSSProperties {
  return { '--accent-light': accent.light, '--accent-dark': accent.dark } as CSSProperties;
}
