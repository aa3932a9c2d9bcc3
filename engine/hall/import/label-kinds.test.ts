import { describe, expect, it } from 'vitest';
import { canvaOutlines, corelCombinatorCss, corelCoveredSeats, corelStageAtBottom, illustratorAisleTheatre, illustratorRowBands, illustratorPlaceLodges, illustratorSiteRowIds, type LabelDrawing } from '../../../fixtures/halls/venues/label-kinds';
import { parseHallSvg } from '../parse';
import { formatReport, importHallSvg, type ImportResult } from '.';

interface Score {
  result: ImportResult;
  /** Seats of the truth the import found, and seats it made up. */
  found: number;
  extra: number;
  /** Seats with the venue's own row and seat label. */
  right: number;
  /** Seats with a wrong label that the report does not list as guessed: the importer was confidently wrong. */
  silentlyWrong: string[];
  /** The venue's sector of each imported sector. */
  sectors: Set<string>[];
}

/** Imports a drawing and compares every seat with the venue's truth, by position. */
function score(drawing: LabelDrawing): Score {
  const result = importHallSvg(drawing.svg);
  const g = parseHallSvg(result.svg);
  const guessed = new Set(result.report.guessedSeats.map((s) => s.seat_id));
  const ids = new Map<number, number>();
  for (const [id, i] of g.indexOf) ids.set(i, id);
  let found = 0, extra = 0, right = 0;
  const silentlyWrong: string[] = [];
  const sectors = g.sectors.map(() => new Set<string>());
  for (let i = 0; i < g.seatCount; i++) {
    const t = drawing.truth.find((s) => Math.hypot(s.x - g.x[i]!, s.y - g.y[i]!) < 0.5 * g.r[i]!);
    if (!t) {
      extra++;
      continue;
    }
    found++;
    sectors[g.sector[i]!]!.add(t.sector);
    if (t.row === g.rowLabel[i] && t.seat === g.numberText[i]) right++;
    else if (!guessed.has(ids.get(i)!)) silentlyWrong.push(`${t.sector} row ${t.row} seat ${t.seat} imported as row ${g.rowLabel[i]} seat ${g.numberText[i]}`);
  }
  return { result, found, extra, right, silentlyWrong, sectors };
}

/** Scores a drawing that must import whole: every seat found, none extra, every label right. */
function everySeatRight(drawing: LabelDrawing): Score {
  const s = score(drawing);
  expect([s.found, s.extra]).toEqual([drawing.truth.length, 0]);
  expect(s.silentlyWrong).toEqual([]);
  expect(s.right).toBe(drawing.truth.length);
  return s;
}

describe('kind 1: the stage is drawn, with a spaced-out label, at the bottom of the sheet', () => {
  const drawing = corelStageAtBottom();

  it('finds the stage and counts rows from it: row 1 of the stalls and of the balcony nearest the stage', () => {
    const s = score(drawing);
    expect(s.result.report.stage).toBe('С Ц Е Н А');
    expect(s.result.report.stageFrom).toBe('text');
    expect([s.found, s.extra, s.right]).toEqual([156, 0, 156]);
    expect(s.sectors.map((v) => [...v])).toEqual([['stalls'], ['balcony']]);
  });

  it('lists every seat whose row was counted (no row label is drawn), with the reason', () => {
    const { report } = score(drawing).result;
    expect(report.guessedSeats).toHaveLength(156);
    expect(report.guessedSeats[0]!.reason).toBe('row label not drawn in this sector: rows counted from the stage');
    expect(report.sectors.map((x) => x.labels)).toEqual([
      { rowsFrom: { counted: 96 }, numbersFrom: { text: 96 } },
      { rowsFrom: { counted: 60 }, numbersFrom: { text: 60 } },
    ]);
  });

  it('finds the stage by its shape when no text names it: the box the rows face', () => {
    const s = score({ ...drawing, svg: drawing.svg.replace(/<text[^>]*>С Ц Е Н А<\/text>/, '') });
    expect(s.result.report.stage).toBe('');
    expect(s.result.report.stageFrom).toBe('shape');
    expect(s.right).toBe(156);
  });
});

describe('kinds 2 and 3: row numbers in the centre aisle and at both ends, numbers a glyph per text', () => {
  const s = score(illustratorAisleTheatre());

  it('reads every row and seat label as the venue has them', () => {
    expect([s.found, s.extra, s.right]).toEqual([148, 0, 148]);
    expect(s.silentlyWrong).toEqual([]);
    expect(s.result.report.guessedSeats).toEqual([]);
  });

  it('ties the aisle number to the rows on both sides of it, and joins «1» «1» into 11', () => {
    // The right block's centre is nearer the stage's: it is sector 1.
    const [right, left, balcony] = s.result.report.sectors;
    expect(left!.rows.map((r) => [r.label, r.rowFrom])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'].map((l) => [l, 'text']));
    expect(right!.rows.map((r) => r.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(balcony!.rows.map((r) => r.label)).toEqual(['1', '2', '3']);
    // Seats 10…14 of the stalls' right block and 10…12 of the balcony are two glyphs each.
    expect(right!.labels.numbersFrom).toEqual({ text: 16, glyphs: 40 });
    expect(balcony!.labels.numbersFrom).toEqual({ text: 27, glyphs: 9 });
    expect(s.result.report.duplicates).toEqual([]);
  });
});

describe('kind 4: seats under a box drawn over them', () => {
  const s = score(corelCoveredSeats());

  it('leaves the covered seats out, says which and under what, and labels the rest of their row', () => {
    expect([s.found, s.extra, s.right]).toEqual([91, 0, 91]);
    expect(s.result.report.seats).toBe(91);
    expect(s.result.report.leftOut).toHaveLength(5);
    expect(s.result.report.leftOut[0]!.reason).toBe('covered by a shape drawn over it («ПУЛЬТ»)');
    expect(s.result.report.sectors.map((x) => x.name)).toEqual(['ПАРТЕР']);
    expect(formatReport(s.result.report)).toContain('Left out: 5 seat-like shape(s) not for sale:');
  });

  it('does not take a background drawn over every seat as covering them', () => {
    const drawing = corelCoveredSeats();
    const svg = drawing.svg.replace(' </g>\n</svg>', '  <rect class="fil3" x="0" y="0" width="12000" height="9000"/>\n </g>\n</svg>');
    const result = importHallSvg(svg);
    expect(result.report.seats).toBe(91);
    expect(result.report.coversIgnored).toBe(1);
  });
});

describe('kind 5: numbers drawn as outlines (Canva), no text at all', () => {
  const s = score(canvaOutlines());
  const { report } = s.result;

  it('finds every seat and the stage by its shape; the stage label\'s outlined letters are not seats', () => {
    expect([s.found, s.extra]).toEqual([108, 0]);
    expect(report.stageFrom).toBe('shape');
    expect(report.leftOut.map((l) => l.reason)).toEqual(Array(5).fill('on the stage (part of its drawing)'));
  });

  it('says loudly that no number was read, and lists every seat as guessed', () => {
    expect(report.numbersAsOutlines).toBe(108);
    expect(report.guesses).toContain('numbers-as-outlines');
    expect(report.numbers).toEqual({ fromText: 0, guessed: 108, missing: 0 });
    expect(report.guessedSeats).toHaveLength(108);
    expect(report.guessedSeats[0]!.reason).toMatch(/numbers drawn as outlines, not text: cannot be read/);
    expect(formatReport(report).split('\n')[0]).toMatch(/^!!! SEAT NUMBERS NOT READ/);
    expect(report.sectors[0]!.labels.numbersFrom).toEqual({ outlines: 108 });
    expect(s.silentlyWrong).toEqual([]);
  });
});

describe('kind 6: rows drawn as groups that run round the whole field', () => {
  const s = score(illustratorRowBands());

  it('makes sectors from the aisles, not one per row group, and takes row labels from the groups\' names', () => {
    expect([s.found, s.extra, s.right]).toEqual([288, 0, 288]);
    expect(s.sectors.map((v) => [...v])).toEqual([['Запад'], ['Север'], ['Юг'], ['Восток']]);
    expect(s.result.report.sectors.map((x) => [x.name, x.rows.length, x.labels.rowsFrom])).toEqual(['Запад', 'Север', 'Юг', 'Восток'].map((n) => [n, 5, { group: 72 }]));
    expect(s.result.report.guessedSeats).toEqual([]);
    expect(s.result.report.stage).toBe('ПОЛЕ');
  });

  it('never names a sector after a row group', () => {
    const flat = illustratorRowBands().svg.replace(/<ellipse[^>]*\/>\n<text[^>]*>ПОЛЕ<\/text>/, '');
    expect(importHallSvg(flat).report.sectors.map((x) => x.name).some((n) => /^row/i.test(n))).toBe(false);
  });
});

describe('kind 2: row numbers at both ends of rows that meet at a narrow aisle', () => {
  // Two blocks at 30° (a bowl's corner): each row's number is drawn at both its ends, so where
  // the blocks meet the two rows' numbers lie on top of each other and join into «33».
  const rows = [1, 2, 3, 4, 5];
  const body = rows.map((r) => {
    const y = 60 + 12 * r;
    const seatsA = Array.from({ length: 9 }, (_, k) => `<circle cx="${10 + 10 * k}" cy="${y}" r="3.5" fill="#ccc"/>`).join('');
    const cos = Math.cos(Math.PI / 6);
    const sin = Math.sin(Math.PI / 6);
    const seatsB = Array.from({ length: 9 }, (_, k) => `<circle cx="${(110 + 10 * k * cos).toFixed(2)}" cy="${(y + 10 * k * sin).toFixed(2)}" r="3.5" fill="#ccc"/>`).join('');
    const label = (x: number, yy: number) => `<text x="${x.toFixed(2)}" y="${(yy + 2).toFixed(2)}" font-size="5" text-anchor="middle">${r}</text>`;
    return seatsA + seatsB + label(0, y) + label(100, y) + label(100, y) + label(110 + 90 * cos, y + 90 * sin);
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200"><rect x="40" y="5" width="120" height="30" fill="#333"/><text x="100" y="25" font-size="12" text-anchor="middle" fill="#fff">СЦЕНА</text>${body.join('')}</svg>`;

  it('gives each row its own half of the joined numbers', () => {
    const { report } = importHallSvg(svg);
    expect(report.sectors).toHaveLength(2);
    for (const sector of report.sectors) expect(sector.rows.map((r) => [r.label, r.rowFrom])).toEqual(rows.map((r) => [String(r), 'text']));
  });

  it('lists a «33» that no second row claims as doubtful, not as read', () => {
    // One block, each row's number drawn twice on top of itself at its right end only: «33»
    // may be row 33 or «3» drawn twice; nothing tells, so it is not taken as read.
    const one = rows.map((r) => {
      const y = 60 + 12 * r;
      const label = `<text x="100" y="${y + 2}" font-size="5" text-anchor="middle">${r}</text>`;
      return Array.from({ length: 9 }, (_, k) => `<circle cx="${10 + 10 * k}" cy="${y}" r="3.5" fill="#ccc"/>`).join('') + label + label;
    });
    const left = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200"><rect x="10" y="5" width="80" height="30" fill="#333"/><text x="50" y="25" font-size="12" text-anchor="middle" fill="#fff">СЦЕНА</text>${one.join('')}</svg>`;
    const { report } = importHallSvg(left);
    expect(report.sectors).toHaveLength(1);
    const doubtful = report.sectors[0]!.rows.filter((r) => r.rowFrom === 'doubled');
    expect(doubtful.length).toBeGreaterThan(0);
    expect(report.guessedSeats.some((s) => /may be one row number drawn twice/.test(s.reason))).toBe(true);
  });
});

describe('style rules with combinators (#scene text, .seat text, #draft > g)', () => {
  const drawing = corelCombinatorCss();

  it('joins the stage letters sized by #scene text into one word and names every seat from the drawing', () => {
    const s = score(drawing);
    expect(s.result.report.stage).toBe('СЦЕНА');
    expect(s.result.report.stageFrom).toBe('text');
    expect([s.found, s.right, s.silentlyWrong]).toEqual([80, 80, []]);
    expect(s.result.report.guessedSeats).toEqual([]);
  });

  it('leaves out the draft layer #draft > g hides', () => {
    expect(score(drawing).extra).toBe(0);
  });
});

describe('kind 7: row groups named with a site\'s own ids (row21 is the dress circle\'s row 1)', () => {
  const drawing = illustratorSiteRowIds();

  it('takes no group name for a row number once drawn numbers show the names are ids', () => {
    everySeatRight(drawing);
  });

  it('lists the rows with no number drawn as counted from the stage, saying what their group names said', () => {
    const { report } = score(drawing).result;
    const sides = report.guessedSeats.filter((g) => /dressCircle(Left|Right)/.test(g.sector));
    expect(sides).toHaveLength(24);
    expect(report.guessedSeats).toHaveLength(24);
    expect(sides.find((g) => g.row === '2')!.reason).toMatch(/group name says 24.*numbered differently from the row labels drawn/);
  });

  it('still takes row numbers from group names that agree with every number drawn', () => {
    const svg = drawing.svg.replace(/id="row2([1-6])"/g, (_, d: string) => `id="row${Number(d) > 2 ? Number(d) % 2 === 1 ? 1 : 2 : d}"`);
    const { report } = importHallSvg(svg);
    expect(report.guessedSeats).toEqual([]);
  });
});

describe('kind 8: lodges numbered by place, no row drawn', () => {
  const drawing = illustratorPlaceLodges();

  it('gives no row to a lodge on two lines whose numbers run across both, nor to a box one group of the file holds; keeps rows where numbers restart', () => {
    const s = everySeatRight(drawing);
    expect(s.sectors.map((v) => [...v].join()).sort()).toEqual(['balconyBox', 'gallery', 'lodgeLeft', 'lodgeRight', 'stalls']);
  });

  it('says so per sector, as a reading: only the single-line lodge and the back box are listed as guessed', () => {
    const { report } = score(drawing).result;
    const byPlace = report.sectors.filter((x) => x.placeLines !== undefined);
    expect(byPlace.map((x) => [x.name, x.placeLines, x.labels.rowsFrom])).toEqual([
      ['Ложа левая', 2, { place: 8 }],
      ['Галерея', 2, { text: 20, place: 6 }],
    ]);
    expect(formatReport(report)).toContain('numbered by place: no row drawn, numbers distinct over 2 lines');
    expect(report.guessedSeats.map((g) => g.sector).sort()).toEqual([...Array(8).fill('Балкон'), ...Array(5).fill('Ложа правая')]);
    expect(report.guessedSeats.every((g) => g.row !== '')).toBe(true);
  });

  it('keeps a counted row when one number is drawn twice in the lodge', () => {
    const [head, lodge] = drawing.svg.split('id="lodgeLeft"');
    const svg = `${head}id="lodgeLeft"${lodge!.replace('>8</text>', '>7</text>')}`;
    const { report } = importHallSvg(svg);
    expect(report.sectors.filter((x) => x.placeLines !== undefined).map((x) => x.name)).toEqual(['Галерея']);
  });
});
