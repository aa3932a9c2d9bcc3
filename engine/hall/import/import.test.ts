import { describe, expect, it } from 'vitest';
import { readVenue } from '../../../fixtures/halls/venues';
import { fixtureHall, generateHall } from '../../../fixtures/halls';
import { seededRandom } from '../test-data';
import { parseHallSvg } from '../parse';
import type { HallGeometry } from '../model';
import { HallImportError, formatReport, importHallSvg, readableName, type HallImportErrorCode } from '.';

/** Seats of the re-read result as «sector name|row|number», by sector, in the hall's reading order. */
function seatsOf(g: HallGeometry): string[][] {
  return g.sectors.map((s) => Array.from(s.seats, (i) => `${g.rowLabel[i]}|${g.numberText[i]}`));
}

function expectImportRefused(svg: string, code: HallImportErrorCode): void {
  let error: unknown;
  try {
    importHallSvg(svg);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(HallImportError);
  expect((error as HallImportError).code).toBe(code);
}

const svgDoc = (body: string, style = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${style}${body}</svg>`;

describe('importing a CorelDRAW drawing whose seats are not marked', () => {
  const result = importHallSvg(readVenue('corel-unmarked'), { name: 'corel' });
  const g = parseHallSvg(result.svg);

  it('finds every seat and no hidden one, in sectors named from the group and from the text beside it', () => {
    // 128 circles of one size; the ten circles of the hidden draft layer are not seats.
    expect(result.report.seats).toBe(128);
    expect(result.report.seatShapes).toEqual([{ width: 320, height: 320, count: 128 }]);
    expect(result.report.sectors.map((s) => [s.id, s.name, s.nameFrom, s.seats])).toEqual([
      [1, 'ПАРТЕР', 'text', 72],
      [2, 'Балкон', 'group', 56],
    ]);
    expect(result.report.stage).toBe('СЦЕНА');
  });

  it('finds straight and curved rows with their drawn labels, counted from the stage', () => {
    const [stalls, balcony] = result.report.sectors;
    expect(stalls!.rows.map((r) => [r.label, r.labelFrom, r.seats])).toEqual(['1', '2', '3', '4', '5', '6'].map((l) => [l, 'text', 12]));
    expect(balcony!.rows.map((r) => [r.label, r.seats])).toEqual(['1', '2', '3', '4'].map((l) => [l, 14]));
    // Row 1 is the one nearest the stage.
    const i = g.indexOf.get(1)!;
    expect([g.rowLabel[i], g.y[i]]).toEqual(['1', 5000]);
  });

  it('numbers seats from the digits drawn in them, and reports the gap it filled and the duplicate it corrected', () => {
    const [stalls, balcony] = seatsOf(g);
    expect(stalls!.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, k) => `1|${k + 1}`));
    // Seat 1 is on the left as seen from the seat, facing the stage: the drawing's left.
    const first = g.indexOf.get(1)!;
    expect([g.numberText[first], g.x[first]]).toEqual(['1', 12540]);
    expect(balcony!.filter((s) => s.startsWith('2|')).slice(0, 4)).toEqual(['2|1', '2|2', '2|3', '2|4']);
    expect(result.report.numbers).toEqual({ fromText: 126, guessed: 2, missing: 0 });
    expect(result.report.sectors[1]!.rows[1]).toMatchObject({ label: '2', guessed: 1, missing: 0 });
    // Row 3 of the balcony has «5» drawn on its fifth and sixth seats: the sixth is 6 by the
    // row's numbering, given as guessed; the report still says the drawing has 5 twice.
    expect(balcony!.filter((s) => s.startsWith('3|')).slice(0, 7)).toEqual(['3|1', '3|2', '3|3', '3|4', '3|5', '3|6', '3|7']);
    expect(result.report.sectors[1]!.rows[2]).toMatchObject({ label: '3', guessed: 1, duplicates: ['5'] });
    expect(result.report.guessedSeats.find((s) => s.row === '3' && s.seat === '6')?.reason).toMatch(/drawn «5», as on another seat of the row/);
    expect(result.report.duplicates).toEqual([{ sector: 'Балкон', row: '3', seat: '5', count: 2 }]);
    expect(result.report.guesses).toContain('seat-numbers');
  });

  it('writes a hall in the convention that keeps the venue drawing', () => {
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29700 21000" data-hall="corel">/);
    expect(g.seatCount).toBe(128);
    expect(g.warnings).toBeUndefined();
    expect(g.stage.map((s) => s.label)).toEqual(['СЦЕНА']);
    expect(g.sectors.every((s) => s.outline !== null && !s.outlineDerived)).toBe(true);
    const texts = g.decoration!.texts.map((t) => t.text);
    expect(texts).toEqual(expect.arrayContaining(['ПАРТЕР', 'БАЛКОН', '1', '6']));
    // Seat numbers are seats' now, not drawing: 16 row labels and 2 names (the stage is the stage's).
    expect(texts).toHaveLength(16 + 2 + 1);
    expect(g.decoration!.images).toHaveLength(1);
    expect(g.decoration!.shapes.map((s) => s.stroke)).toEqual(['#9c9c9c', '#2b2a29']);
    expect(result.seats[0]).toEqual({ seat_id: 1, sector_id: 1, row: '1', seat: '1' });
  });

  it('prints a report a person can check', () => {
    const text = formatReport(result.report);
    expect(text).toContain('Seats: 128 in 2 sector(s)');
    expect(text).toContain('row 2: 14 seats (1 number(s) guessed)');
    expect(text).toContain('«Балкон», row 3, seat 5: 2 times');
  });
});

describe('importing a drawing with nothing but repeated shapes', () => {
  const result = importHallSvg(readVenue('plain-unmarked'));
  const g = parseHallSvg(result.svg);

  it('finds curved rows of square seats in two blocks told apart by the gap, and numbers them', () => {
    expect(result.report.sectors.map((s) => [s.name, s.nameFrom, s.rows.map((r) => r.seats)])).toEqual([
      ['Сектор 1', 'guess', [8, 8, 8, 8, 8]],
      ['Сектор 2', 'guess', [8, 8, 8, 8, 8]],
    ]);
    expect(result.report.numbers).toEqual({ fromText: 0, guessed: 80, missing: 0 });
    expect(result.report.guesses).toEqual(expect.arrayContaining(['sectors-from-geometry', 'sector-names', 'row-labels', 'seat-numbers']));
    // Left block first; in each row seat 1 is at the left, row 1 nearest the stage.
    const ids = Array.from(g.sectors[0]!.seats, (i) => i);
    const row1 = ids.filter((i) => g.rowLabel[i] === '1');
    expect(row1.map((i) => g.numberText[i])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(row1.map((i) => g.x[i]!)).toEqual([...row1.map((i) => g.x[i]!)].sort((a, b) => a - b));
    const row5 = ids.filter((i) => g.rowLabel[i] === '5');
    expect(Math.min(...row5.map((i) => g.y[i]!))).toBeGreaterThan(Math.max(...row1.map((i) => g.y[i]!)));
    expect(g.x[g.sectors[0]!.seats[0]!]).toBeLessThan(300);
  });
});

/** A marked hall drawn again as bare circles, no groups, no text, in shuffled order. */
function flatDrawing(g: HallGeometry): { svg: string; truth: Map<string, string> } {
  const order = Array.from({ length: g.seatCount }, (_, i) => i);
  const random = seededRandom(11);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const at = (x: number, y: number) => `${x.toFixed(2)},${y.toFixed(2)}`;
  const truth = new Map(Array.from({ length: g.seatCount }, (_, i) => [at(g.x[i]!, g.y[i]!), `${g.sector[i]}|${g.rowLabel[i]}`]));
  const body = order.map((i) => `<circle cx="${g.x[i]!.toFixed(2)}" cy="${g.y[i]!.toFixed(2)}" r="${g.r[i]!.toFixed(2)}" fill="#39c"/>`).join('');
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${g.viewBox.maxX} ${g.viewBox.maxY}">${body}</svg>`, truth };
}

describe('importing a bare drawing of a known hall', () => {
  it.each([
    ['the theatre (curved stalls, rotated balconies)', fixtureHall('theatre').svg],
    ['a bowl of 6 sectors that touch but for their aisles', generateHall(1000).svg],
  ])('%s: every sector and row found again', (_, marked) => {
    const source = parseHallSvg(marked);
    const { svg, truth } = flatDrawing(source);
    const result = parseHallSvg(importHallSvg(svg).svg);
    const at = (i: number) => `${result.x[i]!.toFixed(2)},${result.y[i]!.toFixed(2)}`;
    const rows = new Map<string, Set<string>>();
    const sectors = new Map<number, Set<string>>();
    for (let i = 0; i < result.seatCount; i++) {
      const real = truth.get(at(i))!;
      const row = `${result.sector[i]}|${result.rowLabel[i]}`;
      rows.set(row, (rows.get(row) ?? new Set()).add(real));
      sectors.set(result.sector[i]!, (sectors.get(result.sector[i]!) ?? new Set()).add(real.split('|')[0]!));
    }
    expect(result.seatCount).toBe(source.seatCount);
    expect(sectors.size).toBe(source.sectors.length);
    expect([...sectors.values()].every((s) => s.size === 1)).toBe(true);
    expect(rows.size).toBe(new Set(truth.values()).size);
    expect([...rows.values()].every((s) => s.size === 1)).toBe(true);
  });
});

describe('importing: groups, labels and numbering as drawn', () => {
  it('takes rows from groups, reads «Ряд N» labels, numbers above seats and odd/even numbering', () => {
    const row = (r: number) => {
      const y = 60 + r * 30;
      const seats = Array.from({ length: 6 }, (_, k) => `<circle cx="${100 + k * 20}" cy="${y}" r="7"/><text x="${97 + k * 20}" y="${y - 10}" font-size="6">${2 * k + 1}</text>`);
      return `<g id="row_${r}">${seats.join('')}</g><text x="40" y="${y + 3}" font-size="8">Ряд ${r}</text>`;
    };
    const svg = svgDoc(`<rect x="100" y="5" width="100" height="20" fill="#333"/><text x="130" y="20" font-size="10">Сцена</text><g id="_x041B_ожа_x0020_А">${[1, 2, 3].map(row).join('')}</g>`);
    const result = importHallSvg(svg);
    expect(result.report.sectors.map((s) => [s.name, s.nameFrom])).toEqual([['Ложа А', 'group']]);
    expect(result.report.sectors[0]!.rows.map((r) => [r.label, r.labelFrom, r.numbered])).toEqual([['1', 'text', 6], ['2', 'text', 6], ['3', 'text', 6]]);
    const g = parseHallSvg(result.svg);
    expect(seatsOf(g)[0]!.slice(0, 6)).toEqual(['1|1', '1|3', '1|5', '1|7', '1|9', '1|11']);
    expect(result.report.guesses).toEqual([]);
  });

  it('finds rows of a rotated block and numbers them from the stage', () => {
    const seats = [0, 1, 2, 3].flatMap((r) => Array.from({ length: 7 }, (_, k) => `<ellipse cx="${k * 12}" cy="${r * 16}" rx="4" ry="4"/>`));
    // The block is turned 90°: its rows run down the page, the stage is on the left.
    const svg = svgDoc(`<rect x="0" y="100" width="40" height="100"/><text x="5" y="150" font-size="9">STAGE</text><g transform="translate(120 110) rotate(90)">${seats.join('')}</g>`);
    const result = importHallSvg(svg);
    expect(result.report.sectors[0]!.rows.map((r) => r.seats)).toEqual([7, 7, 7, 7]);
    const g = parseHallSvg(result.svg);
    const row1 = Array.from(g.sectors[0]!.seats).filter((i) => g.rowLabel[i] === '1');
    // Row 1 is nearest the stage (smallest x); facing left, seat 1 is at the bottom of the page.
    expect(new Set(row1.map((i) => Math.round(g.x[i]!)))).toEqual(new Set([72]));
    expect(row1.map((i) => Math.round(g.y[i]!))).toEqual([182, 170, 158, 146, 134, 122, 110]);
  });

  it('finds seats drawn as <use> of a symbol (a chair of two shapes), in row groups, with the style sheet last', () => {
    // Illustrator's Symbols: <symbol> at the top, every seat a <use> of it; the sheet hides a draft row.
    const chair = '<symbol id="Chair" viewBox="0 0 10 10"><rect class="st0" width="10" height="7"/><rect y="8" class="st1" width="10" height="2"/></symbol>';
    const row = (r: number, cls = '') => {
      const y = 60 + r * 30;
      const seats = Array.from({ length: 8 }, (_, k) => `<use xlink:href="#Chair" width="10" height="10" x="${95 + k * 20}" y="${y - 5}"/><text x="${98 + k * 20}" y="${y - 8}" class="num">${k + 1}</text>`);
      return `<g id="Row_x0020_${r}"${cls}>${seats.join('')}</g><text x="40" y="${y + 3}" class="st2">Ряд ${r}</text>`;
    };
    const svg = svgDoc(
      `${chair}<path class="wall" d="M0 0 H400 V300 H0 Z M5 5 H395 V295 H5 Z"/><rect x="100" y="5" width="140" height="20" class="st1"/><text x="150" y="20" class="st2">Сцена</text>` +
      `<g id="Партер">${[1, 2, 3].map((r) => row(r)).join('')}</g><g id="Draft" class="off">${row(4)}</g>` +
      '<style>.wall{fill:#999999;fill-rule:evenodd}.st0{fill:#E6E6E6}.st1{fill:#333333}.st2{font-size:8px}.num{font-size:5px}.off{display:none}</style>',
    ).replace('<svg ', '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ');
    const result = importHallSvg(svg);
    expect(result.report.seats).toBe(24);
    expect(result.report.seatShapes).toEqual([{ width: 10, height: 10, count: 24 }]);
    expect(result.report.sectors.map((s) => [s.name, s.nameFrom])).toEqual([['Партер', 'group']]);
    expect(result.report.sectors[0]!.rows.map((r) => [r.label, r.labelFrom, r.seats, r.numbered])).toEqual([1, 2, 3].map((r) => [String(r), 'text', 8, 8]));
    expect(result.report.numbers).toEqual({ fromText: 24, guessed: 0, missing: 0 });
    const g = parseHallSvg(result.svg);
    expect(seatsOf(g)[0]!.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, k) => `1|${k + 1}`));
    // The seat is the chair's box: (95, 85) to (105, 95) for row 1's first.
    const first = g.indexOf.get(result.seats[0]!.seat_id)!;
    expect([g.x[first], g.y[first], g.r[first]]).toEqual([100, 90, 5]);
    // The chairs are seats now, nothing of them left in the drawing; the walls keep their hole.
    expect(g.decoration!.shapes.map((s) => [s.fill, s.outline.evenOdd])).toEqual([['#999999', true]]);
  });

  it('decodes names escaped by design tools and ignores generated ids', () => {
    expect(readableName('_x041F__x0430_ртер')).toBe('Партер');
    expect(readableName('Layer_x0020_1')).toBeNull();
    expect(readableName('XMLID_12_')).toBeNull();
    expect(readableName('g1234')).toBeNull();
    expect(readableName('Balcony_x0020_left')).toBe('Balcony left');
  });
});

describe('importing hostile, empty and unsuitable files', () => {
  it.each([
    ['', 'not-xml'],
    ['not svg at all', 'not-xml'],
    ['<html><body/></html>', 'not-svg'],
    [svgDoc('<script>alert(1)</script><circle cx="1" cy="1" r="1"/>'), 'script'],
    [svgDoc('<image href="https://evil.example/plan.png" width="10" height="10"/>'), 'external-reference'],
    [svgDoc(''), 'no-seat-shapes'],
    [svgDoc('<rect width="400" height="300" fill="#eee"/><circle cx="10" cy="10" r="3"/><circle cx="20" cy="10" r="3"/><circle cx="30" cy="10" r="3"/>'), 'no-seat-shapes'],
    [svgDoc('<g class="off"><circle cx="10" cy="10" r="3"/><circle cx="20" cy="10" r="3"/><circle cx="30" cy="10" r="3"/><circle cx="40" cy="10" r="3"/></g>', '<style>.off{display:none}</style>'), 'no-seat-shapes'],
  ] as const)('%s → %s', (svg, code) => expectImportRefused(svg, code));

  it('refuses a file that is already marked: it opens as it is', () => {
    expectImportRefused(readVenue('corel-marked'), 'already-marked');
  });
});
