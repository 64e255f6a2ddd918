import path from 'node:path';
import type { Plugin } from 'vite';
import { cvPdfFileName } from '../../app/features/cv/cv-files.ts';
import { jsonResumeFileNameIn } from '../../app/lib/build-output.ts';
import { defaultLocale, locales, type Locale } from '../../app/i18n/locale.ts';
import { cvView, type CvContent } from '../../app/features/cv/cv-view.ts';
import { jsonResume } from '../../app/features/cv/json-resume.ts';
import { fileUrl } from '../../app/lib/public-url.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { basePath } from './site-location.ts';
import { virtualModule } from './virtual-module.ts';
import { withinTime } from '../lib/time-limit.ts';
import { cvFile } from '../../app/features/content/source/files.ts';
import { cachedBytes, cacheKey, codeVersion, drawingCode } from '../lib/build-cache.ts';

export type CvFiles = { pdfFileName: string; pdf: Buffer; resumeFileName: string; resumeJson: string };

// A build loads the config (and this plugin) more than once; the PDF depends
// only on the CV, so each process renders a given CV once, and a build reads
// back one an earlier build drew from the same CV and code (tools/lib/build-cache.ts).
const renders = ((globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:cv-pdf')] ??= new Map()) as Map<string, Promise<Buffer>>;

/** The CV's two files in a language, from the content: the PDF résumé and the JSON Resume. */
export async function buildCvFiles(content: CvContent, base: string, locale: Locale = defaultLocale): Promise<CvFiles> {
  const view = cvView(content, base, locale);
  const key = JSON.stringify({ view, locale });
  let pdf = renders.get(key);
  if (!pdf)
    renders.set(
      key,
      (pdf = cachedBytes('pdfs', cacheKey([codeVersion(drawingCode), 'cv', view, locale]), () =>
        withinTime(renderCvPdf(view, locale), cvFile, `drawing the CV's ${locale === defaultLocale ? '' : `${locale} `}PDF`),
      )),
    );
  const resumeFileName = jsonResumeFileNameIn(locale);
  const resume = jsonResume(view, fileUrl(content.site.url, base, resumeFileName), locale);
  return { pdfFileName: cvPdfFileName(content.site.name, locale), pdf: await pdf, resumeFileName, resumeJson: `${JSON.stringify(resume, null, 2)}\n` };
}

/** Pages import the PDF's name and size from here (`cv-download-link.tsx`). */
const virtualId = 'virtual:cv-pdf';

/**
 * Writes the CV in each language as `<name>-cv.pdf` and `resume.json` (`<name>-cv-es.pdf`, `resume.es.json`) at the site's root at
 * build time (and serves them in dev), so both follow the content. No
 * browser is needed: static hosts build the PDF too.
 */
export function cvFiles(): Plugin {
  const content = async (locale: Locale) => (await import('../../app/features/cv/cv-content.server.ts')).currentCvContent(locale);
  let built: Promise<CvFiles[]> | null = null;
  // Every language's files, English first.
  const files = async () => (built ??= Promise.all(locales.map(async (locale) => buildCvFiles(await content(locale), basePath, locale))));

  const pdfModule = virtualModule(virtualId, async () => {
    const all = await files();
    const pdfs = Object.fromEntries(locales.map((locale, i) => [locale, { fileName: all[i]!.pdfFileName, bytes: all[i]!.pdf.length }]));
    return `export const cvPdfs = ${JSON.stringify(pdfs)};`;
  });

  return {
    name: 'portfolio:cv-files',
    ...pdfModule.hooks,
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.includes(`${path.sep}content${path.sep}`)) return;
        built = null;
        pdfModule.invalidate(server);
      });
      server.middlewares.use(async function serveCvFiles(req, res, next) {
        const name = req.url?.split('?')[0]?.split('/').pop() ?? '';
        if (!name.endsWith('.pdf') && !name.endsWith('.json')) return next();
        for (const { pdfFileName, pdf, resumeFileName, resumeJson } of await files()) {
          if (name === pdfFileName) {
            res.setHeader('Content-Type', 'application/pdf');
            return res.end(pdf);
          }
          if (name === resumeFileName) {
            res.setHeader('Content-Type', 'application/json');
            return res.end(resumeJson);
          }
        }
        next();
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { pdfFileName, pdf, resumeFileName, resumeJson } of await files()) {
        this.emitFile({ type: 'asset', fileName: pdfFileName, source: pdf });
        this.emitFile({ type: 'asset', fileName: resumeFileName, source: resumeJson });
      }
    },
  };
}
