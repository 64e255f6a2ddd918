import path from 'node:path';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { CaseStudy, Site } from '../../app/features/content/types.ts';
import { listMediaFiles } from '../../app/features/content/media.ts';
import { displayAddress } from '../../app/features/cv/cv-view.ts';
import { pageUrl } from '../../app/lib/public-url.ts';
import { pathIn, type Locale } from '../../app/i18n/locale.ts';
import {
  caseStudyDocumentView,
  documentImages,
  type CaseStudyDocumentView,
} from '../../app/features/documents/case-study-document-view.ts';
import {
  CaseStudyPdfDocument,
  imageKey,
  studyStartAttribute,
  type DocumentOwner,
  type PrintImage,
} from '../../app/features/documents/case-study-pdf.tsx';
import { PortfolioDeckDocument, type PortfolioDeckProps } from '../../app/features/documents/portfolio-deck-pdf.tsx';
import { registerFonts } from './pdf-fonts.ts';
import { printImage } from './print-images.ts';

/** A project's folder in the content. */
const projectFolder = (root: string, slug: string) => path.join(root, 'content', 'projects', slug);

/** The document view of a case study, with its first cover frame (from `media/cover`, or `protected-media/cover` for a private one). */
export async function caseStudyDocument(options: {
  root: string;
  slug: string;
  study: CaseStudy;
  site: Pick<Site, 'url'>;
  basePath: string;
  locale: Locale;
}): Promise<CaseStudyDocumentView> {
  const folder = options.study.access === 'private' ? 'protected-media' : 'media';
  const covers = await listMediaFiles(path.join(projectFolder(options.root, options.slug), folder, 'cover')).catch(() => []);
  return caseStudyDocumentView({ ...options, cover: covers[0] ? `cover/${covers[0]}` : undefined });
}

/** The files of every image a document draws, from its project's folder. */
export function documentImageFiles(root: string, view: CaseStudyDocumentView): string[] {
  return documentImages(view).map((file) => path.join(projectFolder(root, view.slug), file));
}

/** Every image the documents draw, ready for paper, by `imageKey`. Each file is encoded once, in parallel. */
export async function printImagesFor(root: string, views: readonly CaseStudyDocumentView[]): Promise<Map<string, PrintImage>> {
  const entries = views.flatMap((view) => documentImages(view).map((file) => [view.slug, file] as const));
  const images = await Promise.all(entries.map(([slug, file]) => printImage(path.join(projectFolder(root, slug), file))));
  return new Map(entries.map(([slug, file], i) => [imageKey(slug, file), images[i]!]));
}

/** Who the documents are by: the owner's name, and the site's home in the language as a link. */
export function documentOwner(site: Pick<Site, 'name' | 'url'>, basePath: string, locale: Locale): DocumentOwner {
  const home = pageUrl(site.url, basePath, pathIn('/', locale));
  return { name: site.name, site: { label: displayAddress(home), url: home } };
}

/** One case study as a PDF: its title page and body, with its metadata set. */
export async function renderCaseStudyPdf(props: {
  view: CaseStudyDocumentView;
  images: ReadonlyMap<string, PrintImage>;
  owner: DocumentOwner;
  locale: Locale;
}) {
  registerFonts();
  // The element is a <Document> once rendered; its props are the document's own.
  return renderToBuffer(createElement(CaseStudyPdfDocument, props) as ReactElement<DocumentProps>);
}

type LayoutNode = { props?: Record<string, unknown>; children?: LayoutNode[] };

/**
 * The portfolio deck. Drawn twice: the first layout tells on which page each
 * case study starts (its title page is marked), the second writes those
 * pages into the contents.
 */
export async function renderPortfolioDeck(props: Omit<PortfolioDeckProps, 'startPages' | 'onRender'>): Promise<Buffer> {
  registerFonts();
  let layout: unknown;
  const onRender = (rendered: object) => {
    layout = (rendered as { _INTERNAL__LAYOUT__DATA_?: unknown })._INTERNAL__LAYOUT__DATA_;
  };
  // The renderer hands its layout to `onRender` (under an internal name), as for the CV (tools/build/cv-pdf.ts).
  const firstPdf = await renderToBuffer(createElement(PortfolioDeckDocument, { ...props, onRender }));
  const pages = (layout as LayoutNode | undefined)?.children;
  if (!Array.isArray(pages)) return firstPdf;
  const startPages = new Map<string, number>();
  pages.forEach((page, index) => {
    const slug = page.props?.[studyStartAttribute];
    if (typeof slug === 'string' && !startPages.has(slug)) startPages.set(slug, index + 1);
  });
  return renderToBuffer(createElement(PortfolioDeckDocument, { ...props, startPages }));
}
