// Names that the page script (app/start/page-script.ts), the document that
// loads it (app/root.tsx) and the build share: one place for each. Each
// control's own hooks are in its feature's contract module.

/** On the page script's own element: the site's base path. */
export const pageBaseAttribute = 'data-base';

/** On <html> once the page script has started its controls (app/start/page-script.ts). */
export const pageScriptAttribute = 'data-page-script';
