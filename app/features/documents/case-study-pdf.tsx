import { Document, Image, Link, Page, Text, View } from '@react-pdf/renderer';
import { Fragment } from 'react';
import { languages, type Locale } from '../../i18n/locale.ts';
import { wordsFor, type Words } from '../../i18n/words.ts';
import { unit } from '../cv/cv-pdf-styles.ts';
import type { CaseStudyDocumentView, DocumentBlock, DocumentImage } from './case-study-document-view.ts';
import { contentBox, styles } from './document-pdf-styles.ts';

/** An image ready for paper: JPEG or PNG bytes at print resolution, and its size in pixels (tools/documents/print-images.ts). */
export type PrintImage = { data: Buffer; format: 'jpg' | 'png'; width: number; height: number };
/** The print images of the documents, by `imageKey`. */
export type PrintImages = ReadonlyMap<string, PrintImage>;
/** A case study's image, among every project's: `huru/media/game-catalog.svg`. */
export const imageKey = (slug: string, file: string) => `${slug}/${file}`;

/** Who the document is by, on every page's footer, with the site's address as a live link. */
export type DocumentOwner = { name: string; site: { label: string; url: string } };

/** The size an image is drawn at: the box's width, or less when that would make it taller than the box. */
export function fitImage(image: { width: number; height: number }, box: { width: number; height: number }) {
  const ratio = image.height / image.width;
  const width = Math.min(box.width, box.height / ratio);
  return { width, height: width * ratio };
}

function printImage(images: PrintImages, slug: string, image: DocumentImage): PrintImage {
  const found = images.get(imageKey(slug, image.file));
  if (!found) throw new Error(`No print image for ${imageKey(slug, image.file)}.`);
  return found;
}

/** An image at the box's width, or narrower where that would make it taller than the box. */
function Picture({ image, box }: { image: PrintImage; box: { width: number; height: number } }) {
  return <Image src={{ data: image.data, format: image.format }} style={[styles.image, fitImage(image, box)]} />;
}

/**
 * The footer of every page: the owner and the site's address, a confidential note where one is due, and what the
 * page belongs to. No page number: a text drawn per page (`render`) breaks the renderer's layout of pages with
 * large images (4.x), and the deck's contents gives each case study's first page instead.
 */
export function DocumentFooter({ owner, note, title }: { owner: DocumentOwner; note?: string | undefined; title?: string | undefined }) {
  return (
    <View style={styles.footer} fixed>
      <View>
        {note && <Text style={styles.confidential}>{note}</Text>}
        <Text style={styles.footerText}>
          {owner.name} ·{' '}
          <Link src={owner.site.url} style={styles.footerLink}>
            {owner.site.label}
          </Link>
        </Text>
      </View>
      {title && <Text style={styles.footerText}>{title}</Text>}
    </View>
  );
}

function Block({ block, slug, images }: { block: DocumentBlock; slug: string; images: PrintImages }) {
  if (block.kind === 'comment')
    return (
      <>
        {/* A title never ends a page: some of its text follows it. */}
        <Text style={styles.commentTitle} minPresenceAhead={unit * 5}>
          {block.title}
        </Text>
        {block.paragraphs.map((paragraph, i) => (
          <Text key={i} style={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
      </>
    );
  return (
    <>
      {block.images.map((image, i) => (
        // An image never splits across pages, and the caption stays with the last one.
        <View key={i} wrap={false} style={i === block.images.length - 1 ? styles.figure : styles.figureImage}>
          <Picture image={printImage(images, slug, image)} box={contentBox} />
          {i === block.images.length - 1 && block.caption && <Text style={styles.caption}>{block.caption}</Text>}
        </View>
      ))}
    </>
  );
}

type PagesProps = {
  view: CaseStudyDocumentView;
  images: PrintImages;
  owner: DocumentOwner;
  words: Words;
  /** A note for every page's footer ("Confidential, prepared for …"). */
  note?: string | undefined;
};

/** Marks a case study's title page, so a deck finds the page each one starts on (tools/documents/render-documents.ts). */
export const studyStartAttribute = 'data-study-start';

/** A case study's pages: its title page, then its body. The PDF of one case study, or a chapter of a deck. */
export function CaseStudyPages({ view, images, owner, words, note }: PagesProps) {
  const facts = [
    { label: words.documents.role, value: view.role, wide: true },
    { label: words.documents.year, value: view.year, wide: false },
    { label: words.documents.outcome, value: view.outcome, wide: true },
  ].filter((fact) => fact.value);
  return (
    <>
      <Page size="A4" style={styles.page} {...{ [studyStartAttribute]: view.slug }}>
        <View style={styles.grow}>
          {/* Where a deck's contents links to. */}
          <Text style={styles.eyebrow} id={`study-${view.slug}`}>
            {words.documents.caseStudy}
          </Text>
          <Text style={styles.title}>{view.name}</Text>
          <Text style={styles.subtitle}>{view.subtitle}</Text>
          {view.cover && (
            <Picture image={printImage(images, view.slug, view.cover)} box={{ width: contentBox.width, height: contentBox.height * 0.8 }} />
          )}
        </View>
        <View style={styles.facts}>
          {facts.map((fact) => (
            <View key={fact.label} style={fact.wide ? styles.factWide : styles.fact}>
              <Text style={styles.label}>{fact.label}</Text>
              <Text style={styles.factValue}>{fact.value}</Text>
            </View>
          ))}
        </View>
        {!view.isPrivate && (
          <Link src={view.url} style={styles.pageLink}>
            {view.url}
          </Link>
        )}
        <DocumentFooter owner={owner} note={note} title={view.name} />
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.rule}>{view.about.title}</Text>
        {view.about.paragraphs.map((paragraph, i) => (
          <Text key={i} style={styles.lead}>
            {paragraph}
          </Text>
        ))}
        {view.prototypes.length > 0 && (
          <View style={styles.links}>
            <Text style={styles.label}>{words.caseStudy.prototypes}</Text>
            {view.prototypes.map((link) => (
              <Link key={link.url} src={link.url} style={styles.link}>
                {link.label}
              </Link>
            ))}
          </View>
        )}
        {view.sections.map((section) => (
          <Fragment key={section.number}>
            <Text style={[styles.sectionTitle, styles.section]} minPresenceAhead={unit * 8}>
              <Text style={styles.sectionNumber}>{section.number} </Text>
              {section.title}
            </Text>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} slug={view.slug} images={images} />
            ))}
          </Fragment>
        ))}
        {view.lessons.length > 0 && (
          <>
            <Text style={[styles.sectionTitle, styles.section]} minPresenceAhead={unit * 8}>
              {words.caseStudy.lessons}
            </Text>
            {view.lessons.map((lesson, i) => (
              <Block key={i} block={{ kind: 'comment', ...lesson }} slug={view.slug} images={images} />
            ))}
          </>
        )}
        <DocumentFooter owner={owner} note={note} title={view.name} />
      </Page>
    </>
  );
}

/** One public case study as a PDF, in its language: drawn at build time (tools/build/case-study-pdfs.ts). */
export function CaseStudyPdfDocument({
  view,
  images,
  owner,
  locale,
}: {
  view: CaseStudyDocumentView;
  images: PrintImages;
  owner: DocumentOwner;
  locale: Locale;
}) {
  const words = wordsFor(locale);
  return (
    <Document
      title={`${view.name}: ${view.subtitle}`}
      author={owner.name}
      subject={`${words.documents.caseStudy} · ${owner.name}`}
      creator={owner.site.label}
      language={languages[locale].lang}
    >
      <CaseStudyPages view={view} images={images} owner={owner} words={words} />
    </Document>
  );
}
