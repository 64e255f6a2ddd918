import type { UnlockedPage } from './gate.ts';

/**
 * Puts the unlocked page in place of the gate's `<main>`: the Lock bar and
 * the case study, exactly as the build rendered them, and its title. The
 * page script starts their controls as they arrive (app/start/page-script.ts).
 */
export function showUnlocked(gate: Element, page: UnlockedPage): void {
  const template = document.createElement('template');
  template.innerHTML = page.html;
  gate.replaceWith(template.content);
  document.title = page.title;
}
