import { SeatStatus } from '../hall/model';
import type { HallModel, SeatStatusCode } from '../hall/model';
import type { Renderer } from '../render/renderer';
import type { SeatMap } from './types';

/** A bulk status update larger than this re-syncs everything instead of seat by seat. */
const BULK_UPDATE = 5000;

export type StatusUpdates = Pick<SeatMap, 'select' | 'unselect' | 'setStatuses' | 'setStandQuantities'>;

/**
 * Seat statuses and standing areas' places left, written into the model and passed on to
 * the renderer (and, through `statusChanged`, to the accessible list).
 */
export function createStatusUpdates(model: HallModel, renderer: Renderer, statusChanged: (i: number) => void): StatusUpdates {
  function changed(indices: number[]) {
    if (indices.length === 0) return;
    if (indices.length > BULK_UPDATE) renderer.seatsChanged();
    else renderer.seatsChanged(indices);
    for (const i of indices) statusChanged(i);
  }

  function setStatus(seatId: number, from: SeatStatusCode | null, to: SeatStatusCode): boolean {
    const i = model.indexOf.get(seatId);
    if (i === undefined) return false;
    if (from !== null && model.status[i] !== from) return false;
    if (model.status[i] === to) return from === null;
    model.status[i] = to;
    changed([i]);
    return true;
  }

  return {
    select: (seatId) => setStatus(seatId, SeatStatus.free, SeatStatus.selected),
    unselect: (seatId) => setStatus(seatId, SeatStatus.selected, SeatStatus.free),
    setStatuses(updates) {
      const touched: number[] = [];
      for (const [seatId, status] of updates) {
        const i = model.indexOf.get(seatId);
        if (i === undefined || model.status[i] === status) continue;
        model.status[i] = status;
        touched.push(i);
      }
      changed(touched);
    },
    setStandQuantities(updates) {
      let changed = false;
      for (const [id, quant] of updates) {
        const data = model.standData.get(id);
        if (!data || data.quant === quant || !Number.isFinite(quant)) continue;
        data.quant = quant;
        changed = true;
      }
      if (changed) renderer.standsChanged();
    },
  };
}
