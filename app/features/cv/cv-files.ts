/** Where the build publishes the CV's files, relative to the site's base path. */

/** `Nora Castell` → `nora-castell-cv.pdf`: a file name that says whose CV it is once downloaded. */
export function cvPdfFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'resume'}-cv.pdf`;
}

export const jsonResumeFileName = 'resume.json';

/** `38211` → `38 KB`: how a download's size reads beside its link. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
