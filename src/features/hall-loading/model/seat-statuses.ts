import type { SchemeMap } from '../../../../contract/booking';
import type { HallModel, SeatStatusCode } from '../../../../engine';
import { SeatStatus } from '../../../../engine';

export interface StatusRefresh {
  /** For `SeatMap.setStatuses`. */
  updates: Array<[number, SeatStatusCode]>;
  /** Cart places the fresh data no longer offers (taken meanwhile): they leave the cart. */
  gone: number[];
  /** Fresh standing-place data by stand id. */
  stands: Map<number, { quant: number; limit: number; cat: number; name: string }>;
}

/**
 * Compares the model with fresh `/api/scheme/map` data: seats listed (quant above 0) are
 * free, or selected when the cart holds them; every other seat is unavailable. A cart seat
 * that is not listed, or a standing place with fewer places left than the cart holds, is
 * gone. `cart` maps a cart place's seat_id to the quantity held.
 */
export function refreshStatuses(model: HallModel, fresh: Pick<SchemeMap, 'seat_numbers' | 'seat_stand'>, cart: ReadonlyMap<number, number>): StatusRefresh {
  const onSale = new Set<number>();
  const stands: StatusRefresh['stands'] = new Map();
  const standIds = new Set(model.stands.map((s) => s.id));
  for (const item of [...fresh.seat_numbers, ...fresh.seat_stand]) {
    if (standIds.has(item.seat_id)) stands.set(item.seat_id, { quant: item.quant, limit: item.limit, cat: item.cat, name: item.seat_name });
    else if (item.quant > 0) onSale.add(item.seat_id);
  }
  const updates: StatusRefresh['updates'] = [];
  const gone: number[] = [];
  for (let i = 0; i < model.seatCount; i++) {
    const id = model.ids[i]!;
    const held = cart.has(id);
    const next: SeatStatusCode = !onSale.has(id) ? SeatStatus.unavailable : held ? SeatStatus.selected : SeatStatus.free;
    if (held && next === SeatStatus.unavailable) gone.push(id);
    if (model.status[i] !== next) updates.push([id, next]);
  }
  for (const [id, quantity] of cart) {
    if (!standIds.has(id)) continue;
    if ((stands.get(id)?.quant ?? 0) < quantity) gone.push(id);
  }
  return { updates, gone, stands };
}
