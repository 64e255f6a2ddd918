import type { Slug } from './index.ts';

/**
 * The projects on the home page, in the order their cards appear: move a
 * line to re-order them. `npm run new-project -- <Name>` adds a new one at
 * the end. A project left out of this list has no card and no page.
 */
export const projectOrder: readonly Slug[] = [
  'mango',
  'stayforlong',
  'huru',
  'clubberize',
  'lowtaux',
  'hypo',
];
