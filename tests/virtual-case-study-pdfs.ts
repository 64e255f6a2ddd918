// Unit tests' stand-in for `virtual:case-study-pdfs`, which the build writes (tools/build/case-study-pdfs.ts).
export const caseStudyPdfs = {
  huru: { en: { fileName: 'nora-castell-huru.pdf', bytes: 1_238_000 }, es: { fileName: 'nora-castell-huru-es.pdf', bytes: 1_239_000 } },
};
