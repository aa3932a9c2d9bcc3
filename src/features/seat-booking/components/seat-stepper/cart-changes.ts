import type { CartSeat } from '../../../../../engine/machines';

export interface CartChanges {
  /** Places that came in; a standing place that grew, with the places added. */
  added: CartSeat[];
  /** Places that went out; a standing place that shrank, with the places taken away. */
  removed: CartSeat[];
}

/** What changed between two states of the cart, in the cart's order. */
export function cartChanges(before: readonly CartSeat[], after: readonly CartSeat[]): CartChanges {
  const was = new Map(before.map((i) => [i.seat_id, i]));
  const now = new Map(after.map((i) => [i.seat_id, i]));
  const added: CartSeat[] = [];
  const removed: CartSeat[] = [];
  for (const item of after) {
    const old = was.get(item.seat_id)?.quantity ?? 0;
    if (item.quantity > old) added.push({ ...item, quantity: item.quantity - old });
  }
  for (const item of before) {
    const left = now.get(item.seat_id)?.quantity ?? 0;
    if (left < item.quantity) removed.push({ ...item, quantity: item.quantity - left });
  }
  return { added, removed };
}
