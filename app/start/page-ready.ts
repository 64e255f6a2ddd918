/**
 * Whether a page is ready as a visitor finds it, by the site's own signals:
 * its page script has started the controls and, on a page that hydrates
 * (its inert boot script is there), React has hydrated. The tests and the
 * bench run this function in the page, so it names no import: its names are
 * those of app/start/names.ts, which page-ready.test.ts holds it to.
 */
export function pageIsReady(): boolean {
  const root = document.documentElement;
  const hydrates = document.getElementById('app-boot') !== null;
  return root.getAttribute('data-page-script') === 'started' && (!hydrates || root.getAttribute('data-app') === 'hydrated');
}
