/**
 * Whether a page is ready as a visitor finds it, by the site's own signal:
 * its page script has started the controls. The tests and the bench run
 * this function in the page, so it names no import: its name is that of
 * app/lib/page-script-attributes.ts, which page-ready.test.ts holds it to.
 */
export function pageIsReady(): boolean {
  return document.documentElement.getAttribute('data-page-script') === 'started';
}
