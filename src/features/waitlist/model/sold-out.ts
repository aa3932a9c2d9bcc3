import { SeatStatus, type HallModel } from '../../../../engine';

/**
 * The zones on sale (those with a price) that have no free numbered seat left in the loaded
 * hall: the buyer may wait for them. Standing places are sold by count, not waited for.
 */
export function soldOutZones(model: Pick<HallModel, 'seatCount' | 'status' | 'cat'>, onSale: readonly number[]): number[] {
  const free = new Set<number>();
  for (let i = 0; i < model.seatCount; i++) if (model.status[i] === SeatStatus.free) free.add(model.cat[i]!);
  return onSale.filter((z) => !free.has(z));
}
