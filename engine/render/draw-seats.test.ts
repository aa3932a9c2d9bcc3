import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { recordingContext } from '../testing/recording-context';
import { twoSectorHall } from '../testing/synthetic-hall';
import { batchByColor } from './batch';
import { drawSeatNumbers, drawSeatsAsArcs, drawSelectionMarks, SEAT_STROKE_RATIO } from './draw-seats';
import { buildPalette } from './palette';
import { defaultSeatMapSettings } from '../hall/model';
import { levelOfDetail } from '../lod/lod';

function setup(stroke = false) {
  const model = twoSectorHall();
  model.status[3] = SeatStatus.selected;
  model.status[30] = SeatStatus.unavailable;
  const palette = buildPalette(model, new Map([[21, '#8e44ad'], [22, '#16a085']]));
  const all = Int32Array.from({ length: model.seatCount }, (_, i) => i);
  const batches = batchByColor(all, model.status, palette);
  return { model, palette, params: { model, batches, palette, view: { k: 20, x: 0, y: 0 }, pixelRatio: 2, stroke } };
}

describe('drawing seats as arcs', () => {
  it('fills one path per colour, one arc per seat', () => {
    const { model, params } = setup();
    const rec = recordingContext();
    drawSeatsAsArcs(rec.ctx, params);
    // Two zone colours, selected and unavailable: four fills, whatever the seat count.
    expect(rec.count('fill')).toBe(4);
    expect(rec.count('beginPath')).toBe(4);
    expect(rec.count('arc')).toBe(model.seatCount);
    expect(rec.writes('fillStyle')).toEqual(['#d3d6db', '#1d1d1f', '#8e44ad', '#16a085']);
    expect(rec.count('stroke')).toBe(0);
  });

  it('strokes seats at 0.35 × r when the map asks for it', () => {
    const { model, params } = setup(true);
    const rec = recordingContext();
    drawSeatsAsArcs(rec.ctx, params);
    expect(rec.count('stroke')).toBe(4);
    expect(rec.writes('lineWidth')[0]).toBeCloseTo(SEAT_STROKE_RATIO * model.r[0]!);
  });

  it('draws squares instead of arcs when a seat is smaller than a device pixel or so', () => {
    const { model, params } = setup();
    const rec = recordingContext();
    drawSeatsAsArcs(rec.ctx, { ...params, view: { k: 1, x: 0, y: 0 }, pixelRatio: 1 });
    expect(rec.count('arc')).toBe(0);
    expect(rec.count('rect')).toBe(model.seatCount);
  });

  it('writes seat numbers only when they are legible', () => {
    const { model, params } = setup();
    const big = recordingContext();
    drawSeatNumbers(big.ctx, params);
    expect(big.count('fillText')).toBe(model.seatCount);
    expect(big.calls.find((c) => c.name === 'fillText')?.args[0]).toBe('1');
    const small = recordingContext();
    drawSeatNumbers(small.ctx, { ...params, view: { k: 5, x: 0, y: 0 } });
    expect(small.count('fillText')).toBe(0);
  });

  it('writes numbers on exactly the zooms where the level of detail promises them', () => {
    const { model, params } = setup();
    const meta = { ...defaultSeatMapSettings, showseatnumber: true };
    const r = model.r[0]!;
    const disagree: number[] = [];
    // Every zoom from seats of 4 px to 10 px in radius, a hundredth of a pixel apart.
    for (let radiusPx = 4; radiusPx <= 10; radiusPx += 0.01) {
      const k = radiusPx / r;
      const rec = recordingContext();
      drawSeatNumbers(rec.ctx, { ...params, view: { k, x: 0, y: 0 } });
      const drawn = rec.count('fillText') === model.seatCount;
      const promised = levelOfDetail(k, meta, r) === 'seats-and-numbers';
      if (drawn !== promised) disagree.push(Math.round(radiusPx * 100) / 100);
    }
    expect(disagree).toEqual([]);
  });

  it('marks selected seats with a white dot where it is legible', () => {
    const { params } = setup();
    const rec = recordingContext();
    drawSelectionMarks(rec.ctx, params);
    // Seat 3 is the only selected one.
    expect(rec.count('arc')).toBe(1);
    expect(rec.writes('fillStyle')).toEqual(['#ffffff']);
    const small = recordingContext();
    drawSelectionMarks(small.ctx, { ...params, view: { k: 5, x: 0, y: 0 } });
    expect(small.count('arc')).toBe(0);
  });
});
