import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHex, wcagLevel } from './contrast.ts';

describe('WCAG contrast', () => {
  it('measures the extremes and a known grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 is not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is the same whichever colour is in front', () => {
    expect(contrastRatio('#0b7468', '#fafaf7')).toBe(contrastRatio('#fafaf7', '#0b7468'));
  });

  it('rounds the figure down, so 4.49 never reads as 4.5', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });

  it('grades by role: body text, large text, UI parts (no AAA for UI)', () => {
    expect(wcagLevel(7.1, 'body')).toBe('AAA');
    expect(wcagLevel(4.6, 'body')).toBe('AA');
    expect(wcagLevel(4.4, 'body')).toBe('Fail');
    expect(wcagLevel(3.2, 'large')).toBe('AA');
    expect(wcagLevel(4.6, 'large')).toBe('AAA');
    expect(wcagLevel(20, 'ui')).toBe('AA');
    expect(wcagLevel(2.9, 'ui')).toBe('Fail');
  });

  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#FaFaF7')).toEqual([250, 250, 247]);
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(parseHex('rgb(0 0 0)')).toBeNull();
    expect(() => contrastRatio('tomato', '#fff')).toThrow(/"tomato" is not a #rrggbb colour/);
  });
});
