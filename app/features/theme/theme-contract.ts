// The theme toggle's hooks: ThemeToggle (theme-toggle.tsx) renders them,
// theme-control.ts drives them (app/lib/control-contract.ts).
import { target } from '../../lib/control-contract.ts';

/** On <html>: the theme shown, which CSS draws from. */
export const themeAttribute = 'data-theme';

export const themeToggle = /* @__PURE__ */ target('theme', 'toggle');
