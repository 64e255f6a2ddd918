/**
 * What an SVG drawing costs to draw, read from its text in one pass, before
 * anything draws it: the build draws each one a dozen times (every width and
 * format), and a drawing's filters cost a pass over every pixel each, however
 * small its file. A filter of a thousand octaves of noise in a 1 KB file kept
 * a build busy for minutes without a word; an `<!ENTITY>` or a `<use>` of a
 * `<use>` can make a small file draw a billion shapes. The content check
 * refuses such a drawing with what to change (media-checks.ts).
 */

/** What an SVG may hold and cost: generous for exported artwork, which draws a few effects at most. */
export const svgLimits = {
  /** Octaves of `feTurbulence` noise: each one is a pass; past about eight, none adds visible detail. */
  octaves: 10,
  /** The radius of `feMorphology`, in pixels: its cost grows with it at every pixel. */
  morphologyRadius: 50,
  /** The side of an `feConvolveMatrix` kernel: its cost grows with the square of it at every pixel. */
  kernelSide: 9,
  /** Shapes drawn, each `<use>` copy, pattern tile and marker counted: a detailed screen is a few thousand. */
  shapes: 200_000,
  /** Elements inside elements, and copies of copies: exported artwork nests a dozen deep. */
  depth: 500,
  /**
   * Filter passes over the drawing (over the area a filter says it covers, in
   * the drawing's units; else over all of it), counted in passes over a megapixel at the
   * size the site draws it largest: a blur counts 4, an octave of noise 3, a
   * colour change 1 (`filterWeight`). The shipped teaser cover, six shapes
   * blurred over its 1.6 megapixels, costs about 38.
   */
  passes: 64,
} as const;

/** Elements that are only drawn where something refers to them. */
const definitions = new Set(['defs', 'pattern', 'filter', 'mask', 'clippath', 'marker', 'symbol', 'lineargradient', 'radialgradient', 'style', 'title', 'desc', 'metadata']);

/** Attributes that load a file when they name one (rather than `#an-id` in the drawing, or `data:`). */
const linkAttributes = new Set(['href', 'xlink:href']);

/** What drawing an element through a filter primitive costs, in passes over the filter's area. */
export function filterWeight(name: string, attributes: ReadonlyMap<string, string>): number {
  const number = (attribute: string, fallback: number) => {
    const values = (attributes.get(attribute) ?? '').trim().split(/[\s,]+/).map(Number).filter(Number.isFinite);
    return values.length ? Math.max(...values) : fallback;
  };
  switch (name) {
    case 'fegaussianblur':
    case 'fedropshadow':
      return 4;
    case 'feturbulence':
      return 3 * Math.max(1, number('numoctaves', 1));
    case 'femorphology':
      return 1 + 2 * Math.max(0, number('radius', 0));
    case 'feconvolvematrix': {
      const side = number('order', 3);
      return Math.max(1, (side * side) / 4);
    }
    case 'fedisplacementmap':
    case 'fediffuselighting':
    case 'fespecularlighting':
      return 4;
    default:
      return 1;
  }
}

/** One SVG's cost, or what is refused in it, each with the line it is on. */
export type SvgCost = { refused: string[]; shapes: number; passes: number };

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
/** Where a tag's name or an attribute's name ends. */
const endsName = (code: number) => isSpace(code) || code === 0x2f || code === 0x3e || code === 0x3d;

/** The filter functions CSS writes in place of a `<filter>` (`filter: blur(4px)`), each about a blur's cost. */
const filterFunction = /\b(blur|drop-shadow|brightness|contrast|grayscale|hue-rotate|invert|opacity|saturate|sepia)\(/gi;

type Element = {
  name: string;
  line: number;
  parent: number;
  children: number[];
  /** Ids it draws where it stands: `<use href="#a">`, `fill="url(#pattern)"`, a marker. */
  draws: string[];
  /** The filter it is drawn through, by id, and the passes of filter functions written in place of one. */
  filter: string | undefined;
  inlinePasses: number;
};

const urlReference = /url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g;
const externalUrl = /url\(\s*['"]?(?!#|data:)([^'")\s]+)/i;

/**
 * The cost of drawing `svg` once over one megapixel: its shapes and filter
 * passes, `<use>` copies, patterns, markers, masks and clips counted where
 * they are drawn; and what it may not hold at all (entities, other files,
 * noise or kernels past the limits, a reference to itself). Linear in the
 * text; never draws anything.
 */
export function svgCost(svg: string): SvgCost {
  const refused: string[] = [];
  const refuse = (message: string) => {
    if (refused.length < 5) refused.push(message);
  };
  const elements: Element[] = [];
  const ids = new Map<string, number>();
  const filterWeights = new Map<number, number>();
  /** A filter's share of the drawing, where it says its area in the drawing's own units; else all of it. */
  const filterShares = new Map<number, number>();
  let canvas: { width: number; height: number } | undefined;
  const stack: number[] = [];
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted++) if (svg.charCodeAt(counted) === 10) line++;
    return line;
  };
  const skipTo = (from: number, end: string) => {
    const at = svg.indexOf(end, from);
    return at === -1 ? svg.length : at + end.length;
  };
  /** A `<style>` sheet: it may load nothing, and may not apply filters, which it could give any number of elements. */
  const styleSheet = (css: string, offset: number) => {
    if (externalUrl.test(css) || /@import/i.test(css)) refuse(`loads another file from its styles (line ${lineAt(offset)}); keep everything it draws inside it`);
    if (/(^|[;{\s])filter\s*:/i.test(css))
      refuse(`applies filters from a style sheet (<style>, line ${lineAt(offset)}), which can give them to any number of shapes; export it with presentation attributes instead of CSS, or export the artwork as PNG`);
  };

  let at = 0;
  while (at < svg.length) {
    const open = svg.indexOf('<', at);
    if (open === -1) break;
    if (stack.length && elements[stack.at(-1) as number]?.name === 'style') styleSheet(svg.slice(at, open), at);
    if (svg.startsWith('<!--', open)) {
      at = skipTo(open + 4, '-->');
      continue;
    }
    if (svg.startsWith('<![CDATA[', open)) {
      const end = skipTo(open + 9, ']]>');
      if (stack.length && elements[stack.at(-1) as number]?.name === 'style') styleSheet(svg.slice(open, end), open);
      at = end;
      continue;
    }
    if (svg.startsWith('<!', open)) {
      const declaration = svg.slice(open, open + 9).toUpperCase();
      if (declaration.startsWith('<!ENTITY') || (declaration.startsWith('<!DOCTYPE') && svg.slice(open, skipTo(open, '>')).includes('['))) {
        refuse(`declares entities (<!DOCTYPE … [ <!ENTITY …> ]>, line ${lineAt(open)}), with which a small file can stand for a drawing of any size; export it again without them`);
        at = skipTo(open, ']>');
      } else at = skipTo(open, '>');
      continue;
    }
    if (svg.startsWith('<?', open)) {
      at = skipTo(open + 2, '?>');
      continue;
    }
    if (svg.startsWith('</', open)) {
      const end = skipTo(open, '>');
      const name = svg.slice(open + 2, end - 1).trim().toLowerCase();
      // Close up to the element of that name (a drawing a browser would open anyway).
      const index = stack.findLastIndex((element) => elements[element]?.name === name.replace(/^svg:/, ''));
      if (index !== -1) stack.length = index;
      at = end;
      continue;
    }
    // An opening tag: its name, then its attributes, each read once.
    let cursor = open + 1;
    while (cursor < svg.length && !endsName(svg.charCodeAt(cursor))) cursor++;
    const name = svg.slice(open + 1, cursor).toLowerCase().replace(/^svg:/, '');
    const attributes = new Map<string, string>();
    let closed = false;
    while (cursor < svg.length) {
      while (cursor < svg.length && isSpace(svg.charCodeAt(cursor))) cursor++;
      const char = svg[cursor];
      if (char === '>') {
        cursor++;
        break;
      }
      if (char === '/' && svg[cursor + 1] === '>') {
        closed = true;
        cursor += 2;
        break;
      }
      const nameStart = cursor;
      while (cursor < svg.length && !endsName(svg.charCodeAt(cursor))) cursor++;
      const attribute = svg.slice(nameStart, cursor).toLowerCase();
      if (cursor === nameStart) {
        cursor++;
        continue;
      }
      while (cursor < svg.length && isSpace(svg.charCodeAt(cursor))) cursor++;
      let value = '';
      if (svg[cursor] === '=') {
        cursor++;
        while (cursor < svg.length && isSpace(svg.charCodeAt(cursor))) cursor++;
        const quote = svg[cursor];
        if (quote === '"' || quote === "'") {
          const end = svg.indexOf(quote, cursor + 1);
          value = svg.slice(cursor + 1, end === -1 ? svg.length : end);
          cursor = end === -1 ? svg.length : end + 1;
        } else {
          const start = cursor;
          while (cursor < svg.length && !isSpace(svg.charCodeAt(cursor)) && svg[cursor] !== '>') cursor++;
          value = svg.slice(start, cursor);
        }
      }
      attributes.set(attribute, value);
    }
    at = cursor;
    const elementLine = lineAt(open);
    const index = elements.length;
    const parent = stack.at(-1) ?? -1;
    const element: Element = { name, line: elementLine, parent, children: [], draws: [], filter: undefined, inlinePasses: 0 };
    elements.push(element);
    if (parent !== -1) elements[parent]?.children.push(index);

    const size = (attribute: string) => {
      const value = Number.parseFloat(attributes.get(attribute) ?? '');
      return Number.isFinite(value) && value > 0 && !/%/.test(attributes.get(attribute) ?? '') ? value : undefined;
    };
    if (name === 'svg' && parent === -1) {
      const box = (attributes.get('viewbox') ?? '').trim().split(/[\s,]+/).map(Number);
      const [width, height] = box.length === 4 && box.every(Number.isFinite) ? [box[2], box[3]] : [size('width'), size('height')];
      if (width && height && width > 0 && height > 0) canvas = { width, height };
    }
    if (name === 'filter' && canvas && (attributes.get('filterunits') ?? '').trim() === 'userSpaceOnUse') {
      const [width, height] = [size('width'), size('height')];
      if (width && height) filterShares.set(index, Math.min(1, (width * height) / (canvas.width * canvas.height)));
    }
    if (name === 'include' || name === 'xi:include') refuse(`includes another file (<${name}>, line ${elementLine}); keep everything it draws inside it`);
    for (const [attribute, value] of attributes) {
      if (attribute === 'id') ids.set(value, index);
      else if (linkAttributes.has(attribute) && name !== 'a') {
        const target = value.trim();
        if (target.startsWith('#')) element.draws.push(target.slice(1));
        else if (!/^data:/i.test(target)) refuse(`loads another file (<${name} ${attribute}="${target.slice(0, 60)}">, line ${elementLine}); keep everything it draws inside it (embed the image), or export the artwork as PNG`);
      } else if (value.includes('url(') || attribute === 'filter' || attribute === 'style') {
        if (externalUrl.test(value)) refuse(`loads another file (${attribute}="${value.trim().slice(0, 60)}", line ${elementLine}); keep everything it draws inside it`);
        // `filter="url(#f)"`, or `filter: url(#f)` in a style: the filter it is drawn through; any other url(#…) is drawn where it stands.
        const filterValue = attribute === 'filter' ? value : attribute === 'style' ? /(?:^|;)\s*filter\s*:([^;]*)/i.exec(value)?.[1] : undefined;
        if (filterValue !== undefined) {
          element.filter = /url\(\s*['"]?#([^'")\s]+)/.exec(filterValue)?.[1] ?? element.filter;
          element.inlinePasses += 4 * [...filterValue.matchAll(filterFunction)].length;
        }
        for (const match of value.matchAll(urlReference)) if (match[1] !== element.filter || filterValue === undefined) element.draws.push(match[1] as string);
      }
    }
    if (name.startsWith('fe')) {
      const limit = (attribute: string, max: number, what: string) => {
        const values = (attributes.get(attribute) ?? '').trim().split(/[\s,]+/).map(Number).filter(Number.isFinite);
        const value = values.length ? Math.max(...values) : 0;
        if (value > max) refuse(`has ${what} ${value} (<${name} ${attribute}="${attributes.get(attribute)}">, line ${elementLine}); the site takes at most ${max}: lower it, or export the artwork as PNG`);
      };
      if (name === 'feturbulence') limit('numoctaves', svgLimits.octaves, 'noise of');
      if (name === 'femorphology') limit('radius', svgLimits.morphologyRadius, 'a radius of');
      if (name === 'feconvolvematrix') limit('order', svgLimits.kernelSide, 'a kernel of side');
      const filter = stack.findLast((ancestor) => elements[ancestor]?.name === 'filter');
      if (filter !== undefined) filterWeights.set(filter, (filterWeights.get(filter) ?? 0) + filterWeight(name, attributes));
    }
    if (closed) continue;
    if (stack.length >= svgLimits.depth) {
      refuse(`nests elements more than ${svgLimits.depth} deep (line ${elementLine}); export it again flattened, or as PNG`);
      return { refused, shapes: elements.length, passes: 0 };
    }
    stack.push(index);
  }

  // Shapes and passes, each element counted where it is drawn: a definition only where something draws it.
  const memo = new Map<number, { shapes: number; passes: number }>();
  const visiting = new Set<number>();
  let selfReference: string | undefined;
  let tooDeep = false;
  const cost = (index: number): { shapes: number; passes: number } => {
    const known = memo.get(index);
    if (known) return known;
    // Copies of copies, deeper than any artwork: counted no further, and refused below.
    if (visiting.size > svgLimits.depth) {
      tooDeep = true;
      return { shapes: 0, passes: 0 };
    }
    if (visiting.has(index)) {
      selfReference ??= `draws itself (<${elements[index]?.name}> on line ${elements[index]?.line} is drawn inside itself)`;
      return { shapes: 0, passes: 0 };
    }
    visiting.add(index);
    const element = elements[index] as Element;
    let shapes = 1;
    let passes = 0;
    for (const child of element.children) {
      if (definitions.has(elements[child]?.name ?? '')) continue;
      const inner = cost(child);
      shapes += inner.shapes;
      passes += inner.passes;
    }
    for (const id of element.draws) {
      const target = ids.get(id);
      if (target === undefined) continue;
      const inner = cost(target);
      shapes += inner.shapes;
      passes += inner.passes;
    }
    const filter = element.filter === undefined ? undefined : ids.get(element.filter);
    if (filter !== undefined) passes += (filterWeights.get(filter) ?? 0) * (filterShares.get(filter) ?? 1);
    passes += element.inlinePasses;
    visiting.delete(index);
    const total = { shapes: Math.min(shapes, Number.MAX_SAFE_INTEGER), passes: Math.min(passes, Number.MAX_SAFE_INTEGER) };
    memo.set(index, total);
    return total;
  };
  let shapes = 0;
  let passes = 0;
  for (let index = 0; index < elements.length; index++) {
    if (elements[index]?.parent !== -1 || definitions.has(elements[index]?.name ?? '')) continue;
    const total = cost(index);
    shapes += total.shapes;
    passes += total.passes;
  }
  if (selfReference) refuse(`${selfReference}, which has no end; remove the reference`);
  if (tooDeep) refuse(`draws copies of copies more than ${svgLimits.depth} deep; export it again flattened, or as PNG`);
  return { refused, shapes, passes };
}
