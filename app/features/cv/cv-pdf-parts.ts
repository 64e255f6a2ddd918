/**
 * The parts of the CV PDF that grow with the content. Each is marked on its
 * View (`data-cv-part="experience[2]"`), so the build can measure it and say
 * which field makes the PDF too long (tools/build/cv-pdf-fit.ts).
 */
export type CvPdfPart = 'summary' | `experience[${number}]` | 'work' | 'details';

export const cvPdfPartAttribute = 'data-cv-part';

/** A4 in points: the PDF's page, and the width a measuring page keeps. */
export const a4 = { width: 595.28, height: 841.89 } as const;
