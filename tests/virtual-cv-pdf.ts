// Unit tests' stand-in for `virtual:cv-pdf`, which the build writes (tools/build/cv-files.ts).
export const cvPdfs = { en: { fileName: 'nora-castell-cv.pdf', bytes: 25_776 }, es: { fileName: 'nora-castell-cv-es.pdf', bytes: 26_104 } };
