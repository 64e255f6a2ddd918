// The hero headline's hooks: HeroHeadline (hero-headline.tsx) renders them,
// hero-control.ts and the head script drive them (app/lib/control-contract.ts).
import { target } from '../../lib/control-contract.ts';

/** On <html>: the headline shown, by index (CSS shows that variant). */
export const heroAttribute = 'data-hero';

export const heroButton = /* @__PURE__ */ target('hero', 'button');
