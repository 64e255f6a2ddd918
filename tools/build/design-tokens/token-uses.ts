import postcss from 'postcss';

/**
 * For each class a stylesheet names, the custom properties its rules read:
 * `.chip:hover { color: var(--accent) }` counts `--accent` for `chip`. What
 * the design-system page lists under each component comes from here.
 */
export function customPropertiesByClass(css: string): Record<string, string[]> {
  const uses = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule) => {
    const properties = new Set<string>();
    rule.walkDecls((declaration) => {
      for (const match of declaration.value.matchAll(/var\(--([\w-]+)/g)) properties.add(match[1]!);
    });
    if (properties.size === 0) return;
    for (const [, name] of rule.selector.matchAll(/\.([\w-]+)/g)) {
      const set = uses.get(name!) ?? new Set<string>();
      for (const property of properties) set.add(property);
      uses.set(name!, set);
    }
  });
  return Object.fromEntries([...uses].map(([name, set]) => [name, [...set].sort()]));
}
