import { describe, expect, it } from 'vitest';
import { parseHallSvg, readHallSvg } from './parse';
import { HallParseError } from './parse-error';
import { importHallSvg, HallImportError } from './import';
import { readScene } from './import/scene';
import { fine, num } from './import/write-svg';
import { MAX_COORDINATE, MAX_IMPORT_SEATS } from './limits';

// The stated limits of reading a drawing: absurd coordinates and transforms are refused with
// their own code, and a limit reached is an error for the importer, never a silent cut.

const doc = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${body}</svg>`;
/** Sixty plain seats in six rows: what the importer reads as a small hall. */
const seats = (attrs = '') => {
  const out: string[] = [];
  for (let r = 0; r < 6; r++) for (let s = 0; s < 10; s++) out.push(`<circle cx="${40 + s * 30}" cy="${60 + r * 30}" r="10"${attrs}/>`);
  return out.join('');
};

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HallImportError || error instanceof HallParseError) return error.code;
    throw error;
  }
  return undefined;
}

describe('coordinates and transforms beyond the bound', () => {
  it('imports the same sixty seats when they are drawn in range', () => {
    expect(importHallSvg(doc(`<g transform="translate(10 10)">${seats()}</g>`)).report.seats).toBe(60);
  });

  it('refuses a drawing moved by translate(1e308) instead of opening a blank map', () => {
    expect(codeOf(() => importHallSvg(doc(`<g transform="translate(1e308)">${seats()}</g>`)))).toBe('out-of-range');
    // Two huge moves cancelling out on paper still overflow on the way (1e308 + 1e308 is Infinity).
    expect(codeOf(() => importHallSvg(doc(`<g transform="translate(1e308) translate(1e308) translate(-1e308)">${seats()}</g>`)))).toBe('out-of-range');
  });

  it('refuses matrix(1e200 …) rather than writing it as another number', () => {
    const huge = doc(`${seats()}<rect x="0" y="0" width="1" height="1" transform="matrix(1e200 0 0 1e200 0 0)"/>`);
    expect(codeOf(() => importHallSvg(huge))).toBe('out-of-range');
  });

  it('refuses coordinates past ±MAX_COORDINATE on any drawn part', () => {
    expect(codeOf(() => importHallSvg(doc(`${seats()}<circle cx="1e300" cy="5" r="3"/>`)))).toBe('out-of-range');
    expect(codeOf(() => importHallSvg(doc(`${seats()}<text x="${MAX_COORDINATE * 2}" y="5">A</text>`)))).toBe('out-of-range');
    expect(codeOf(() => importHallSvg(doc(`${seats()}<path d="M0 0 L${MAX_COORDINATE * 2} 0 L0 5 Z"/>`)))).toBe('out-of-range');
    // Just inside the bound is a (very large) drawing, not an error.
    expect(codeOf(() => importHallSvg(doc(`${seats()}<path d="M0 0 L${MAX_COORDINATE} 0 L0 5 Z"/>`)))).toBeUndefined();
  });

  it('refuses a marked hall drawn out of range too, with the same code', () => {
    const marked = doc(`<g transform="translate(1e308 0)"><circle data-seat-id="1" cx="5" cy="5" r="2"/></g>`);
    expect(codeOf(() => parseHallSvg(marked))).toBe('out-of-range');
    expect(codeOf(() => parseHallSvg(doc(`<circle data-seat-id="1" cx="5" cy="5" r="2" transform="scale(1e300)"/>`)))).toBe('out-of-range');
    expect(codeOf(() => parseHallSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e309 10"><circle data-seat-id="1" cx="5" cy="5" r="2"/></svg>`))).toBe('out-of-range');
  });

  it('writes numbers of the written hall plainly, and never an exponent', () => {
    expect([num(1234567.891), num(-0.004), num(0.5), fine(0.8660254), fine(1e-9), fine(-12.5)]).toEqual(['1234567.89', '0', '0.5', '0.866025', '0', '-12.5']);
    // Formerly 1e200 came out as "1e+2" (toFixed's exponent with its zeros trimmed).
    expect(() => fine(1e200)).toThrow(RangeError);
    expect(() => num(Infinity)).toThrow(RangeError);
  });
});

describe('the shape limit', () => {
  const many = doc(Array.from({ length: 120 }, (_, k) => `<circle cx="${(k % 12) * 20 + 10}" cy="${Math.floor(k / 12) * 20 + 10}" r="6"/>`).join(''));

  it('is an error for the importer, past its limit, not a cut at it', () => {
    expect(codeOf(() => readScene(many, {}, 119))).toBe('too-many-shapes');
    expect(readScene(many, {}, 120).shapes).toHaveLength(120);
  });

  it('refuses past the text limit the same way', () => {
    const texts = doc(seats() + Array.from({ length: 30 }, (_, k) => `<text x="${k}" y="5">${k}</text>`).join(''));
    expect(codeOf(() => readScene(texts, {}, 100, 29))).toBe('too-many-shapes');
  });

  it("stays a warning for a marked hall's decoration, whose seats are all kept", () => {
    const reader = readHallSvg(many.replace('<circle', '<circle data-seat-id="1"'), {}, { maxDecorationShapes: 50 });
    expect(reader.seats.count).toBe(1);
    expect(reader.decoration.shapes).toHaveLength(50);
    expect(reader.warnings.get('decoration-limit')?.count).toBe(69);
  });
});

describe('what one imported hall may hold', () => {
  it('refuses more seats than one hall map holds', () => {
    expect(codeOf(() => importHallSvg(doc(seats()), { maxSeats: 59 }))).toBe('too-many-seats');
    expect(importHallSvg(doc(seats()), { maxSeats: 60 }).report.seats).toBe(60);
    expect(MAX_IMPORT_SEATS).toBe(200_000);
  });

  it('refuses a drawing whose written hall the parser would refuse as too large', () => {
    // 60 numbered seats are written as seat groups: several times the drawing's own bytes.
    const drawing = doc(seats());
    const written = Buffer.byteLength(importHallSvg(drawing).svg);
    expect(written).toBeGreaterThan(drawing.length);
    expect(codeOf(() => importHallSvg(drawing, { maxBytes: written - 1 }))).toBe('result-too-large');
    expect(codeOf(() => importHallSvg(drawing, { maxBytes: written }))).toBeUndefined();
  });
});

