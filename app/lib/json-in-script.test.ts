import { describe, expect, it } from 'vitest';
import { jsonInScript } from './json-in-script.ts';

describe('JSON inside a script element', () => {
  it('cannot close the element or open a comment, and reads back the same', () => {
    const value = { caption: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const text = jsonInScript(value);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
