import { describe, expect, it } from 'vitest';
import { currentSection, readingLine } from './current-section.ts';

describe('currentSection', () => {
  const line = 300;

  it('marks nothing while the first section is still below the reading line', () => {
    expect(currentSection([400, 1200, 2000], 2600, line)).toBe(-1);
  });

  it('marks the last section whose top has passed the line', () => {
    expect(currentSection([300, 1200, 2000], 2600, line)).toBe(0);
    expect(currentSection([-900, 0, 800], 1400, line)).toBe(1);
    expect(currentSection([-2000, -1100, -200], 400, line)).toBe(2);
  });

  it('marks nothing once the last section has scrolled past the line', () => {
    expect(currentSection([-2000, -1100, -600], 300, line)).toBe(-1);
    expect(currentSection([-2000, -1100, -600], 120, line)).toBe(-1);
  });

  it('handles a case study without sections', () => {
    expect(currentSection([], 0, line)).toBe(-1);
  });
});

describe('readingLine', () => {
  it('sits a third of the way down the viewport', () => {
    expect(readingLine(900)).toBe(300);
    expect(readingLine(844)).toBe(281);
  });
});
