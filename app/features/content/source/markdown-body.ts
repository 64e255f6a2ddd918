import type { Heading, Image, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { line } from '../issue-line.ts';
import { smartQuotes } from './smart-quotes.ts';
import { joinLines } from './join-lines.ts';
import { maxLengths } from '../schema.ts';

/**
 * The body of a Markdown content file, read into the parts the pages show:
 * `## ` starts a part, `### ` a titled paragraph (one or more paragraphs
 * under it), and images on consecutive lines form one row of images. Nothing
 * else Markdown can write has a place on the pages, so anything else (lists,
 * quotes, code, raw HTML, bold or italic text, links) is refused with a line
 * saying where it is and what to do instead, and never rendered.
 */

export type ImageDraft = { url: string; alt: string; title: string | undefined; line: number };
export type BlockDraft =
  | { kind: 'comment'; title: string; text: string; line: number; textLine: number | undefined }
  | { kind: 'images'; images: ImageDraft[]; line: number };
export type PartDraft = { title: string; line: number; blocks: BlockDraft[] };
export type BodyDraft = { parts: PartDraft[]; problems: string[] };

const refused: Partial<Record<RootContent['type'], string>> = {
  list: 'is a list, which the page cannot show; write it as a sentence in a paragraph',
  code: 'is a code block, which the page cannot show; write it as a paragraph (indent text by fewer than four spaces)',
  blockquote: 'is a quote block (> …), which the page cannot show; write the quote in a paragraph, in "quotes"',
  thematicBreak: 'is a dividing line (---, *** or ___), which the page cannot show; remove it (a new ## section starts a new part)',
  table: 'is a table, which the page cannot show; write it as paragraphs, or show it as an image',
  definition: 'is a link reference ([name]: address), which the page cannot show; remove it',
  html: 'is HTML, which the site never shows as code; remove the tags and write plain text',
};

const inlineRefused: Partial<Record<PhrasingContent['type'], string>> = {
  emphasis: 'has *italic* or _italic_ text, which the page cannot show; remove the stars or underscores (write \\* for a star)',
  strong: 'has **bold** text, which the page cannot show; remove the stars (write \\* for a star)',
  inlineCode: 'has `code` in backticks, which the page cannot show; remove the backticks',
  link: 'has a link, which the page cannot show inside a text; write the text alone (prototype and case-study links are fields at the top of the file)',
  linkReference: 'has a [link reference], which the page cannot show; remove the brackets',
  html: 'has HTML, which the site never shows as code; remove the tags and write plain text',
  image: 'has an image inside a text; put each image on a line of its own, with no text around it',
  imageReference: 'has an ![image reference], which the page cannot show; write the image as ![alt](media/file.svg)',
  footnoteReference: 'has a footnote, which the page cannot show; remove it',
  delete: 'has ~~struck~~ text, which the page cannot show; remove the tildes',
};

const startLine = (node: { position?: { start: { line: number } } }, offset: number) => (node.position?.start.line ?? 1) + offset;

/** A paragraph of only images, one or more, separated by line breaks or spaces. */
function imagesOnly(paragraph: Paragraph): Image[] | undefined {
  const images = paragraph.children.filter((child): child is Image => child.type === 'image');
  const rest = paragraph.children.filter((child) => child.type !== 'image');
  const blank = rest.every((child) => (child.type === 'text' && child.value.trim() === '') || child.type === 'break');
  return images.length > 0 && blank ? images : undefined;
}

/**
 * A paragraph longer than this (in characters, as written) cannot hold a text
 * the schema takes, markup and all: twice the longest text.
 */
const plainAbove = maxLengths.text * 2;

/** A line that starts a heading or an image, which keeps its meaning in a paragraph read as plain text. */
const headingOrImage = /^ {0,3}(#|!\[)/;

/**
 * The body with each paragraph far longer than any text may be read as plain
 * text: its stars, underscores, brackets, backticks, angle brackets,
 * backslashes and ampersands each become an x, on the same lines.
 *
 * Markdown's parser matches each star of a paragraph against the stars
 * before it, so its time grows with the square of a paragraph full of them:
 * half a megabyte of `*a` would stop the content check for hours. Such a
 * paragraph is too long to be taken anyway; read as plain text, it costs one
 * pass, keeps about its length (the schema says by how much it is too long)
 * and its invisible characters (the schema names them). What else is wrong
 * in it, the check says once it is short enough to read.
 */
export function plainLongParagraphs(body: string, limit = plainAbove): string {
  if (body.length <= limit) return body;
  const lines = body.split('\n');
  let start = 0;
  let size = 0;
  for (let i = 0; i <= lines.length; i++) {
    const text = lines[i];
    if (text !== undefined && text.trim() !== '') {
      size += text.length + 1;
      continue;
    }
    if (size > limit)
      for (let j = start; j < i; j++) if (!headingOrImage.test(lines[j] as string)) lines[j] = (lines[j] as string).replace(/[*_`[\]<>\\&]/g, 'x');
    start = i + 1;
    size = 0;
  }
  return lines.join('\n');
}

/**
 * Reads `body`, which starts at line `firstLine` of `file`, into its `## `
 * parts. Text before the first part, a paragraph without a `### ` title,
 * and every refused construct is one problem line, with its line number.
 */
export function readBody(body: string, file: string, firstLine: number): BodyDraft {
  const tree = unified().use(remarkParse).parse(plainLongParagraphs(body)) as Root;
  const offset = firstLine - 1;
  const problems: string[] = [];
  const parts: PartDraft[] = [];
  const report = (node: { position?: { start: { line: number } } }, field: string, message: string) =>
    problems.push(line(file, field, message, startLine(node, offset)));

  /** The plain text of headings and paragraphs, with refused formatting reported. */
  const inline = (nodes: PhrasingContent[]): string =>
    smartQuotes(
      nodes
        .map((node) => {
          if (node.type === 'text') return joinLines(node.value);
          if (node.type === 'break') return '\n';
          report(node, '', inlineRefused[node.type] ?? `has ${node.type}, which the page cannot show; write plain text`);
          return 'children' in node ? inline(node.children as PhrasingContent[]) : '';
        })
        .join('')
        .trim(),
    );

  const current = () => parts.at(-1);
  const beforeFirst = (node: RootContent) =>
    report(node, '', 'comes before the first ## section; start the story with a ## Section title line (the fields above go between the --- lines)');

  for (const node of tree.children) {
    const at = startLine(node, offset);
    if (node.type === 'heading') {
      const heading = node as Heading;
      const title = inline(heading.children);
      if (heading.depth === 2) parts.push({ title, line: at, blocks: [] });
      else if (heading.depth === 3) {
        const part = current();
        if (!part) beforeFirst(node);
        else part.blocks.push({ kind: 'comment', title, text: '', line: at, textLine: undefined });
      } else
        report(
          node,
          '',
          `is a heading with ${heading.depth === 1 ? 'one #' : `${heading.depth} #`}, which the page has no place for; use ## for a numbered section, ### for a titled paragraph`,
        );
      continue;
    }
    if (node.type === 'paragraph') {
      const part = current();
      if (!part) {
        beforeFirst(node);
        continue;
      }
      const images = imagesOnly(node);
      const last = part.blocks.at(-1);
      if (images) {
        const drafts = images.map((image) => ({
          url: image.url,
          // A soft line break inside an alt text or a caption is a space, as in a paragraph.
          alt: smartQuotes(joinLines(image.alt ?? '').trim()),
          title: image.title === null || image.title === undefined ? undefined : smartQuotes(joinLines(image.title).trim()),
          line: startLine(image, offset),
        }));
        part.blocks.push({ kind: 'images', images: drafts, line: at });
        continue;
      }
      const text = inline(node.children);
      if (last?.kind === 'comment') {
        last.text = last.text ? `${last.text}\n${text}` : text;
        last.textLine ??= at;
      } else {
        report(node, '', 'is a paragraph without a title; start a titled paragraph with a ### Title line above it');
      }
      continue;
    }
    report(node, '', refused[node.type] ?? `is ${node.type}, which the page cannot show; write plain paragraphs under ## and ### titles`);
  }
  return { parts, problems };
}
