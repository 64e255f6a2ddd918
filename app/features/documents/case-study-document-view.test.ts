import { describe, expect, it } from 'vitest';
import { caseStudies, contentIn, projectOrder } from '../content/content.server.ts';
import { caseStudyDocumentView, documentImages, splitRoleLine } from './case-study-document-view.ts';
import { fitImage } from './case-study-pdf.tsx';

const publicSlug = projectOrder.find((slug) => caseStudies[slug]!.access === 'public')!;
const privateSlug = Object.keys(caseStudies).find((slug) => caseStudies[slug]!.access === 'private')!;
const site = { url: 'https://nora.example.com' };

describe('the role line on a title page', () => {
  it('takes the year from the end of the role line, as the language writes it', () => {
    expect(splitRoleLine('Lead product designer · Huru, with Northbound Studio · 2022')).toEqual({
      role: 'Lead product designer · Huru, with Northbound Studio',
      year: '2022',
    });
    expect(splitRoleLine('Designer · Acme · 2023 – present', 'es')).toEqual({ role: 'Designer · Acme', year: '2023 – actualidad' });
  });

  it('keeps a role line without a year whole', () => {
    expect(splitRoleLine('Designer · Acme')).toEqual({ role: 'Designer · Acme', year: '' });
    expect(splitRoleLine('Designer')).toEqual({ role: 'Designer', year: '' });
  });
});

describe('a case study as a document', () => {
  it('holds every section, comment and lesson of the content, in order, and its images from the media folder', () => {
    const study = contentIn('es').studyOf(publicSlug);
    const view = caseStudyDocumentView({ slug: publicSlug, study, site, basePath: '/', locale: 'es', cover: 'cover/01.svg' });
    expect(view.name).toBe(study.name);
    expect(view.outcome).toBe(study.outcome);
    expect(view.url).toBe(`https://nora.example.com/es/${publicSlug}/`);
    expect(view.sections.map((section) => section.title)).toEqual(study.sections.map((section) => section.title));
    expect(view.lessons.map((lesson) => lesson.title)).toEqual(study.lessons.map((lesson) => lesson.title));
    const images = study.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'images' ? block.images : [])));
    expect(documentImages(view)).toEqual([...new Set(['media/cover/01.svg', ...images.map((image) => `media/${image.file}`)])]);
  });

  it('takes a private project’s images from its protected folder', () => {
    const view = caseStudyDocumentView({ slug: privateSlug, study: caseStudies[privateSlug]!, site, basePath: '/' });
    expect(view.isPrivate).toBe(true);
    expect(documentImages(view).every((file) => file.startsWith('protected-media/'))).toBe(true);
    expect(view.outcome).toBeTruthy();
  });
});

describe('an image on paper', () => {
  it('takes the full width, unless that makes it taller than the box', () => {
    expect(fitImage({ width: 1600, height: 1000 }, { width: 400, height: 500 })).toEqual({ width: 400, height: 250 });
    expect(fitImage({ width: 1000, height: 2000 }, { width: 400, height: 500 })).toEqual({ width: 250, height: 500 });
  });
});
