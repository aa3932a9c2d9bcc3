import { describe, expect, it } from 'vitest';
import { MAX_SELECTOR_ANCESTORS, StyleSheet, type StyledElement } from './css';
import { INITIAL_STYLE, PAINT_SERVER_STAND_IN, computeStyle, parsePaint } from './style';
import { parseHallSvg } from './parse';

const attrs = (a: Record<string, string>) => ({ attr: (name: string) => a[name] });
const sheetOf = (css: string) => {
  const s = new StyleSheet();
  s.add(css);
  return s;
};

describe('style sheets and computed style', () => {
  it('matches class, id, element and comma lists; ignores pseudo-classes, @-rules, and combinators without ancestors', () => {
    const sheet = sheetOf(`
      /* CorelDRAW */ @font-face { font-family:"Arial"; src:url("#FontID0") format(svg) }
      @media print { .a { display:none } }
      .a, #b { fill: #ff0000 } circle { stroke: blue } g .a { display:none } .a:hover { display:none } rect.c.d { fill: green }`);
    const style = (tag: string, a: Record<string, string>) => computeStyle(INITIAL_STYLE, tag, attrs(a), sheet);
    expect(style('path', { class: 'x a' })?.fill).toBe('#ff0000');
    expect(style('path', { id: 'b' })?.fill).toBe('#ff0000');
    expect(style('circle', {})?.stroke).toBe('blue');
    expect(style('rect', { class: 'd c' })?.fill).toBe('green');
    expect(style('rect', { class: 'c' })?.fill).toBe('#000000');
    expect(style('path', { class: 'a' })).not.toBeNull();
  });

  describe('combinators', () => {
    // Nine compounds (longer than any export writes) is ignored: `g … g q { fill: #333 }` below.
    const el = (tag: string, parent: StyledElement | null, id?: string, cls = ''): StyledElement => ({ tag, id, classes: cls.split(' ').filter(Boolean), parent });
    const fill = (sheet: StyleSheet, tag: string, a: Record<string, string>, parent: StyledElement | null) => computeStyle(INITIAL_STYLE, tag, attrs(a), sheet, parent)?.fill;
    const root = el('svg', null, 'hall');
    const scene = el('g', root, 'scene');
    const seat = el('g', el('g', scene, 'row1'), undefined, 'seat busy');

    it('applies descendant and child selectors to the elements they match, and to no other', () => {
      const sheet = sheetOf('#scene text { fill: #111 } .seat > path { fill: #222 } g.seat text { fill: #333 } #scene > text { stroke: red } x ~ path { fill: #444 }');
      expect(fill(sheet, 'text', {}, scene)).toBe('#111');
      expect(fill(sheet, 'text', {}, el('g', scene))).toBe('#111');
      expect(computeStyle(INITIAL_STYLE, 'text', attrs({}), sheet, scene)?.stroke).toBe('red');
      expect(computeStyle(INITIAL_STYLE, 'text', attrs({}), sheet, el('g', scene))?.stroke).toBeNull();
      expect(fill(sheet, 'text', {}, root)).toBe('#000000');
      expect(fill(sheet, 'path', {}, seat)).toBe('#222');
      expect(fill(sheet, 'path', {}, el('g', seat))).toBe('#000000');
      // g.seat text (0,1,2) outranks #scene text (1,0,1)? No: the id wins.
      expect(fill(sheet, 'text', {}, seat)).toBe('#111');
      expect(fill(sheet, 'text', {}, el('g', el('g', root), undefined, 'seat'))).toBe('#333');
    });

    it('weighs a selector by all its compounds, then by order; !important still outranks', () => {
      const sheet = sheetOf('#hall .seat path { fill: #111 } .busy path { fill: #222 !important } .seat path { fill: #333 } path { fill: #444 }');
      expect(fill(sheet, 'path', {}, seat)).toBe('#222');
      expect(fill(sheet, 'path', {}, el('g', root, undefined, 'seat'))).toBe('#111');
      expect(fill(sheet, 'path', {}, el('g', el('g', null), undefined, 'seat'))).toBe('#333');
      expect(fill(sheet, 'path', { class: 'x' }, null)).toBe('#444');
      const later = sheetOf('.seat path { fill: #555 } g path { fill: #666 } g.seat path { fill: #777 }');
      expect(fill(later, 'path', {}, seat)).toBe('#777');
    });

    it('finds the ancestor that fits a mixed chain, not only the nearest (a > b c)', () => {
      const sheet = sheetOf('#hall > g text { fill: #123 }');
      // The nearest <g> is not a child of #hall; a further one is.
      expect(fill(sheet, 'text', {}, el('g', el('g', root)))).toBe('#123');
      expect(fill(sheet, 'text', {}, el('g', el('g', el('g', null))))).toBe('#000000');
    });

    it('stays bounded on deep nesting and long chains: ancestors past the bound are not seen', () => {
      const sheet = sheetOf('g > g g > g g > g g q { fill: #111 } #top q { fill: #222 } g g g g g g g g q { fill: #333 }');
      let deep: StyledElement = el('g', null, 'top');
      for (let i = 0; i < 100_000; i++) deep = el('g', deep);
      for (let i = 0; i < 200; i++) expect(fill(sheet, 'q', {}, deep)).toBe('#111');
      // The rule needing #top, 100,000 levels up, does not apply; the check did not walk there.
      let near: StyledElement = el('g', null, 'top');
      for (let i = 1; i < MAX_SELECTOR_ANCESTORS; i++) near = el('g', near);
      expect(fill(sheet, 'q', {}, near)).toBe('#222');
      expect(fill(sheet, 'q', {}, el('g', near))).toBe('#111');
    });
  });

  it('orders attributes < rules by specificity and order < the style attribute', () => {
    const sheet = sheetOf('#s { fill: #111 } .k { fill: #222; stroke-width: 3 } .k { fill: #333 }');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', fill: '#999' }), sheet)?.fill).toBe('#333');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', id: 's' }), sheet)?.fill).toBe('#111');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', style: 'fill:#444 !important' }), sheet)?.fill).toBe('#444');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k' }), sheet)?.strokeWidth).toBe(3);
  });

  it('a brace inside a quoted string does not end the rule: the next rule still applies', () => {
    const sheet = sheetOf('.q { font-family: "a}b"; fill: #123456 } .next { fill: #654321 }');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'q' }), sheet)?.fill).toBe('#123456');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'next' }), sheet)?.fill).toBe('#654321');
    const single = sheetOf(".s { font-family: 'x{' } .t { display: none }");
    expect(computeStyle(INITIAL_STYLE, 'g', attrs({ class: 't' }), single)).toBeNull();
  });

  it('!important outranks specificity, order and the style attribute; an important style attribute outranks it', () => {
    const sheet = sheetOf('.k { fill: #111 !important; stroke: #aaa } #s { fill: #222 } .k { fill: #333 }');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', id: 's' }), sheet)?.fill).toBe('#111');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', style: 'fill: #444' }), sheet)?.fill).toBe('#111');
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', style: 'fill: #555 !important' }), sheet)?.fill).toBe('#555');
    // A normal declaration of the same rule keeps its normal rank.
    expect(computeStyle(INITIAL_STYLE, 'rect', attrs({ class: 'k', style: 'stroke: #bbb' }), sheet)?.stroke).toBe('#bbb');
    const hide = sheetOf('.off { display: none !important }');
    expect(computeStyle(INITIAL_STYLE, 'g', attrs({ class: 'off', style: 'display: inline' }), hide)).toBeNull();
  });

  it('display:none removes, visibility is inherited and can be overridden', () => {
    const sheet = sheetOf('.off { display: none } .ghost { visibility: hidden } .on { visibility: visible }');
    expect(computeStyle(INITIAL_STYLE, 'g', attrs({ class: 'off' }), sheet)).toBeNull();
    const ghost = computeStyle(INITIAL_STYLE, 'g', attrs({ class: 'ghost' }), sheet)!;
    expect(ghost.visible).toBe(false);
    expect(computeStyle(ghost, 'circle', attrs({}), sheet)?.visible).toBe(false);
    expect(computeStyle(ghost, 'circle', attrs({ class: 'on' }), sheet)?.visible).toBe(true);
  });

  it('reads paints and font sizes as the canvas needs them', () => {
    expect(parsePaint('none')).toBeNull();
    expect(parsePaint('url(#grad)')).toBe(PAINT_SERVER_STAND_IN);
    expect(parsePaint('url(#grad) #123456')).toBe('#123456');
    expect(parsePaint('url(data:image/png;base64')).toBe(PAINT_SERVER_STAND_IN);
    expect(parsePaint('expression(alert(1))')).toBeUndefined();
    const sheet = sheetOf('.f { font: bold 12pt Arial }');
    const f = computeStyle(INITIAL_STYLE, 'text', attrs({ class: 'f' }), sheet)!;
    expect([f.bold, f.fontSize]).toEqual([true, 16]);
    expect(computeStyle(f, 'tspan', attrs({ style: 'font-size:50%' }), sheet)?.fontSize).toBe(8);
  });

  it('applies a sheet to what follows it in the file, even from inside <defs>', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><style><![CDATA[.h{display:none}]]></style></defs>
      <g data-sector-id="1"><g data-row="1"><circle data-seat-id="1" cx="1" cy="1" r="0.4"/><circle data-seat-id="2" class="h" cx="2" cy="1" r="0.4"/>
      <g data-seat-id="3" style="visibility:hidden"><circle cx="3" cy="1" r="0.4"/></g></g></g></svg>`;
    const g = parseHallSvg(svg);
    expect([...g.ids]).toEqual([1]);
  });

  it('applies combinators through the root, whether the sheet comes first or last in the file', () => {
    const body = `<g data-sector-id="1"><g id="old"><circle data-seat-id="1" cx="1" cy="1" r="0.4"/></g>
      <g class="row"><circle data-seat-id="2" cx="2" cy="1" r="0.4"/><g><circle data-seat-id="3" cx="3" cy="1" r="0.4"/></g></g></g>`;
    const css = '<style>#hall > g #old { display: none } svg .row > circle { visibility: hidden }</style>';
    const first = `<svg id="hall" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>${css}</defs>${body}</svg>`;
    const last = `<svg id="hall" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}${css}</svg>`;
    expect([...parseHallSvg(first).ids]).toEqual([3]);
    expect([...parseHallSvg(last).ids]).toEqual([3]);
  });
});
