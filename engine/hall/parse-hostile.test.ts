// Hostile and broken input: each case must end quickly in a typed error, never hang, never
// let markup into the model.
import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import type { HallParseErrorCode } from './parse-error';
import { HallParseError, parseHallSvg } from './parse';

const SEAT = '<g data-sector-id="1"><g data-row="1"><circle data-seat-id="1" cx="1" cy="1" r="0.45"/></g></g>';
const svg = (body: string, rootAttrs = ''): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttrs}>${body}${SEAT}</svg>`;

/** Fails unless parsing throws a HallParseError with `code` within the time box. */
function expectRefused(text: string, code: HallParseErrorCode, budgetMs = 2000): void {
  const started = performance.now();
  let error: unknown;
  try {
    parseHallSvg(text);
  } catch (e) {
    error = e;
  }
  expect(performance.now() - started).toBeLessThan(budgetMs);
  expect(error).toBeInstanceOf(HallParseError);
  expect((error as HallParseError).code).toBe(code);
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&lol9;</text>${SEAT}</svg>`;

describe('entities and DTDs', () => {
  it('refuses a billion-laughs document', () => expectRefused(BILLION_LAUGHS, 'entity'));

  it('refuses quadratic blow-up: one long entity referenced many times', () => {
    const body = '<text>' + '&big;'.repeat(20_000) + '</text>';
    expectRefused(`<!DOCTYPE svg [<!ENTITY big "${'x'.repeat(1000)}">]>${svg(body)}`, 'entity');
  });

  it('refuses external and parameter entities, attribute defaults and undeclared references', () => {
    expectRefused(`<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`, 'entity');
    expectRefused(`<!DOCTYPE svg [<!ENTITY xxe PUBLIC "-//x" "http://evil.example/x">]>${svg('')}`, 'entity');
    expectRefused(`<!DOCTYPE svg [<!ENTITY % p "x"> %p;]>${svg('')}`, 'entity');
    expectRefused(`<!DOCTYPE svg [<!ATTLIST circle onclick CDATA "alert(1)">]>${svg('')}`, 'entity');
    expectRefused(`<!DOCTYPE svg [<!ENTITY a "<script/>">]>${svg('<text>&a;</text>')}`, 'entity');
    expectRefused(svg('<text>&nbsp;</text>'), 'entity');
    const many = Array.from({ length: 70 }, (_, i) => `<!ENTITY e${i} "v">`).join('');
    expectRefused(`<!DOCTYPE svg [${many}]>${svg('')}`, 'entity');
  });

  it('accepts an external DTD by name (never fetched) and short literal entities', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
      <!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY name "Ложа &#8470;1">
    ]><svg xmlns="&ns_svg;" viewBox="0 0 10 10"><g data-sector-id="5" data-sector-name="&name;"><circle data-seat-id="7" cx="1" cy="2" r="0.5"/></g></svg>`;
    expect(() => parseHallSvg(text)).toThrow(HallParseError); // an entity value holding a reference
    const g = parseHallSvg(text.replace('&#8470;', '№'));
    expect(g.sectors[0]!.name).toBe('Ложа №1');
    expect(g.seatCount).toBe(1);
  });
});

describe('size and nesting', () => {
  it('refuses a 60 MB string before parsing it', () => expectRefused('<svg>' + ' '.repeat(60 * 1024 * 1024) + '</svg>', 'too-large', 500));

  it('counts UTF-8 bytes against maxBytes', () => {
    const text = svg(`<title>${'я'.repeat(600)}</title>`);
    expect(() => parseHallSvg(text, { maxBytes: 1000 })).toThrow(expect.objectContaining({ code: 'too-large' }));
    expect(parseHallSvg(text, { maxBytes: 2000 }).seatCount).toBe(1);
  });

  it('reads a seat under 10,000 nested groups without exhausting the stack', () => {
    const depth = 10_000;
    const text = `<svg viewBox="0 0 1 1">${'<g transform="translate(1 0)">'.repeat(depth)}<circle data-seat-id="1" cx="0.5" cy="2" r="1"/>${'</g>'.repeat(depth)}</svg>`;
    const started = performance.now();
    const g = parseHallSvg(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(g.x[0]).toBeCloseTo(depth + 0.5, 3);
    expect(g.y[0]).toBe(2);
  });

  it('refuses nesting beyond 100,000 levels', () => {
    const depth = 100_001;
    expectRefused(`<svg>${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`, 'malformed');
  });
});

describe('scripts and external references', () => {
  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>', 'script'],
    ['<SCRIPT>alert(1)</SCRIPT>', 'script'],
    ['<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', 'script'],
    ['<circle cx="1" cy="1" r="1" onclick="alert(1)"/>', 'script'],
    ['<circle cx="1" cy="1" r="1" ONMOUSEOVER="alert(1)"/>', 'script'],
    ['<a><set attributeName="href" to="javascript:alert(1)"/></a>', 'script'],
    ['<image href="http://evil.example/track.png" width="1" height="1"/>', 'external-reference'],
    ['<image href="/srv/halls/plan.png" width="1" height="1"/>', 'external-reference'],
    ['<image href="plan.png" width="1" height="1"/>', 'external-reference'],
    ['<image href="file:///C:/plans/hall.jpg" width="1" height="1"/>', 'external-reference'],
    ['<image href="//cdn.example/plan.png" width="1" height="1"/>', 'external-reference'],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>', 'external-reference'],
    ['<use xlink:href="http://evil.example/sprite.svg#seat"/>', 'external-reference'],
    ['<use href="file:///etc/passwd#x"/>', 'external-reference'],
    ['<a href="javascript:alert(1)"><text>x</text></a>', 'external-reference'],
    ['<rect width="1" height="1" style="fill:url(http://evil.example/p.svg#g)"/>', 'external-reference'],
    ['<rect width="1" height="1" fill="url(\'https://evil.example/#g\')"/>', 'external-reference'],
    ['<style>@import url(https://evil.example/x.css);</style>', 'external-reference'],
    ['<style><![CDATA[ .a{background:url(http://evil.example/x.png)} ]]></style>', 'external-reference'],
  ] as const)('%s → %s', (body, code) => expectRefused(svg(body), code));

  it('refuses onload on the root and a linked stylesheet', () => {
    expectRefused(svg('', ' onload="alert(1)"'), 'script');
    expectRefused(`<?xml-stylesheet type="text/css" href="http://evil.example/s.css"?>${svg('')}`, 'external-reference');
  });

  it('keeps embedded pictures: a data: image is inside the file, never a reason to refuse it', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const body = `<image xlink:href="${png}" x="2" y="3" width="10" height="5"/><image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>` +
      '<rect width="1" height="1" style="fill:url(data:image/png;base64,AAAA)"/><style>@font-face{src:url("data:font/woff2;base64,AAAA")}</style>';
    const g = parseHallSvg(svg(body));
    expect(g.decoration?.images.map((i) => [i.href, i.x, i.y, i.width, i.height])).toEqual([[png, 2, 3, 10, 5]]);
    // The SVG picture is not drawn (the map draws raster pictures only), and says so.
    expect(g.warnings).toEqual([{ code: 'image-dropped', ids: [], count: 1 }]);
  });

  it('accepts local references: use #id, fill url(#id)', () => {
    const g = parseHallSvg(svg('<defs><linearGradient id="a"/></defs><rect width="1" height="1" fill="url(#a)"/><use href="#a"/><use xlink:href=" #a "/>'));
    expect(g.seatCount).toBe(1);
  });

  it('keeps labels as plain text: escaped markup stays text, nested elements give their text only', () => {
    const body = '<polygon data-stand-id="9" data-sector-id="2" points="0,0 5,0 5,5"/><text>&lt;b onclick="x"&gt;Fan&lt;/b&gt; <tspan>zone</tspan></text>';
    const g = parseHallSvg(svg(body));
    expect(g.stands[0]!.label).toBe('<b onclick="x">Fan</b> zone');
    expect(g.stands[0]!.outline.d).toBe('M0 0 L5 0 L5 5 Z');
  });

  it('rewrites path data holding anything but path data', () => {
    const g = parseHallSvg(svg('<path data-stand-id="9" d="M0 0 L4 0 L4 4 Z javascript:alert(1)"/>'));
    expect(g.stands[0]!.outline.d).toBe('M0 0 L4 0 L4 4 Z');
  });
});

describe('broken documents', () => {
  const chamber = fixtureHall('chamber').svg;

  it('refuses a truncated document', () => {
    expectRefused(chamber.slice(0, Math.floor(chamber.length / 2)), 'malformed');
    expectRefused(chamber.slice(0, chamber.lastIndexOf('</svg>')), 'malformed');
    expectRefused('<svg><circle data-seat-id="1" cx="1" cy="1" r="1"', 'malformed');
  });

  it.each([
    ['<svg><g></svg>'],
    ['<svg></g></svg>'],
    ['<svg><g></g></svg><svg></svg>'],
    ['<svg><circle data-seat-id=1 cx="1" cy="1" r="1"/></svg>'],
    ['<svg><circle data-seat-id="1"cx="1"/></svg>'],
    ['<svg><circle a="1 < 2"/></svg>'],
    ['<svg><text>a & b</text></svg>'],
    ['<<<>>>'],
    ['<svg><!-- never closed </svg>'],
    ['<svg><![CDATA[ never closed </svg>'],
    ['<svg>text</svg>trailing'],
    ['<svg/><!DOCTYPE svg>'],
  ])('%s → malformed', (text) => expectRefused(text, 'malformed'));

  it.each([[''], ['   '], ['hello world'], ['{"svg": "<svg/>"}'], ['\u0000\u0001\u0002binary']])('%j → not-xml', (text) => expectRefused(text, 'not-xml'));

  it('random bytes end in a typed error', () => {
    let seed = 7;
    for (let k = 0; k < 200; k++) {
      const chars = Array.from({ length: 200 }, () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return String.fromCharCode(seed % 2 ? 60 : seed % 256);
      });
      expect(() => parseHallSvg(chars.join(''))).toThrow(HallParseError);
    }
  });

  it('refuses a document that is not SVG, or an SVG with no seats', () => {
    expectRefused('<html><body><svg/></body></html>', 'not-svg');
    expectRefused('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="1" cy="1" r="1"/><g data-sector-id="1"/></svg>', 'no-seats');
  });

  it('skips seats it cannot read and reports them', () => {
    const body = '<circle data-seat-id="x1" cx="1" cy="1" r="1"/><circle data-seat-id="2" cx="1" cy="1"/><circle data-seat-id="1" cx="5" cy="5" r="1"/><g data-seat-id="3"><text>3</text></g>';
    const g = parseHallSvg(svg(body));
    expect(g.seatCount).toBe(1);
    expect(g.x[0]).toBe(5); // seat 1 is drawn again after the body (cx 1): the first drawing wins
    expect(g.warnings?.map((w) => [w.code, w.count, w.ids])).toEqual([
      ['bad-seat-id', 1, []],
      ['seat-without-geometry', 2, [2, 3]],
      ['duplicate-seat-id', 1, [1]],
    ]);
  });
});
