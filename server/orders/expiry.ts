import type { Db } from '../db/driver';
import { cancelOpenInvoices } from './open-invoices';

/**
 * Cancels reservations whose time ran out and releases what they held: seats, promo-code
 * uses and bonuses. Called inside every hold transaction and by a periodic sweep.
 */
export async function expireOrders(tx: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const expired = await tx.all<{ order_id: number; client_id: number | null; bonuses_used: number; promo_code: string | null; discount: number }>(
    // Locked, so that concurrent transactions (PostgreSQL) release each order once; one that
    // another is releasing right now is skipped, not waited for.
    `SELECT order_id, client_id, bonuses_used, promo_code, discount FROM orders WHERE status = 0 AND reserve_until <= ? FOR UPDATE SKIP LOCKED`,
    [at],
  );
  if (!expired.length) return 0;
  for (const o of expired) {
    await tx.run('DELETE FROM seat_holds WHERE order_id = ?', [o.order_id]);
    if (o.bonuses_used > 0 && o.client_id != null) await tx.run('UPDATE clients SET bonuses = bonuses + ? WHERE id = ?', [o.bonuses_used, o.client_id]);
    if (o.promo_code) await tx.run('UPDATE promo_codes SET used = used - 1 WHERE code = ? AND used > 0', [o.promo_code]);
    // The discount goes with the reservation, so its invoices no longer match; an undiscounted
    // invoice stays open: paid late, it keeps the order if the places are still free.
    if (o.discount > 0) await cancelOpenInvoices(tx, o.order_id, now);
    await tx.run(`UPDATE orders SET status = 90, bonuses_used = 0, promo_code = NULL, discount = 0 WHERE order_id = ?`, [o.order_id]);
  }
  return expired.length;
}
