// A control's hooks into the markup (the elements its script finds, the
// attributes it reads, the words it writes) are declared once, in a contract
// module beside the control (`<control>-contract.ts`), and imported by both
// the component that renders them and the script that drives them. The
// model is Stimulus's targets: an element a script finds carries
// `data-<control>-target="<name>"` (docs/decisions/052). Every selector a
// script passes to querySelector, closest or matches comes from a contract
// (control-contract.test.ts), and every hook is rendered by its components
// (control-hooks.test.tsx). Relative imports only: the scripts are compiled
// on their own.

/** An element a control's script finds: the component spreads `props` on it; the script finds it by `selector`. */
export type Hook = { readonly props: Readonly<Record<string, string>>; readonly selector: string };

/** Control `control`'s element `name`: `data-<control>-target="<name>"`. */
export function target(control: string, name: string): Hook {
  const attribute = `data-${control}-target`;
  return { props: { [attribute]: name }, selector: `[${attribute}~="${name}"]` };
}

/**
 * Elements found by what they are, where the markup's own element is the
 * hook and nothing is added to it: the `<main>` the gate's script stands in,
 * a picture's `<img>`. `selector` is a tag selector (`main`, `picture img`).
 */
export function element(selector: string): Hook {
  return { props: {}, selector };
}

/** Elements found by an attribute they carry, whose value the control reads (Stimulus's values): `[<attribute>]`. */
export function carrying(attribute: string): Hook & { readonly attribute: string } {
  return { attribute, props: { [attribute]: '' }, selector: `[${attribute}]` };
}
