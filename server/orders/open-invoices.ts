import type { Db } from '../db/driver';

/**
 * An invoice is opened for what the order owed at that moment. When the amount changes
 * (extras, discounts, expiry of a discounted order) the open ones are cancelled in the same
 * transaction, so an old invoice can no longer pay the order; if the buyer pays it anyway,
 * completePayment refunds it.
 */
export async function cancelOpenInvoices(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.run(`UPDATE payments SET status = 'cancelled', completed_at = ? WHERE order_id = ? AND status IN ('created', 'pending')`, [now.toISOString(), orderId]);
}
