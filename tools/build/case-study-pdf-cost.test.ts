import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCaseStudyPdfCost, readCaseStudyPdfCost, writeCaseStudyPdfCost } from './case-study-pdf-cost.ts';

describe('what the case studies’ PDFs cost the build', () => {
  it('is written beside the build and read back by the bench, per case study', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-cost-'));
    expect(readCaseStudyPdfCost(dir)).toBeUndefined();
    const cost = { files: 10, caseStudies: 5, bytes: 13_200_000, largestBytes: 1_600_000, seconds: 8, drawn: 10 };
    writeCaseStudyPdfCost(dir, cost);
    expect(readCaseStudyPdfCost(dir)).toEqual(cost);
    expect(formatCaseStudyPdfCost(cost)).toBe(
      'Case-study PDFs: 10 files (5 case studies), 13.2 MB, the largest 1.6 MB, drawn in 8.0 s: 1.60 s per case study',
    );
    rmSync(dir, { recursive: true });
  });

  it('says how many were drawn and how many read back from the build cache, and no rate per case study then', () => {
    const cost = { files: 10, caseStudies: 5, bytes: 13_200_000, largestBytes: 1_600_000, seconds: 1.2, drawn: 2 };
    expect(formatCaseStudyPdfCost(cost)).toBe(
      'Case-study PDFs: 10 files (5 case studies), 13.2 MB, the largest 1.6 MB, 2 drawn and 8 read back from the build cache in 1.2 s',
    );
  });
});
