import { openSnapshot, protectedUrls, type UnlockedPage } from './gate.ts';
import { unlockedTitle, unlockingAttribute } from './gate-contract.ts';
import { pageHref } from '../../lib/public-url.ts';

/**
 * Puts the unlocked page in place of the gate's `<main>`: the Lock bar and
 * the case study, exactly as the build rendered them, and its title. The
 * page script starts their controls as they arrive (app/start/page-script.ts).
 */
function showUnlocked(gate: Element, page: UnlockedPage): void {
  const template = document.createElement('template');
  template.innerHTML = page.html;
  gate.replaceWith(template.content);
  document.title = page.title;
}

/**
 * Opens a private project in place of the gate's `<main>` with `key`, at the
 * project's address, with no second page load (so a key kept only in memory,
 * storage blocked, still works): for a key holder arriving at its page, and
 * right after a password or a share link opened it. Moved to its address
 * from another, the page starts at the top; a case study that replaced the
 * field that had focus gives it to its title, which is read out. False when
 * its page could not be fetched or opened.
 */
export async function openUnlocked(gate: Element, base: string, address: string, key: CryptoKey): Promise<boolean> {
  const page = await openSnapshot(protectedUrls(base, address).snapshot, key);
  if (!page) return false;
  const hadFocus = gate.contains(document.activeElement);
  showUnlocked(gate, page);
  document.documentElement.removeAttribute(unlockingAttribute);
  const here = pageHref(address, base);
  // Already at its address, typed with or without the slash: the address stays as it is.
  if (pageHref(location.pathname, '/') !== here) {
    history.replaceState(null, '', here);
    scrollTo(0, 0);
  }
  if (hadFocus) {
    const title = document.querySelector<HTMLElement>(unlockedTitle.selector);
    title?.setAttribute('tabindex', '-1');
    title?.focus({ preventScroll: true });
  }
  return true;
}
