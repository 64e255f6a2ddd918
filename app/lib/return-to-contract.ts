// A private card's hook: ProjectCard renders it, return-to.ts answers its
// press (app/lib/control-contract.ts).
import { carrying } from './control-contract.ts';

/** On a private project's card: the project's address, noted when the card is followed. */
export const returnCard = /* @__PURE__ */ carrying('data-return');
