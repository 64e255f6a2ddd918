import { describe, expect, it } from 'vitest';
import {
  caseStudyRead,
  cvDownload,
  eventNames,
  pageView,
  privateProjectOpened,
  projectOfPath,
  prototypeOpened,
  shareLinkOpened,
} from './events.ts';

describe('what is counted', () => {
  it('names each event as the owner reads it on her dashboard', () => {
    expect(Object.values(eventNames)).toEqual([
      'CV download',
      'Case study read',
      'Prototype opened',
      'Private project opened',
      'Share link opened',
    ]);
  });

  it('gives each event what the page already shows, and nothing more', () => {
    expect(pageView('es')).toEqual({ name: null, props: { language: 'es' } });
    expect(cvDownload('en', 'PDF')).toEqual({ name: 'CV download', props: { language: 'en', format: 'PDF' } });
    expect(caseStudyRead('huru', 'en')).toEqual({ name: 'Case study read', props: { project: 'huru', language: 'en' } });
    expect(prototypeOpened('huru', 'Mobile')).toEqual({ name: 'Prototype opened', props: { project: 'huru', kind: 'Mobile' } });
    expect(privateProjectOpened('lighthouse', 'password')).toEqual({
      name: 'Private project opened',
      props: { project: 'lighthouse', by: 'password' },
    });
    expect(shareLinkOpened('lighthouse', 'Acme Recruiting')).toEqual({
      name: 'Share link opened',
      props: { project: 'lighthouse', recipient: 'Acme Recruiting' },
    });
  });

  it('reads the project from the page’s public address, in either language and under a base path', () => {
    expect(projectOfPath('/huru')).toBe('huru');
    expect(projectOfPath('/es/huru/')).toBe('huru');
    expect(projectOfPath('/portfolio/es/lighthouse')).toBe('lighthouse');
  });
});
