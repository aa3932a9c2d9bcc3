import { SeatStatus, type HallModel } from '../../../../engine';

/**
 * The zones on sale (those with a price) that have no free numbered seat left in the loaded
 * hall: the buyer may wait for them. Standing places are sold by count, not waited for.
 * Runs in the scheme page's render, on up to 200,000 seats: one hash lookup per run of seats
 * of one zone (a hall lists a zone's seats together), none per seat, and it stops once every
 * zone has a free seat.
 */
export function soldOutZones(model: Pick<HallModel, 'seatCount' | 'status' | 'cat'>, onSale: readonly number[]): number[] {
  const waiting = new Set(onSale);
  let last = NaN;
  for (let i = 0; i < model.seatCount && waiting.size > 0; i++) {
    if (model.status[i] !== SeatStatus.free) continue;
    const zone = model.cat[i]!;
    if (zone === last) continue;
    last = zone;
    waiting.delete(zone);
  }
  return onSale.filter((z) => waiting.has(z));
}
