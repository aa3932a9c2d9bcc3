// <use>, late <style> sheets and fill-rule, on small pieces shaped as design tools write
// them (the whole export is in exports.test.ts).
import { describe, expect, it } from 'vitest';
import { parseHallSvg, readHallSvg, HallParseError } from './parse';
import { MAX_USE_ELEMENTS } from './hall-reader';
import { needsIndex } from './document-index';

const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${attrs}>${body}</svg>`;
const row = (seats: string) => `<g data-sector-id="1" data-sector-name="A"><g data-row="1">${seats}</g></g>`;

function seatsOf(text: string): Record<number, [number, number, number]> {
  const g = parseHallSvg(text);
  const out: Record<number, [number, number, number]> = {};
  for (let i = 0; i < g.seatCount; i++) out[g.ids[i]!] = [+g.x[i]!.toFixed(3), +g.y[i]!.toFixed(3), +g.r[i]!.toFixed(3)];
  return out;
}

function refusal(text: string): string {
  try {
    parseHallSvg(text);
  } catch (e) {
    if (e instanceof HallParseError) return e.code;
    throw e;
  }
  return 'accepted';
}

describe('<use>', () => {
  it('places its target at x, y under its transform, a seat either on the <use> or in a seat group', () => {
    const text = svg(`<defs><circle id="s" r="2"/><g id="pair"><circle cx="-1" r="1"/><circle cx="1" r="1"/></g></defs>${row(
      '<use data-seat-id="1" href="#s" x="10" y="20"/>' +
      '<use data-seat-id="2" xlink:href="#s" transform="translate(30 20) scale(0.5)"/>' +
      '<g data-seat-id="3" transform="translate(50 20)"><use href="#pair"/><text>3</text></g>' +
      '<use data-seat-id="4" href="#pair" transform="rotate(90 70 20)" x="70" y="20"/>',
    )}`);
    expect(seatsOf(text)).toEqual({ 1: [10, 20, 2], 2: [30, 20, 1], 3: [50, 20, 1.5], 4: [70, 20, 1.5] });
    expect(parseHallSvg(text).numberText[2]).toBe('3');
  });

  it('fits a <symbol>\'s viewBox into the <use>\'s width and height, else the symbol\'s own size', () => {
    const text = svg(`<symbol id="big" viewBox="0 0 20 20"><circle cx="10" cy="10" r="10"/></symbol>
      <symbol id="sized" viewBox="0 0 20 20" width="4" height="4"><circle cx="10" cy="10" r="10"/></symbol>
      <symbol id="plain"><circle cx="1" cy="1" r="1"/></symbol>${row(
      '<use data-seat-id="1" href="#big" x="10" y="10" width="6" height="6"/>' +
      '<use data-seat-id="2" href="#big" x="20" y="10" width="6" height="3"/>' +
      '<use data-seat-id="3" href="#sized" x="30" y="10"/>' +
      '<use data-seat-id="4" href="#plain" x="40" y="10" width="50" height="50"/>',
    )}`);
    // 2: meet: 3 × 3 centred in 6 × 3.
    expect(seatsOf(text)).toEqual({ 1: [13, 13, 3], 2: [23, 11.5, 1.5], 3: [32, 12, 2], 4: [41, 11, 1] });
  });

  it('draws a target that comes after it, and copies of the drawing as decoration in its style', () => {
    const g = parseHallSvg(svg(`${row('<circle data-seat-id="1" cx="5" cy="5" r="1"/>')}
      <g fill="#ff0000"><use href="#exit" x="50"/></g><path id="exit" d="M0 0 h4 v4 h-4 z"/>`));
    expect(g.decoration!.shapes.map((s) => [s.fill, s.outline.bounds.minX])).toEqual([['#ff0000', 50], ['#000000', 0]]);
  });

  it('is hidden with its target by display or visibility, from a class too', () => {
    const text = svg(`<style>.off{display:none}.gone{visibility:hidden}</style><defs><circle id="s" r="1"/><circle id="h" class="gone" r="1"/></defs>${row(
      '<use data-seat-id="1" href="#s" x="10"/><use data-seat-id="2" class="off" href="#s" x="20"/>' +
      '<use data-seat-id="3" class="gone" href="#s" x="30"/><g data-seat-id="4"><use href="#h" x="40"/></g>',
    )}`);
    const g = parseHallSvg(text);
    expect(Object.keys(seatsOf(text))).toEqual(['1']);
    // Seat 4's only shape is hidden: no geometry, as any seat group drawn with nothing visible.
    expect(g.warnings?.map((w) => [w.code, w.ids])).toEqual([['seat-without-geometry', [4]]]);
  });

  it('skips with a warning a missing target, one that holds the <use>, and uses that draw each other', () => {
    const g = parseHallSvg(svg(`${row('<circle data-seat-id="1" cx="5" cy="5" r="1"/>')}
      <use href="#nowhere"/>
      <g id="self"><rect width="1" height="1"/><use href="#self"/></g>
      <g id="a"><rect x="10" width="1" height="1"/><use href="#b"/></g>
      <defs><g id="b"><use href="#a"/></g></defs>`));
    expect(g.seatCount).toBe(1);
    expect(g.warnings?.find((w) => w.code === 'use-skipped')?.count).toBe(3);
    // The group drawn once as itself; <a> once and once through its copy inside <b>.
    expect(g.decoration!.shapes).toHaveLength(1 + 2);
  });

  it('refuses a file whose uses multiply into millions of elements, and still refuses what leaves the file', () => {
    let defs = '<circle id="l0" r="1"/>';
    for (let k = 1; k <= 7; k++) defs += `<g id="l${k}">${Array.from({ length: 10 }, () => `<use href="#l${k - 1}"/>`).join('')}</g>`;
    const bomb = (top: number) => svg(`<defs>${defs}</defs>${row('<circle data-seat-id="1" r="1"/>')}<use href="#l${top}"/>`);
    // 10^7 circles under the top; the limit is a million (here a thousand, to keep the test short).
    expect(10 ** 7).toBeGreaterThan(MAX_USE_ELEMENTS);
    const read = (top: number) => () => readHallSvg(bomb(top), {}, { maxUseElements: 1000 });
    expect(read(7)).toThrow(expect.objectContaining({ code: 'too-large' }) as Error);
    // Two levels down draws 111 elements: within the limit.
    expect(read(2)().decoration.shapes).toHaveLength(100);
    expect(refusal(svg(`${row('<use data-seat-id="1" href="https://example.com/s.svg#s"/>')}`))).toBe('external-reference');
  });

  it('reads a target that uses the DOCTYPE\'s entities', () => {
    const text = `<!DOCTYPE svg [<!ENTITY r "2">]>${svg(`<defs><circle id="s" r="&r;"/></defs>${row('<use data-seat-id="1" href="#s" x="4"/>')}`)}`;
    expect(seatsOf(text)).toEqual({ 1: [4, 0, 2] });
  });
});

describe('a <style> sheet anywhere in the file', () => {
  it('applies to the elements before it as to those after it', () => {
    const text = svg(`${row('<circle data-seat-id="1" r="1"/><circle data-seat-id="2" class="sold" cx="5" r="1"/>')}
      <path class="wall" d="M0 0 h50 v1 h-50 z"/><text class="label" x="0" y="90">Партер</text>
      <style>.sold{display:none} .wall{fill:#123456} .label{font-size:5px}</style>`);
    const g = parseHallSvg(text);
    expect(Object.keys(seatsOf(text))).toEqual(['1']);
    expect(g.decoration!.shapes[0]!.fill).toBe('#123456');
    expect(g.decoration!.texts[0]!.size).toBe(5);
  });

  it('counts a later rule after an earlier one of the same weight, whichever sheet holds it', () => {
    const g = parseHallSvg(svg(`<style>.w{fill:#111111}</style>${row('<circle data-seat-id="1" r="1"/>')}
      <rect class="w" width="1" height="1"/><style>.w{fill:#222222}</style>`));
    expect(g.decoration!.shapes[0]!.fill).toBe('#222222');
  });
});

describe('the first pass', () => {
  it('is made for a <use> or a <style> after what it may style, not for sheets written first', () => {
    expect(needsIndex(svg('<circle r="1"/>'))).toBe(false);
    expect(needsIndex(svg('<defs><style>.a{}</style></defs><g><circle r="1"/></g>'))).toBe(false);
    expect(needsIndex(svg('<g><circle r="1"/></g><style>.a{}</style>'))).toBe(true);
    expect(needsIndex(svg('<svg:style>.a{}</svg:style><circle r="1"/><svg:style>.b{}</svg:style>'))).toBe(true);
    expect(needsIndex(svg('<use href="#a"/>'))).toBe(true);
  });
});

describe('fill-rule', () => {
  it('is read from the attribute, a rule and the style attribute, and inherited', () => {
    const ring = 'd="M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z"';
    const g = parseHallSvg(svg(`<style>.eo{fill-rule:evenodd}</style>${row('<circle data-seat-id="1" cx="50" r="1"/>')}
      <path ${ring}/><path fill-rule="evenodd" ${ring}/><path class="eo" ${ring}/><path style="fill-rule:evenodd" ${ring}/>
      <g fill-rule="evenodd"><path ${ring}/><path fill-rule="nonzero" ${ring}/></g>`));
    expect(g.decoration!.shapes.map((s) => s.outline.evenOdd ?? false)).toEqual([false, true, true, true, true, false]);
  });

  it('marks sector outlines, standing areas and the stage drawn even-odd', () => {
    const g = parseHallSvg(svg(`<path data-role="stage" fill-rule="evenodd" d="M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z"/>
      <g data-sector-id="1" data-sector-name="A" fill-rule="evenodd"><path data-role="outline" d="M20 0 H40 V20 H20 Z M25 5 H35 V15 H25 Z"/>
      <g data-row="1"><circle data-seat-id="1" cx="22" cy="2" r="1"/></g></g>
      <rect data-stand-id="9" data-sector-id="2" x="50" width="5" height="5"/>`));
    expect([g.stage[0]!.outline.evenOdd, g.sectors[0]!.outline!.evenOdd, g.stands[0]!.outline.evenOdd]).toEqual([true, true, undefined]);
  });
});
