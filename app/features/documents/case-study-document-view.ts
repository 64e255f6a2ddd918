import type { CaseStudy, Site } from '../content/types.ts';
import { plainText, splitLines } from '../../lib/rich-text.ts';
import { pageUrl } from '../../lib/public-url.ts';
import { formatDateRange, parseDateRange } from '../../i18n/date-range.ts';
import { displayAddress } from '../cv/cv-view.ts';
import { defaultLocale, pathIn, type Locale } from '../../i18n/locale.ts';
import { wordsFor } from '../../i18n/words.ts';

/** An image of the case study: its file, relative to the project's folder (`media/…` or `protected-media/…`), and what it shows. */
export type DocumentImage = { file: string; alt: string };

export type DocumentBlock =
  { kind: 'comment'; title: string; paragraphs: string[] } | { kind: 'images'; images: DocumentImage[]; caption?: string | undefined };

/**
 * A case study as a document (the PDF of its page, a chapter of a deck),
 * in one language: what its title page says, then its body as the page
 * reads it, every text plain and in paragraphs.
 */
export type CaseStudyDocumentView = {
  slug: string;
  name: string;
  subtitle: string;
  /** The role line without its year: what the owner did, and where. */
  role: string;
  /** The year or years, as the language writes them (`2023 – 2024`), or empty. */
  year: string;
  outcome: string;
  isPrivate: boolean;
  /** The case study's page on the site; a private one's is its password page. */
  url: string;
  cover?: DocumentImage | undefined;
  about: { title: string; paragraphs: string[] };
  prototypes: { label: string; url: string }[];
  sections: { number: string; title: string; blocks: DocumentBlock[] }[];
  lessons: { title: string; paragraphs: string[] }[];
};

export const paragraphsOf = (text: string) =>
  splitLines(plainText(text))
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * `Lead product designer · Huru · 2022` → the role `Lead product designer · Huru` and the year `2022`:
 * the role line's last part is its year when the CV can read it as dates. Without one, the role line stays whole.
 */
export function splitRoleLine(line: string, locale: Locale = defaultLocale): { role: string; year: string } {
  const parts = line.split(/\s+·\s+/);
  const range = parts.length > 1 ? parseDateRange(parts.at(-1)!) : null;
  if (!range) return { role: line.trim(), year: '' };
  return { role: parts.slice(0, -1).join(' · '), year: formatDateRange(range, locale) };
}

/**
 * The document view of a case study in `locale` (the study is that
 * language's content). `mediaFolder` is where its images sit inside the
 * project's folder: `media` for a public project, `protected-media` for a
 * private one. `cover` is the first cover frame's file, if any.
 */
export function caseStudyDocumentView({
  slug,
  study,
  site,
  basePath,
  locale = defaultLocale,
  cover,
}: {
  slug: string;
  study: CaseStudy;
  site: Pick<Site, 'url'>;
  basePath: string;
  locale?: Locale;
  cover?: string | undefined;
}): CaseStudyDocumentView {
  const isPrivate = study.access === 'private';
  const folder = isPrivate ? 'protected-media' : 'media';
  const { role, year } = splitRoleLine(study.role, locale);
  const kinds = wordsFor(locale).caseStudy.prototypeKinds;
  return {
    slug,
    name: study.name,
    subtitle: study.subtitle,
    role,
    year: year || (study.teaser ? formatDateRange(parseDateRange(study.teaser.year) ?? { start: study.teaser.year }, locale) : ''),
    outcome: study.outcome ?? study.teaser?.outcome ?? '',
    isPrivate,
    url: pageUrl(site.url, basePath, pathIn(`/${slug}`, locale)),
    cover: cover ? { file: `${folder}/${cover}`, alt: study.coverAlt } : undefined,
    about: { title: study.about.title, paragraphs: paragraphsOf(study.about.text) },
    prototypes: study.prototypes
      .filter((link) => link.href)
      .map((link) => ({ label: `${kinds[link.kind]}: ${displayAddress(link.href!)}`, url: link.href! })),
    sections: study.sections.map((section, index) => ({
      number: String(index + 1).padStart(2, '0'),
      title: section.title,
      blocks: section.blocks.map((block): DocumentBlock =>
        block.kind === 'comment'
          ? { kind: 'comment', title: block.title, paragraphs: paragraphsOf(block.text) }
          : {
              kind: 'images',
              images: block.images.map((image) => ({ file: `${folder}/${image.file}`, alt: image.alt })),
              caption: block.caption,
            },
      ),
    })),
    lessons: study.lessons.map((lesson) => ({ title: lesson.title, paragraphs: paragraphsOf(lesson.text) })),
  };
}

/** Every image a document of the case study draws, cover first, each file once. */
export function documentImages(view: CaseStudyDocumentView): string[] {
  const files = [
    ...(view.cover ? [view.cover.file] : []),
    ...view.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === 'images' ? block.images.map((image) => image.file) : [])),
    ),
  ];
  return [...new Set(files)];
}
