import { describe, expect, it } from 'vitest';
import type { HallModel } from '../../../../engine';
import { SeatStatus } from '../../../../engine';
import type { SeatsMessage } from '../../../../contract/live-seats';
import { LiveSeatStatus as Live } from '../../../../contract/seat-status';
import { liveUpdates, stepOf } from './seat-changes';

/** Seats 101…104 at indices 0…3 (101 free, 102 taken, 103 free, 104 in the cart), stand 900. */
function model(): HallModel {
  const ids = [101, 102, 103, 104];
  return {
    ids,
    indexOf: new Map(ids.map((id, i) => [id, i])),
    status: Uint8Array.from([SeatStatus.free, SeatStatus.unavailable, SeatStatus.free, SeatStatus.selected]),
    standData: new Map([[900, { quant: 5, limit: 5, cat: 1, name: 'A' }]]),
  } as unknown as HallModel;
}
const msg = (c: SeatsMessage['c'], p = 0, id = 1, n?: 1): SeatsMessage => ({ s: 7, p, id, c, ...(n ? { n } : {}) });

describe('the live stream, message by message', () => {
  it('applies the first message, skips replays, and calls a missed change a gap', () => {
    expect(stepOf(null, { p: 40, id: 50 }).kind).toBe('apply');
    expect(stepOf(50, { p: 50, id: 51 }).kind).toBe('apply');
    // p below the last applied: the changes in between were another session's.
    expect(stepOf(50, { p: 12, id: 60 }).kind).toBe('apply');
    expect(stepOf(50, { p: 40, id: 50 }).kind).toBe('duplicate');
    expect(stepOf(50, { p: 30, id: 45 }).kind).toBe('duplicate');
    expect(stepOf(50, { p: 55, id: 70 }).kind).toBe('gap');
  });

  it('repaints only seats whose drawn status changes: taken, freed, and the cart kept selected', () => {
    const cart = new Set([104]);
    const r = liveUpdates(model(), msg([[101, Live.held], [102, Live.free], [103, Live.free], [555, Live.sold]]), cart, false);
    expect(r.updates).toEqual([[101, SeatStatus.unavailable], [102, SeatStatus.free]]);
    expect(r.taken).toEqual([]);
    expect(r.standsChanged).toBe(false);
    const freedInCart = liveUpdates(model(), msg([[104, Live.free]]), cart, false);
    expect(freedInCart.updates).toEqual([]);
  });

  it('a cart seat someone else holds or buys leaves the cart; the buyer\'s own hold does not', () => {
    const cart = new Set([104]);
    for (const state of [Live.held, Live.sold]) {
      const r = liveUpdates(model(), msg([[104, state]]), cart, false);
      expect(r.taken).toEqual([104]);
      expect(r.updates).toEqual([[104, SeatStatus.unavailable]]);
    }
    const own = liveUpdates(model(), msg([[104, Live.held]]), cart, true);
    expect(own.taken).toEqual([]);
    expect(own.updates).toEqual([]);
  });

  it('standing places and counted zones ask for a reload of the counts', () => {
    expect(liveUpdates(model(), msg([[900, Live.held]]), new Set(), false).standsChanged).toBe(true);
    expect(liveUpdates(model(), msg([], 0, 1, 1), new Set(), false).standsChanged).toBe(true);
  });
});
