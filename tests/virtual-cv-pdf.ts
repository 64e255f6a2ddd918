// Unit tests' stand-in for `virtual:cv-pdf`, which the build writes (tools/build/cv-files.ts).
export const cvPdf = { fileName: 'nora-castell-cv.pdf', bytes: 25_776 };
