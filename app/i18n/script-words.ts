// The words a page's script writes into the page (a status, a button's new
// name) are in the page's language without the script carrying a catalogue:
// React renders each on the element the script writes it to, as a
// `data-text-<name>` attribute, and the script reads it from there. Relative
// imports only: the scripts are compiled on their own.

/** The attribute that carries the word `name`. */
const wordAttribute = (name: string) => `data-text-${name}`;

/**
 * The attributes that carry `words` on an element. Names are lower-case
 * (`other-project`): HTML lower-cases attribute names.
 */
export function wordsAttributes<Name extends Lowercase<string>>(words: Record<Name, string>): Record<string, string> {
  return Object.fromEntries(Object.entries<string>(words).map(([name, text]) => [wordAttribute(name), text]));
}

/** The word `name` React rendered on `element`; empty when it is missing. */
export function wordOf<Name extends Lowercase<string>>(element: Element, name: Name): string {
  return element.getAttribute(wordAttribute(name)) ?? '';
}
