import { describe, expect, it } from 'vitest';
import { cvPdfFileName, formatFileSize } from './cv-files.ts';

describe('cvPdfFileName', () => {
  it('names the file after its owner', () => {
    expect(cvPdfFileName('Nora Castell')).toBe('nora-castell-cv.pdf');
    expect(cvPdfFileName('  Zoë Dvořák-Łoś ')).toBe('zoe-dvorak-os-cv.pdf');
  });
});

describe('formatFileSize', () => {
  it('reads like a download size', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(25_776)).toBe('26 KB');
    expect(formatFileSize(1_460_000)).toBe('1.5 MB');
  });

  it('writes its number as the page’s language does', () => {
    expect(formatFileSize(25_776, 'es')).toBe('26 KB');
    expect(formatFileSize(1_460_000, 'es')).toBe('1,5 MB');
  });
});
