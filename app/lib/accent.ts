import type { CSSProperties } from 'react';

/** A project's accent as custom properties; the theme picks which one applies. */
export function accentStyle(accent: { light: string; dark: string }): CSSProperties {
  return { '--accent-light': accent.light, '--accent-dark': accent.dark } as CSSProperties;
}
