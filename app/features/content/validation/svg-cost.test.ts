import { describe, expect, it } from 'vitest';
import { svgCost, svgLimits } from './svg-cost.ts';

const svg = (body: string) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">\n${body}\n</svg>`;

describe('svgCost', () => {
  it('counts the shapes drawn and the passes of the filters they are drawn through, definitions only where used', () => {
    const soft = svg(
      [
        '<defs><filter id="soft"><feGaussianBlur stdDeviation="60"/></filter><filter id="unused"><feTurbulence numOctaves="3"/></filter></defs>',
        '<circle r="200" filter="url(#soft)"/>',
        '<rect width="10" height="10" style="fill: red; filter: url(#soft)"/>',
        '<path d="M0 0L1 1"/>',
      ].join('\n'),
    );
    expect(svgCost(soft)).toEqual({ refused: [], shapes: 4, passes: 8 });
  });

  it("counts a filter over the part of the drawing it says it covers: an exported drop shadow's card", () => {
    const shadow = '<filter id="s" x="0" y="0" width="400" height="250" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="8"/></filter>';
    expect(svgCost(svg(`${shadow}${'<rect width="360" height="210" filter="url(#s)"/>'.repeat(16)}`)).passes).toBeCloseTo(16 * 4 * (400 * 250) / (1600 * 1000));
    // Without a size of its own (or in a share of each shape's box), it counts all of the drawing.
    expect(svgCost(svg('<filter id="s" x="-10%" width="120%"><feGaussianBlur stdDeviation="8"/></filter><rect filter="url(#s)"/>')).passes).toBe(4);
  });

  it('weighs each kind of filter by what it costs at every pixel', () => {
    const passes = (primitive: string) => svgCost(svg(`<filter id="f">${primitive}</filter><rect filter="url(#f)"/>`)).passes;
    expect(passes('<feFlood/><feOffset dx="2"/>')).toBe(2);
    expect(passes('<feGaussianBlur stdDeviation="4"/>')).toBe(4);
    expect(passes('<feTurbulence baseFrequency="0.01" numOctaves="8"/>')).toBe(24);
    expect(passes('<feMorphology radius="10"/>')).toBe(21);
    expect(passes('<feConvolveMatrix order="5" kernelMatrix="1"/>')).toBe(25 / 4);
    expect(svgCost(svg('<rect style="filter: blur(4px) drop-shadow(0 0 2px black)"/>')).passes).toBe(8);
  });

  it('refuses noise, morphology and kernels past their limits, naming the element and its line', () => {
    const bomb = svg('<filter id="t"><feTurbulence baseFrequency="0.01" numOctaves="1000"/></filter>\n<rect width="1600" height="1000" filter="url(#t)"/>');
    expect(svgCost(bomb).refused).toEqual([
      `has noise of 1000 (<feturbulence numoctaves="1000">, line 3); the site takes at most ${svgLimits.octaves}: lower it, or export the artwork as PNG`,
    ]);
    expect(svgCost(svg('<filter id="m"><feMorphology radius="80 2"/></filter>')).refused).toEqual([
      `has a radius of 80 (<femorphology radius="80 2">, line 3); the site takes at most ${svgLimits.morphologyRadius}: lower it, or export the artwork as PNG`,
    ]);
    expect(svgCost(svg('<filter id="k"><feConvolveMatrix order="11"/></filter>')).refused).toHaveLength(1);
  });

  it('counts every copy a <use> draws, so a copy of copies cannot pass for a small file', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<g id="l${i + 1}">${`<use href="#l${i}"/>`.repeat(10)}</g>`).join('\n');
    const laughs = svg(`<defs><rect id="l0" width="1" height="1"/>\n${levels}</defs><use href="#l9"/>`);
    expect(svgCost(laughs).shapes).toBeGreaterThan(1e9);
    expect(svgCost(svg('<defs><pattern id="p"><circle r="1"/><circle r="2"/></pattern></defs><rect fill="url(#p)"/><rect fill="url(&quot;#p&quot;)"/>')).shapes).toBe(6);
  });

  it('refuses a drawing that draws itself, or nests past the limit', () => {
    expect(svgCost(svg('<g id="a"><use href="#a"/></g>')).refused).toEqual([
      'draws itself (<g> on line 3 is drawn inside itself), which has no end; remove the reference',
    ]);
    expect(svgCost(svg('<g>'.repeat(svgLimits.depth + 1))).refused).toEqual([
      `nests elements more than ${svgLimits.depth} deep (line 3); export it again flattened, or as PNG`,
    ]);
  });

  it('refuses entities, and any file it would load: images, styles, includes; takes its own ids, data and links', () => {
    const refusedBy = (text: string) => svgCost(text).refused;
    expect(refusedBy('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')).toEqual([
      'declares entities (<!DOCTYPE … [ <!ENTITY …> ]>, line 1), with which a small file can stand for a drawing of any size; export it again without them',
    ]);
    expect(refusedBy(svg('<image href="../../protected-media/secret.png" width="10" height="10"/>'))).toEqual([
      '<image href="../../protected-media/secret.png">'.replace('<image', 'loads another file (<image') + ', line 3); keep everything it draws inside it (embed the image), or export the artwork as PNG',
    ]);
    expect(refusedBy(svg('<rect fill="url(file:///etc/passwd)"/>'))).toHaveLength(1);
    expect(refusedBy(svg('<style>@import url(other.css);</style>'))).toHaveLength(1);
    expect(refusedBy(svg('<style><![CDATA[ .a { filter: url(#f) } ]]></style>'))).toEqual([
      'applies filters from a style sheet (<style>, line 3), which can give them to any number of shapes; export it with presentation attributes instead of CSS, or export the artwork as PNG',
    ]);
    expect(refusedBy(svg('<xi:include href="other.svg"/>'))).toHaveLength(2);
    expect(
      refusedBy(
        svg('<a href="https://example.com"><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></a><use xlink:href="#x"/><style>.a { fill: red }</style>'),
      ),
    ).toEqual([]);
  });

  it('reads a megabyte of shapes in one pass', { timeout: 60_000 }, () => {
    const big = svg('<rect x="1" y="2" width="3" height="4" fill="#fff"/>\n'.repeat(20_000));
    expect(big.length).toBeGreaterThan(1_000_000);
    expect(svgCost(big)).toEqual({ refused: [], shapes: 20_001, passes: 0 });
  });
});
