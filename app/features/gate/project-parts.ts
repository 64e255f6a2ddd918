import { gatePart as hook } from './gate-contract.ts';

/** Shows the parts of the gate's page that name `address` (gate-page.tsx renders one per project), and hides the others'. */
export function showProjectParts(address: string, within: ParentNode = document): void {
  for (const part of within.querySelectorAll<HTMLElement>(hook.selector)) {
    part.hidden = part.getAttribute(hook.attribute) !== address;
  }
}
