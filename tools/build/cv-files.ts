import path from 'node:path';
import type { Plugin } from 'vite';
import { cvPdfFileName, jsonResumeFileName } from '../../app/features/cv/cv-files.ts';
import { cvView, type CvContent } from '../../app/features/cv/cv-view.ts';
import { jsonResume } from '../../app/features/cv/json-resume.ts';
import { fileUrl } from '../../app/lib/public-url.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { basePath } from './site-location.ts';

export type CvFiles = { pdfFileName: string; pdf: Buffer; resumeJson: string };

// A build loads the config (and this plugin) more than once; the PDF depends
// only on the CV, so each process renders a given CV once.
const renders = ((globalThis as Record<symbol, unknown>)[Symbol.for('portfolio:cv-pdf')] ??= new Map()) as Map<string, Promise<Buffer>>;

/** The CV's two files, from the content: the PDF résumé and the JSON Resume. */
export async function buildCvFiles(content: CvContent, base: string): Promise<CvFiles> {
  const view = cvView(content, base);
  const key = JSON.stringify(view);
  let pdf = renders.get(key);
  if (!pdf) renders.set(key, (pdf = renderCvPdf(view)));
  const resume = jsonResume(view, fileUrl(content.site.url, base, jsonResumeFileName));
  return { pdfFileName: cvPdfFileName(content.site.name), pdf: await pdf, resumeJson: `${JSON.stringify(resume, null, 2)}\n` };
}

/** Pages import the PDF's name and size from here (`cv-download-link.tsx`). */
const virtualId = 'virtual:cv-pdf';
const resolvedId = `\0${virtualId}`;

/**
 * Writes the CV as `<name>-cv.pdf` and `resume.json` at the site's root at
 * build time (and serves them in dev), so both follow the content. No
 * browser is needed: static hosts build the PDF too.
 */
export function cvFiles(): Plugin {
  const content = async () => (await import('../../app/features/cv/cv-content.server.ts')).currentCvContent();
  let built: Promise<CvFiles> | null = null;
  const files = async () => (built ??= buildCvFiles(await content(), basePath));

  return {
    name: 'portfolio:cv-files',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { pdfFileName, pdf } = await files();
      return `export const cvPdf = ${JSON.stringify({ fileName: pdfFileName, bytes: pdf.length })};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.includes(`${path.sep}content${path.sep}`)) return;
        built = null;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.split('?')[0]?.split('/').pop() ?? '';
        if (!name.endsWith('.pdf') && name !== jsonResumeFileName) return next();
        const { pdfFileName, pdf, resumeJson } = await files();
        if (name === pdfFileName) {
          res.setHeader('Content-Type', 'application/pdf');
          return res.end(pdf);
        }
        if (name === jsonResumeFileName) {
          res.setHeader('Content-Type', 'application/json');
          return res.end(resumeJson);
        }
        next();
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { pdfFileName, pdf, resumeJson } = await files();
      this.emitFile({ type: 'asset', fileName: pdfFileName, source: pdf });
      this.emitFile({ type: 'asset', fileName: jsonResumeFileName, source: resumeJson });
    },
  };
}
