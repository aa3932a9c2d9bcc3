import { describe, expect, it } from 'vitest';
import { SeatKind } from '../../contract/seat-kind';
import { SeatStatus } from '../hall/model';
import { recordingContext } from '../testing/recording-context';
import { twoSectorHall } from '../testing/synthetic-hall';
import { batchByColor } from './batch';
import { buildPalette } from './palette';
import { drawSeatKindMarks } from './seat-kind-marks';

function setup() {
  const model = twoSectorHall();
  model.kind[0] = SeatKind.wheelchair;
  model.kind[1] = SeatKind.companion;
  model.kind[2] = SeatKind.aisle;
  model.status[0] = SeatStatus.unavailable;
  const palette = buildPalette(model, new Map([[21, '#8e44ad'], [22, '#16a085']]));
  const all = Int32Array.from({ length: model.seatCount }, (_, i) => i);
  return { model, params: { model, batches: batchByColor(all, model.status, palette), palette, view: { k: 20, x: 0, y: 0 }, pixelRatio: 2, stroke: false } };
}

describe('seat kind marks', () => {
  it('frames a wheelchair space with a square and a companion seat with a ring, whatever their colour or status', () => {
    const { params } = setup();
    const rec = recordingContext();
    drawSeatKindMarks(rec.ctx, params);
    // A shape, not a colour: the unavailable wheelchair space is marked too; the aisle seat is not.
    expect(rec.count('rect')).toBe(1);
    expect(rec.count('arc')).toBe(1);
    expect(rec.count('stroke')).toBe(2);
    expect(rec.writes('strokeStyle')).toEqual(['#ffffff']);
  });

  it('draws nothing where a mark would not be legible, or in a hall without accessible places', () => {
    const { model, params } = setup();
    const small = recordingContext();
    drawSeatKindMarks(small.ctx, { ...params, view: { k: 5, x: 0, y: 0 } });
    expect(small.count('rect') + small.count('arc')).toBe(0);
    model.kind.fill(0);
    const none = recordingContext();
    drawSeatKindMarks(none.ctx, params);
    expect(none.count('stroke')).toBe(0);
  });
});
