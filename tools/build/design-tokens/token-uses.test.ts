// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { propertiesOf } from '../../../app/features/design-system/built-tokens.ts';
import { customPropertiesByClass } from './token-uses.ts';

const css = `
.chip { border: var(--border-width) solid var(--color-border); gap: var(--space-0-75); }
a.chip:hover { color: var(--accent); }
.chip__icon { width: var(--size-icon); }
.chipper { color: var(--color-error); }
.card .chip { margin: 0; }
@media (min-width: 48rem) { .chip { padding: var(--space-2); } }
`;

describe('the tokens each component reads', () => {
  it('collects every custom property a class’s rules read, states and media queries included', () => {
    const byClass = customPropertiesByClass(css);
    expect(byClass.chip).toEqual(['accent', 'border-width', 'color-border', 'space-0-75', 'space-2']);
    expect(byClass.card).toBeUndefined();
  });

  it('counts a block’s elements, but not another block that shares its first letters', () => {
    const byClass = customPropertiesByClass(css);
    expect(propertiesOf(byClass, ['chip'])).toEqual(['accent', 'border-width', 'color-border', 'size-icon', 'space-0-75', 'space-2']);
    expect(propertiesOf(byClass, ['chip'])).not.toContain('color-error');
  });
});
