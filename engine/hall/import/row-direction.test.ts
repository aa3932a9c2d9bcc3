import { describe, expect, it } from 'vitest';
import { readRealDrawing } from '../../../fixtures/exports/real';
import { parseHallSvg } from '../parse';
import { readScene } from './scene';
import { importHallSvg } from '.';

// A real drawing (fixtures/exports/real/tessitura-amazing-venue.svg): five blocks round a
// stage drawn as a frame with «STAGE» in it; in the block behind the stage the seats of a row
// are further apart (25) than the rows (20), and the corner blocks are staircases. No row or
// seat number is drawn: labels are guessed, but each row must be one of the venue's rows.
describe('rows across the line to the stage', () => {
  const drawing = readRealDrawing('tessitura-amazing-venue');
  const result = importHallSvg(drawing.svg);
  const scene = readScene(drawing.svg);
  const origin = scene.viewBox ?? scene.bounds;
  const g = parseHallSvg(result.svg);
  /** For each imported row, the venue rows (screen and row) of its seats. */
  const venueRows = new Map<string, Set<string>>();
  for (let i = 0; i < g.seatCount; i++) {
    const t = drawing.seats.find((s) => Math.hypot(s.x - (g.x[i]! + origin.minX), s.y - (g.y[i]! + origin.minY)) < 0.5 * g.r[i]!);
    const key = `${g.sector[i]}/${g.rowLabel[i]}`;
    venueRows.set(key, (venueRows.get(key) ?? new Set()).add(t ? `screen ${t.sector} row ${t.row}` : 'no seat of the venue'));
  }

  it('finds the stage drawn as a frame (stroked, not filled) round its label', () => {
    expect(result.report.stage).toBe('STAGE');
    expect(result.report.stageFrom).toBe('text');
    expect(g.stage).toHaveLength(1);
  });

  it('makes each of the venue\'s 24 rows one row, and no row of seats from two', () => {
    const mixed = [...venueRows].filter(([, rows]) => rows.size > 1).map(([row, rows]) => `${row}: ${[...rows].join(', ')}`);
    expect(mixed).toEqual([]);
    expect(venueRows.size).toBe(24);
    expect(result.report.seats).toBe(152);
  });

  it('lists every seat as guessed: nothing in the drawing names a row or a seat', () => {
    expect(result.report.guessedSeats).toHaveLength(152);
  });
});
