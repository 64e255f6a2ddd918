import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** An element of a page, with where it sits in the page's text. */
export type HtmlElement = {
  name: string;
  attributes: Record<string, string>;
  /** The whole element: start tag to end tag. */
  start: number;
  end: number;
  /** What is between the tags, exactly as written (a script's code, byte for byte). */
  text: string;
  /** Its own text, entities decoded (a title's words). */
  words: string;
};

/** Every element of a page, in document order, located in its source text. */
export function elementsOf(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.sourceCodeLocation) {
      const location = node.sourceCodeLocation;
      const innerStart = location.startTag?.endOffset ?? location.endOffset;
      const innerEnd = location.endTag?.startOffset ?? innerStart;
      found.push({
        name: node.tagName,
        attributes: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
        start: location.startOffset,
        end: location.endOffset,
        text: html.slice(innerStart, innerEnd),
        words: node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join(''),
      });
    }
    if ('content' in node && node.content) visit(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** The page with each range replaced (ranges must not overlap). */
export function replaceRanges(html: string, edits: { start: number; end: number; text: string }[]): string {
  let result = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  }
  return result;
}

/** An attribute value as it can be written between double quotes. */
export function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
