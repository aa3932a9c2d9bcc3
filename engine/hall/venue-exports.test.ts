// A CorelDRAW-shaped venue export, seats marked in the hall convention (fixtures/halls/venues):
// an embedded background picture, numbers drawn a digit per <text>, seats hidden by classes,
// the stage written letter by letter, row numbers, sector names and aisles drawn as text and
// lines, and no sector outlines.
import { describe, expect, it } from 'vitest';
import { readVenue } from '../../fixtures/halls/venues';
import { parseHallSvg } from './parse';
import { parsePathData } from './path-data';
import { flattenPath, pointInRings } from './path-geometry';
import type { HallGeometry } from './model';

const g: HallGeometry = parseHallSvg(readVenue('corel-marked'));
const numberOf = (id: number): string | undefined => {
  const i = g.indexOf.get(id);
  return i === undefined ? undefined : g.numberText[i];
};

describe('a marked CorelDRAW export', () => {
  it('reads every drawn seat and only those: class-hidden seats and the hidden draft layer are not seats', () => {
    // 72 stalls seats, two of them hidden (.hid {display:none}, .ghost {visibility:hidden}), 56 balcony seats.
    expect(g.seatCount).toBe(126);
    expect(g.indexOf.has(71)).toBe(false);
    expect(g.indexOf.has(72)).toBe(false);
    expect(g.indexOf.has(70)).toBe(true);
    // The draft in `#Draft {display:none}` repeats seat 1: had it been read, a duplicate would be reported.
    expect(g.warnings).toBeUndefined();
    expect(g.x[g.indexOf.get(1)!]).toBe(12540);
  });

  it('joins numbers drawn a digit per <text> in reading order, whatever order the file has them in', () => {
    expect(numberOf(9)).toBe('9');
    // Seat 10: the «0» comes first in the file, to the right of the «1».
    expect(numberOf(10)).toBe('10');
    expect(numberOf(11)).toBe('11');
    expect(numberOf(12)).toBe('12');
    // Balcony: every number written right to left.
    expect([101, 110, 111, 114].map(numberOf)).toEqual(['1', '10', '11', '14']);
  });

  it('keeps the embedded picture instead of refusing the hall', () => {
    const images = g.decoration!.images;
    expect(images).toHaveLength(1);
    expect(images[0]!.href).toMatch(/^data:image\/png;base64,/);
    expect([images[0]!.width, images[0]!.height]).toEqual([29700, 21000]);
  });

  it('reads the stage written letter by letter as one word', () => {
    expect(g.stage.map((s) => s.label)).toEqual(['СЦЕНА']);
    const stageText = g.decoration!.texts.filter((t) => t.role === 'stage');
    expect(stageText.map((t) => t.text)).toEqual(['СЦЕНА']);
    // Centred where the letters were: between the first (x 13550) and the end of the last.
    expect(stageText[0]!.anchor).toBe('middle');
    expect(stageText[0]!.x).toBeGreaterThan(14600);
    expect(stageText[0]!.x).toBeLessThan(15100);
    expect(stageText[0]!.size).toBe(500);
  });

  it('keeps row numbers, sector names and aisles as decoration, and seat numbers out of it', () => {
    const texts = g.decoration!.texts.map((t) => t.text);
    expect(texts).toContain('ПАРТЕР');
    expect(texts).toContain('БАЛКОН');
    // Row labels: both ends of the 6 stalls rows, the left end of the 4 balcony rows.
    const rowLabels = g.decoration!.texts.filter((t) => /^\d+$/.test(t.text));
    expect(rowLabels).toHaveLength(16);
    expect(rowLabels.every((t) => t.size === 200)).toBe(true);
    const stroked = g.decoration!.shapes.map((s) => [s.fill, s.stroke, s.strokeWidth]);
    expect(stroked).toEqual([
      [null, '#9c9c9c', 30], // the aisle line (.fil0 .str1)
      [null, '#2b2a29', 12], // the walls, an open polyline with fill:none
    ]);
  });

  it('derives sector outlines from the seats, hugging the curved balcony', () => {
    for (const sector of g.sectors) {
      expect(sector.outlineDerived).toBe(true);
      const rings = flattenPath(parsePathData(sector.outline!.d), sector.outline!.matrix);
      for (const i of sector.seats) expect(pointInRings(rings, g.x[i]!, g.y[i]!)).toBe(true);
    }
    const [stalls, balcony] = g.sectors;
    expect(stalls!.bounds.maxY).toBeLessThan(balcony!.bounds.minY);
    // Above the middle of the balcony's front row, level with its raised ends: inside a
    // convex hull, outside an outline that follows the rows.
    const rings = flattenPath(parsePathData(balcony!.outline!.d), balcony!.outline!.matrix);
    expect(pointInRings(rings, 14850, 10200)).toBe(false);
    expect(pointInRings(rings, 14850, 11000)).toBe(true);
  });
});
