import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What drawing the PDFs cost the build: written beside the build (never published), read by `npm run bench`.
 * `drawn`: how many were drawn; the others were read back from the build cache (tools/lib/build-cache.ts).
 */
export type CaseStudyPdfCost = { files: number; caseStudies: number; bytes: number; largestBytes: number; seconds: number; drawn: number };

export const costFile = (buildDir: string) => path.join(buildDir, 'case-study-pdfs-cost.json');

/**
 * `Case-study PDFs: 10 files (5 case studies), 13.2 MB, the largest 1.6 MB, drawn in 8.0 s: 1.60 s per case study`,
 * or, when some were read back: `…, 2 drawn and 8 read back from the build cache in 1.2 s`.
 */
export function formatCaseStudyPdfCost(cost: CaseStudyPdfCost): string {
  const files = `Case-study PDFs: ${cost.files} files (${cost.caseStudies} case studies), ${(cost.bytes / 1e6).toFixed(1)} MB, the largest ${(cost.largestBytes / 1e6).toFixed(1)} MB`;
  if (cost.drawn < cost.files) return `${files}, ${cost.drawn} drawn and ${cost.files - cost.drawn} read back from the build cache in ${cost.seconds.toFixed(1)} s`;
  return `${files}, drawn in ${cost.seconds.toFixed(1)} s: ${(cost.seconds / Math.max(1, cost.caseStudies)).toFixed(2)} s per case study`;
}

/** The cost the last build wrote, if any. */
export function readCaseStudyPdfCost(buildDir: string): CaseStudyPdfCost | undefined {
  const file = costFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CaseStudyPdfCost) : undefined;
}

/** Written by the build once it has drawn the PDFs (tools/build/case-study-pdfs.ts). */
export function writeCaseStudyPdfCost(buildDir: string, cost: CaseStudyPdfCost) {
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(costFile(buildDir), `${JSON.stringify(cost, null, 2)}\n`);
}
