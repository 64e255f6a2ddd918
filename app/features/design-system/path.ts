/** The page that documents the site's own design system. */
export const designSystemPath = '/design-system';
