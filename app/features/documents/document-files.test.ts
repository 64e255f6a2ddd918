import { describe, expect, it } from 'vitest';
import { caseStudyPdfFileName, deckFileName } from './document-files.ts';

describe('document file names', () => {
  it('names a case study’s PDF after its owner and project, and its language but English', () => {
    expect(caseStudyPdfFileName('Nora Castell', 'huru')).toBe('nora-castell-huru.pdf');
    expect(caseStudyPdfFileName('Nora Castell', 'huru', 'es')).toBe('nora-castell-huru-es.pdf');
    expect(caseStudyPdfFileName('Núria Ça', 'hypo')).toBe('nuria-ca-hypo.pdf');
  });

  it('names a deck after its owner, its recipient and its day', () => {
    expect(deckFileName('Nora Castell', 'Acme Recruiting, S.L.', new Date('2026-11-28T10:00:00Z'))).toBe(
      'nora-castell-portfolio-acme-recruiting-s-l-2026-11-28.pdf',
    );
  });
});
