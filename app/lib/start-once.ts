const started = new WeakMap<Element, Set<string>>();

/**
 * True the first time control `name` asks for `element`, false after: what
 * lets a control be started again on a page without starting twice (a page
 * script runs its starts on what is there, then on what arrives; Stimulus
 * connects a controller once per element the same way).
 */
export function startOnce(element: Element, name: string): boolean {
  let names = started.get(element);
  if (!names) started.set(element, (names = new Set()));
  if (names.has(name)) return false;
  names.add(name);
  return true;
}
