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

export type ImageDraft = { url: string; alt: string; title: string | undefined; line: number; problem?: TextProblem };
/** What is wrong in a text the page cannot show (formatting, a link): one problem per title or text, with its line. */
export type TextProblem = { message: string; line: number };
export type BlockDraft =
  | { kind: 'comment'; title: string; text: string; line: number; textLine: number | undefined; titleProblem?: TextProblem; textProblem?: TextProblem }
  | { kind: 'images'; images: ImageDraft[]; line: number };
export type PartDraft = { title: string; line: number; blocks: BlockDraft[]; titleProblem?: TextProblem };
/**
 * `problems`: what has no field of its own (a list, text before the first
 * part). A title's or a text's own problem is on its draft, for the reader
 * of the file to name its field (`sections[0].blocks[1].text`).
 */
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
 * Any text longer than twice the longest its field takes cannot be taken,
 * markup and all, and is read as plain text (below).
 */
export const plainAbove = { text: maxLengths.text * 2, title: maxLengths.title * 2, alt: maxLengths.alt * 2, caption: maxLengths.line * 2 } as const;

/**
 * The most formatting signs (`* _ ` [ ] < > \ &`) one text may hold: far
 * more than any text needs (the page shows none of them as formatting, and
 * a star is written `\*`), and few enough for Markdown's parser, whose time
 * grows with the square of their number in a paragraph.
 */
export const maxMarks = 200;

/** The most lines a body may have: a hundred times the longest sample's, which has about a hundred. */
export const maxBodyLines = 10_000;

const markSigns = /[*_`[\]<>\\&]/g;
const isMark = (code: number) =>
  code === 0x2a || code === 0x5f || code === 0x60 || code === 0x5b || code === 0x5d || code === 0x3c || code === 0x3e || code === 0x5c || code === 0x26;

function countMarks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (isMark(text.charCodeAt(i))) count++;
  return count;
}

/** Each formatting sign an x: the same length, on the same lines, and nothing left for the parser to match. */
const plain = (text: string) => text.replace(markSigns, 'x');

/**
 * The indentation and the list and quote markers a line starts with (`> - 1. `):
 * each opens a block inside the one before, and the parser's time grows with
 * the cube of their depth. None of those blocks has a place on the pages.
 */
const containerPrefix = /^[ \t>*+-]*(?:\d{1,9}[.)][ \t>*+-]*)*/;
/** The longest such prefix read as written; a longer one is cut to it, so the line stays the kind of block it was. */
export const maxPrefix = 32;

/** A `#` heading line: its marker (up to the text) and its text. */
const headingLine = /^ {0,3}#{1,6}(?=[ \t]|$)/;
/** A line that starts with an image. */
const imageLine = /^ {0,3}!\[/;

/** Where the title of an image at `from` (its opening quote) ends: the first closing quote followed by `)`. */
function titleEnd(text: string, from: number): number {
  const quote = text[from] as string;
  for (let at = text.indexOf(quote, from + 1); at !== -1; at = text.indexOf(quote, at + 1)) {
    let next = at + 1;
    while (text[next] === ' ' || text[next] === '\t') next++;
    if (text[next] === ')' || next >= text.length) return at;
  }
  return -1;
}

/**
 * An image line with its alt texts, captions and any text around them as
 * plain text, and every image's `![`, `](`, address and `)` as written, so
 * it stays a row of images and each alt text and caption keeps its length
 * (the schema says by how much it is too long). One pass.
 */
export function plainImageLine(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const image = text.indexOf('![', at);
    if (image === -1) return out + plain(text.slice(at));
    out += `${plain(text.slice(at, image))}![`;
    const close = text.indexOf('](', image + 2);
    if (close === -1) return out + plain(text.slice(image + 2));
    out += `${plain(text.slice(image + 2, close))}](`;
    // The address, up to a space or the closing parenthesis.
    let end = close + 2;
    while (end < text.length && text[end] !== ' ' && text[end] !== '\t' && text[end] !== ')') end++;
    out += text.slice(close + 2, end);
    at = end;
    while (text[at] === ' ' || text[at] === '\t') out += text[at++];
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const last = titleEnd(text, at);
      if (last === -1) return out + plain(text.slice(at));
      // A quote inside the caption would end it early: an x too.
      out += `${quote}${plain(text.slice(at + 1, last)).replaceAll(quote, 'x')}${quote}`;
      at = last + 1;
    }
  }
  return out;
}

/**
 * The body with every text that is far longer than any field takes, or
 * holds more formatting signs than `maxMarks`, read as plain text: its
 * stars, underscores, brackets, backticks, angle brackets, backslashes and
 * ampersands each become an x, on the same lines (and a line's indentation
 * and markers are cut to `maxPrefix` characters). Headings keep their `#`s,
 * images their `![…](…)`. `plainAt` holds the first line (0-based) of each
 * text read so, with the number of signs it held.
 *
 * Markdown's parser matches each star of a paragraph against the stars
 * before it, so its time grows with the square of a text full of them: a
 * heading or an alt text of twenty thousand `*a` stopped the content check
 * for minutes, and half a megabyte of them for hours. Such a text is too
 * long, or too full of signs, to be taken anyway; read as plain text, it
 * costs one pass and keeps its length and its invisible characters (the
 * schema names them). What else is wrong in it, the check says once it is
 * short enough to read.
 */
export function plainCostlyTexts(body: string, limits: typeof plainAbove = plainAbove, marks = maxMarks): { body: string; plainAt: Map<number, number> } {
  const lines = body.split('\n');
  const plainAt = new Map<number, number>();
  let start = -1;
  let size = 0;
  let count = 0;
  const endParagraph = (end: number) => {
    if (start !== -1 && (size > limits.text || count > marks)) {
      for (let j = start; j < end; j++) if (!headingLine.test(lines[j] as string) && !imageLine.test(lines[j] as string)) lines[j] = plain(lines[j] as string);
      plainAt.set(start, count);
    }
    start = -1;
    size = 0;
    count = 0;
  };
  for (let i = 0; i <= lines.length; i++) {
    const prefix = containerPrefix.exec(lines[i] ?? '')?.[0] ?? '';
    if (prefix.length > maxPrefix) lines[i] = (lines[i] as string).slice(0, maxPrefix) + (lines[i] as string).slice(prefix.length);
    const text = lines[i];
    if (text === undefined || text.trim() === '') {
      endParagraph(i);
      continue;
    }
    const heading = headingLine.exec(text);
    if (heading) {
      // A heading ends the paragraph above it.
      endParagraph(i);
      const title = text.slice(heading[0].length);
      const signs = countMarks(title);
      if (title.length > limits.title || signs > marks) {
        lines[i] = heading[0] + plain(title);
        plainAt.set(i, signs);
      }
      continue;
    }
    if (imageLine.test(text)) {
      const signs = countMarks(text);
      if (text.length > limits.alt + limits.caption + 512 || signs > marks) {
        lines[i] = plainImageLine(text);
        plainAt.set(i, signs);
      }
      continue;
    }
    if (start === -1) start = i;
    size += text.length + 1;
    count += countMarks(text);
  }
  return { body: lines.join('\n'), plainAt };
}

/**
 * Said of a text read as plain text that its field would otherwise take:
 * for its signs, or (rarely) for being written over far more characters
 * than it holds. A text too long for its field is said to be by the schema.
 */
const plainTextProblem = (signs: number) =>
  signs > maxMarks
    ? `has ${signs} formatting signs (* _ \` [ ] < > \\ &), more than any text of the page holds (at most ${maxMarks}); the page shows no italic, bold, code or link, so remove the stars, underscores, backticks and brackets (write \\* for a star you mean)`
    : 'is written over far more characters than it holds (spaces and line breaks around it); remove them';

/**
 * Reads `body`, which starts at line `firstLine` of `file`, into its `## `
 * parts. Text before the first part, a paragraph without a `### ` title,
 * and every refused block is one problem line, with its line number; a
 * title or a text the page cannot show as written carries its one problem
 * on its draft. A body of more than `maxBodyLines` lines is not read: one
 * problem says so.
 */
export function readBody(body: string, file: string, firstLine: number): BodyDraft {
  const offset = firstLine - 1;
  const lineCount = body.split('\n', maxBodyLines + 1).length;
  if (lineCount > maxBodyLines)
    return {
      parts: [],
      problems: [
        line(
          file,
          '',
          `has more than ${maxBodyLines.toLocaleString('en')} lines of text below the fields, far more than a page can show; keep the sections, titled paragraphs and images the page needs (each text at most ${maxLengths.text} characters), and move the rest out of the file`,
          firstLine,
        ),
      ],
    };
  const guarded = plainCostlyTexts(body);
  const tree = unified().use(remarkParse).parse(guarded.body) as Root;
  const problems: string[] = [];
  const parts: PartDraft[] = [];
  const report = (node: { position?: { start: { line: number } } }, field: string, message: string) =>
    problems.push(line(file, field, message, startLine(node, offset)));

  /** The signs and first line of a text read as plain text within `node`'s lines, if there is one. */
  const plainIn = (node: { position?: { start: { line: number }; end: { line: number } } }): TextProblem | undefined => {
    const from = (node.position?.start.line ?? 1) - 1;
    const to = (node.position?.end.line ?? from + 1) - 1;
    for (let i = from; i <= to; i++) {
      const signs = guarded.plainAt.get(i);
      if (signs !== undefined) return { message: plainTextProblem(signs), line: i + 1 + offset };
    }
    return undefined;
  };
  /** Texts read as plain text whose field takes them as they are: the draft's problem says so (after reading, below). */
  const plainTexts: { problem: TextProblem; length: () => number; max: number; set: (problem: TextProblem) => void }[] = [];

  /**
   * The plain text of a heading or a paragraph, and its one problem: the
   * first thing in it the page cannot show, and how many more there are.
   */
  const inline = (node: Heading | Paragraph): { text: string; problem: TextProblem | undefined; plain: TextProblem | undefined } => {
    const refusedNodes: PhrasingContent[] = [];
    const textOf = (nodes: PhrasingContent[]): string =>
      nodes
        .map((child) => {
          if (child.type === 'text') return joinLines(child.value);
          if (child.type === 'break') return '\n';
          refusedNodes.push(child);
          return 'children' in child ? textOf(child.children as PhrasingContent[]) : '';
        })
        .join('');
    const text = smartQuotes(textOf(node.children).trim());
    const first = refusedNodes[0];
    const more = refusedNodes.length - 1;
    const problem = first && {
      message: `${inlineRefused[first.type] ?? `has ${first.type}, which the page cannot show; write plain text`}${more > 0 ? `; ${more} more place${more === 1 ? '' : 's'} in this text cannot be shown either` : ''}`,
      line: startLine(first, offset),
    };
    return { text, problem, plain: plainIn(node) };
  };

  const current = () => parts.at(-1);
  const beforeFirst = (node: RootContent) =>
    report(node, '', 'comes before the first ## section; start the story with a ## Section title line (the fields above go between the --- lines)');

  for (const node of tree.children) {
    const at = startLine(node, offset);
    if (node.type === 'heading') {
      const heading = node as Heading;
      if (heading.depth === 2) {
        const { text, problem, plain: plainTitle } = inline(heading);
        const part: PartDraft = { title: text, line: at, blocks: [], ...(problem && { titleProblem: problem }) };
        parts.push(part);
        if (plainTitle) plainTexts.push({ problem: plainTitle, length: () => part.title.length, max: maxLengths.title, set: (said) => (part.titleProblem = said) });
      } else if (heading.depth === 3) {
        const part = current();
        const { text, problem, plain: plainTitle } = inline(heading);
        if (!part) beforeFirst(node);
        else {
          const block: BlockDraft = { kind: 'comment', title: text, text: '', line: at, textLine: undefined, ...(problem && { titleProblem: problem }) };
          part.blocks.push(block);
          if (plainTitle) plainTexts.push({ problem: plainTitle, length: () => block.title.length, max: maxLengths.title, set: (said) => (block.titleProblem = said) });
        }
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
        const drafts: ImageDraft[] = images.map((image) => ({
          url: image.url,
          // A soft line break inside an alt text or a caption is a space, as in a paragraph.
          alt: smartQuotes(joinLines(image.alt ?? '').trim()),
          title: image.title === null || image.title === undefined ? undefined : smartQuotes(joinLines(image.title).trim()),
          line: startLine(image, offset),
        }));
        for (const draft of drafts) {
          const plainLine = guarded.plainAt.get(draft.line - 1 - offset);
          if (plainLine === undefined) continue;
          plainTexts.push({
            problem: { message: plainTextProblem(plainLine), line: draft.line },
            // Within its limits only when both are.
            length: () => (draft.alt.length > maxLengths.alt || (draft.title?.length ?? 0) > maxLengths.line ? Infinity : 0),
            max: 0,
            set: (said) => (draft.problem = said),
          });
        }
        part.blocks.push({ kind: 'images', images: drafts, line: at });
        continue;
      }
      if (last?.kind === 'comment') {
        const { text, problem, plain: plainText } = inline(node);
        last.text = last.text ? `${last.text}\n${text}` : text;
        last.textLine ??= at;
        // One problem per text, however many paragraphs it has: the first.
        if (problem && !last.textProblem) last.textProblem = problem;
        if (plainText) plainTexts.push({ problem: plainText, length: () => last.text.length, max: maxLengths.text, set: (said) => (last.textProblem ??= said) });
      } else {
        report(node, '', 'is a paragraph without a title; start a titled paragraph with a ### Title line above it');
      }
      continue;
    }
    report(node, '', refused[node.type] ?? `is ${node.type}, which the page cannot show; write plain paragraphs under ## and ### titles`);
  }
  // A text read as plain text never passes for what was written: where its field would take it, it has a problem of its own.
  for (const text of plainTexts) if (text.length() <= text.max) text.set(text.problem);
  return { parts, problems };
}
