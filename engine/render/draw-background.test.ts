import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVenue } from '../../fixtures/halls/venues';
import { parseHallSvg } from '../hall/parse';
import { joinSeatData } from '../hall/join';
import { recordingContext } from '../testing/recording-context';
import { drawBackground, MIN_DECORATION_TEXT_PX, styledPaths } from './draw-background';
import { readExport } from '../../fixtures/exports';
import { buildOutlinePaths, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette } from './palette';

// A venue export's own drawing (fixtures/halls/venues/corel-marked.svg): an aisle line, the
// walls, the stage written letter by letter, sector names (420 units), row numbers (200).
beforeEach(() => {
  vi.stubGlobal('Path2D', class { addPath() {} });
  vi.stubGlobal('DOMMatrix', class {});
});
afterEach(() => vi.unstubAllGlobals());

function draw(k: number, composite = 'source-over') {
  const model = joinSeatData(parseHallSvg(readVenue('corel-marked')), { seat_numbers: [], seat_stand: [], zoomporog: 500, zoommax: 24, usestrokesector: 0, showseatnumber: 1 });
  const palette = buildPalette(model, new Map());
  const rec = recordingContext();
  rec.ctx.globalCompositeOperation = composite as GlobalCompositeOperation;
  drawBackground(rec.ctx, {
    model, paths: buildOutlinePaths(model), sectorKeys: sectorFillKeys(model, palette), standKeys: standFillKeys(model, palette), palette,
    view: { k, x: 0, y: 0 }, width: 29700 * k, height: 21000 * k, pixelRatio: 2, strokeSectors: false,
  });
  return rec;
}

const texts = (rec: ReturnType<typeof recordingContext>) => rec.calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);

describe('the venue drawing under the map', () => {
  it('draws text only where it is large enough to read', () => {
    // 200 × 0.02 = 4 px: row numbers left out; names (8.4 px) and the stage (10 px) drawn.
    expect(200 * 0.02).toBeLessThan(MIN_DECORATION_TEXT_PX);
    expect(texts(draw(0.02)).sort()).toEqual(['БАЛКОН', 'ПАРТЕР', 'СЦЕНА']);
    expect(texts(draw(0.05))).toHaveLength(3 + 16);
  });

  it('labels the dark stage in white and strokes the drawing\'s lines in their colours', () => {
    const rec = draw(0.05);
    const stage = rec.calls.findIndex((c) => c.name === 'fillText' && c.args[0] === 'СЦЕНА');
    const styles = rec.calls.slice(0, stage).filter((c) => c.name === 'set:fillStyle');
    expect(styles[styles.length - 1]!.args[0]).toBe('#ffffff');
    expect(rec.writes('strokeStyle').slice(0, 2)).toEqual(['#9c9c9c', '#2b2a29']);
    expect(rec.count('save')).toBe(rec.count('restore'));
  });

  it('keeps the stacking when painted under existing pixels (the hall bitmap)', () => {
    const over = draw(0.05);
    const firstText = (rec: ReturnType<typeof recordingContext>) => rec.calls.findIndex((c) => c.name === 'fillText');
    const firstLine = (rec: ReturnType<typeof recordingContext>) => rec.calls.findIndex((c) => c.name === 'set:strokeStyle' && c.args[0] === '#9c9c9c');
    expect(firstLine(over)).toBeLessThan(firstText(over));
    const under = draw(0.05, 'destination-over');
    expect(firstText(under)).toBeLessThan(firstLine(under));
  });
});

describe('shapes drawn even-odd (fixtures/exports/illustrator-symbols.svg)', () => {
  it('fills them by the even-odd rule and never in one path with a shape they overlap', () => {
    const model = joinSeatData(parseHallSvg(readExport('illustrator-symbols').svg), { seat_numbers: [], seat_stand: [], zoomporog: 500, zoommax: 24, usestrokesector: 0, showseatnumber: 1 });
    const palette = buildPalette(model, new Map());
    const rec = recordingContext();
    drawBackground(rec.ctx, {
      model, paths: buildOutlinePaths(model), sectorKeys: sectorFillKeys(model, palette), standKeys: standFillKeys(model, palette), palette,
      view: { k: 2, x: 0, y: 0 }, width: 600, height: 400, pixelRatio: 1, strokeSectors: false,
    });
    const fills = rec.calls.filter((c) => c.name === 'fill').map((c) => c.args[1]);
    // The walls (a ring), the exit and its copy (one non-zero path), the pillar with a hole;
    // the derived sector outline (non-zero), the dance floor around its bar; the stage.
    expect(fills).toEqual(['evenodd', 'nonzero', 'evenodd', 'nonzero', 'evenodd', 'nonzero']);
    // Two even-odd shapes that overlap: each its own path, whatever their style.
    const ring = 'M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z';
    const shape = (x: number) => ({ outline: { d: ring, matrix: [1, 0, 0, 1, x, 0] as const, bounds: { minX: x, minY: 0, maxX: x + 10, maxY: 10 }, evenOdd: true as const }, fill: '#000000', stroke: null, strokeWidth: 0 });
    expect(styledPaths({ shapes: [shape(0), shape(20), shape(25)], texts: [], images: [] }).length).toBe(2);
  });
});
