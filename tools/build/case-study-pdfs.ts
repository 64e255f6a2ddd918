import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultLocale, locales, type Locale } from '../../app/i18n/locale.ts';
import { caseStudyPdfFileName } from '../../app/features/documents/document-files.ts';
import { caseStudyDocument, documentImageFiles, documentOwner, printImagesFor, renderCaseStudyPdf } from '../documents/render-documents.ts';
import { cachedBytes, cacheKey, codeVersion, drawingCode, fileDigest } from '../lib/build-cache.ts';
import { basePath, buildDirectory } from './site-location.ts';
import { formatCaseStudyPdfCost, writeCaseStudyPdfCost, type CaseStudyPdfCost } from './case-study-pdf-cost.ts';
import { virtualModule } from './virtual-module.ts';
import { timedTurns } from '../lib/time-limit.ts';

/** One PDF drawn per core at a time, each within the build's time from its own turn (tools/lib/time-limit.ts). */
const drawingTurns = timedTurns(Math.max(1, availableParallelism()));

/** `drawn`: drawn by this build, rather than read back from the build cache. */
export type CaseStudyPdf = { slug: string; locale: Locale; fileName: string; pdf: Buffer; drawn: boolean };

/** The most a case study's PDF may weigh: an upload field's usual limit, and a mail's. */
export const maxCaseStudyPdfBytes = 8_000_000;

/**
 * Every public case study on the home page as a PDF, in every language, from
 * the content: drawn in parallel, each image encoded once for both languages
 * (tools/documents/print-images.ts). A PDF whose text, owner, language, images (their bytes) and
 * drawing code a build has drawn before is read back from the build cache instead
 * (tools/lib/build-cache.ts). A private project gets none: its PDF
 * exists only in a deck made on the owner's computer (`npm run portfolio-pdf`).
 */
export async function buildCaseStudyPdfs(root: string, base: string): Promise<CaseStudyPdf[]> {
  const { contentIn, projectOrder, caseStudies } = await import('../../app/features/content/content.server.ts');
  const slugs = projectOrder.filter((slug) => caseStudies[slug]?.access === 'public');
  const jobs = slugs.flatMap((slug) => locales.map((locale) => ({ slug, locale })));
  const views = await Promise.all(
    jobs.map(({ slug, locale }) => {
      const content = contentIn(locale);
      return caseStudyDocument({ root, slug, study: content.studyOf(slug), site: content.site, basePath: base, locale });
    }),
  );
  return Promise.all(
    jobs.map(async ({ slug, locale }, i) => {
      const { site } = contentIn(locale);
      const view = views[i]!;
      const owner = documentOwner(site, base, locale);
      const files = documentImageFiles(root, view);
      const key = cacheKey([codeVersion(drawingCode), view, owner, locale, ...(await Promise.all(files.map(fileDigest)))]);
      let drawn = false;
      const pdf = await cachedBytes('pdfs', key, async () => {
        drawn = true;
        // Each image within its own time (print-images.ts); the drawing within the build's, from its turn.
        const images = await printImagesFor(root, [view]);
        const turn = drawingTurns(`content/projects/${slug}`, `drawing its ${locale === defaultLocale ? '' : `${locale} `}PDF`);
        try {
          return await turn.run(() => renderCaseStudyPdf({ view, images, owner, locale }));
        } finally {
          turn.done();
        }
      });
      if (pdf.length > maxCaseStudyPdfBytes) {
        const error = new Error(
          `content/projects/${slug}: its ${locale === defaultLocale ? '' : `${locale} `}PDF is ${(pdf.length / 1e6).toFixed(1)} MB, above the ${maxCaseStudyPdfBytes / 1e6} MB an upload field takes. Use fewer or smaller images in its media folder.`,
        );
        error.name = 'Build stopped';
        error.stack = `${error.name}: ${error.message}`;
        throw error;
      }
      return { slug, locale, fileName: caseStudyPdfFileName(site.name, slug, locale), pdf, drawn };
    }),
  );
}

// A build loads the config (and this plugin) more than once: each process draws the PDFs once.
const key = Symbol.for('portfolio:case-study-pdfs');
const store = globalThis as Record<symbol, Promise<{ pdfs: CaseStudyPdf[]; cost: CaseStudyPdfCost }> | undefined>;

const virtualId = 'virtual:case-study-pdfs';

/**
 * Writes each public case study's PDF at the site's root (`nora-castell-huru.pdf`, `nora-castell-huru-es.pdf`),
 * and gives the pages their names and sizes through `virtual:case-study-pdfs` (the "Download as PDF" link).
 * Serves them in dev too, without holding the first page up: the links appear on the next load once they are drawn.
 * It says how long the drawing took: the build's cost of the PDFs.
 */
export function caseStudyPdfs(): Plugin {
  const root = process.cwd();
  let devServer: ViteDevServer | undefined;
  /** In dev, the PDFs once drawn, until the content changes. */
  let drawn: CaseStudyPdf[] | undefined;
  const invalidate = () => pdfModule.invalidate(devServer);
  const files = () => {
    let built = store[key];
    if (!built) {
      const start = performance.now();
      built = store[key] = buildCaseStudyPdfs(root, basePath).then((pdfs) => {
        const cost: CaseStudyPdfCost = {
          files: pdfs.length,
          caseStudies: new Set(pdfs.map(({ slug }) => slug)).size,
          bytes: pdfs.reduce((sum, { pdf }) => sum + pdf.length, 0),
          largestBytes: Math.max(0, ...pdfs.map(({ pdf }) => pdf.length)),
          seconds: (performance.now() - start) / 1000,
          drawn: pdfs.filter((pdf) => pdf.drawn).length,
        };
        console.log(formatCaseStudyPdfCost(cost));
        return { pdfs, cost };
      });
    }
    return built.then(({ pdfs }) => pdfs);
  };

  const pdfModule = virtualModule(virtualId, async () => {
    if (devServer && !drawn) {
      files().then(
        (pdfs) => {
          drawn = pdfs;
          invalidate();
        },
        (error: unknown) => devServer?.config.logger.error(error instanceof Error ? error.message : String(error)),
      );
      return 'export const caseStudyPdfs = {};';
    }
    const table: Record<string, Partial<Record<Locale, { fileName: string; bytes: number }>>> = {};
    for (const { slug, locale, fileName, pdf } of drawn ?? (await files())) (table[slug] ??= {})[locale] = { fileName, bytes: pdf.length };
    return `export const caseStudyPdfs = ${JSON.stringify(table)};`;
  });

  return {
    name: 'portfolio:case-study-pdfs',
    ...pdfModule.hooks,
    configureServer(server) {
      devServer = server;
      server.watcher.on('change', (file) => {
        if (!file.includes(`${path.sep}content${path.sep}`)) return;
        store[key] = undefined;
        drawn = undefined;
        invalidate();
      });
      server.middlewares.use(async function serveCaseStudyPdfs(req, res, next) {
        const name = req.url?.split('?')[0]?.split('/').pop() ?? '';
        if (!name.endsWith('.pdf')) return next();
        const found = (await files()).find((file) => file.fileName === name);
        if (!found) return next();
        res.setHeader('Content-Type', 'application/pdf');
        res.end(found.pdf);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { fileName, pdf } of await files()) this.emitFile({ type: 'asset', fileName, source: pdf });
      const { cost } = await store[key]!;
      writeCaseStudyPdfCost(buildDirectory, cost);
    },
  };
}
