import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { recordingContext } from '../testing/recording-context';
import { twoSectorHall } from '../testing/synthetic-hall';
import { OverlayMarks } from './overlay-marks';

const paths = { sectors: [], stands: [], stage: [] };
const view = { k: 10, x: 0, y: 0 };

describe('OverlayMarks', () => {
  it('marks the seats model.status says are selected, below the threshold only: it keeps no selection of its own', () => {
    const model = twoSectorHall();
    const marks = new OverlayMarks(model, paths, 1);
    expect(marks.shown('sectors')).toBe(false);
    model.status[2] = SeatStatus.selected;
    model.status[5] = SeatStatus.selected;
    marks.statusesChanged();
    expect(marks.shown('sectors')).toBe(true);
    // At seat level the seats carry their own marks.
    expect(marks.shown('seats')).toBe(false);
    const r = recordingContext();
    marks.draw(r.ctx, view, 'sectors');
    expect(r.count('arc')).toBe(2);
    model.status[2] = SeatStatus.free;
    model.status[5] = SeatStatus.unavailable;
    marks.statusesChanged();
    expect(marks.shown('sectors')).toBe(false);
  });

  it('starts from the selected seats it is given (the colours listed them) without listing them again', () => {
    const model = twoSectorHall();
    model.status[2] = SeatStatus.selected;
    let reads = 0;
    const status = model.status;
    const counted = { ...model, status: new Proxy(status, { get: (t, k) => (typeof k === 'string' && /^\d+$/.test(k) && reads++, Reflect.get(t, k)) }) };
    const marks = new OverlayMarks(counted, paths, 1, [2]);
    expect(marks.shown('sectors')).toBe(true);
    const r = recordingContext();
    marks.draw(r.ctx, view, 'sectors');
    expect(r.count('arc')).toBe(1);
    expect(reads).toBe(0);
    // A change of statuses lists them from model.status again.
    status[2] = SeatStatus.free;
    marks.statusesChanged();
    expect(marks.shown('sectors')).toBe(false);
    expect(reads).toBe(model.seatCount);
  });

  it('hover and focus show at every level; the same again is no change', () => {
    const marks = new OverlayMarks(twoSectorHall(), paths, 1);
    expect(marks.setHover(3)).toBe(true);
    expect(marks.setHover(3)).toBe(false);
    expect(marks.shown('seats')).toBe(true);
    marks.setHover(null);
    expect(marks.setFocus(null, 1)).toBe(true);
    expect(marks.setFocus(null, 1)).toBe(false);
    expect(marks.shown('seats')).toBe(true);
  });
});
