// Written by tools/build/content-modules.ts from content/site.yaml, as plain data.
declare module 'virtual:content/site' {
  import type { Site } from '~/features/content/types';

  /** The site settings: name, role, email, headlines, footer, gate and not-found texts. */
  export const site: Site;
}

// Written by tools/build/content-modules.ts: each private project's public teaser, by its public address.
declare module 'virtual:content/teasers' {
  import type { TeaserView } from '~/features/content/views';

  export const teasers: Readonly<Record<string, TeaserView>>;
}
