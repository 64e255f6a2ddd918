/** On each part of the gate's page that names one private project: its address (gate-page.tsx). */
export const projectPartAttribute = 'data-gate-project';

/** Shows the parts of the gate's page that name `address`, and hides the others'. */
export function showProjectParts(address: string, within: ParentNode = document): void {
  for (const part of within.querySelectorAll(`[${projectPartAttribute}]`)) {
    (part as HTMLElement).hidden = part.getAttribute(projectPartAttribute) !== address;
  }
}
