import type { AppContext } from '../context';
import type { Db } from '../db/driver';

export interface RefundRequest {
  orderId: number;
  invoiceId: string;
  amount: number;
  reason: string;
}

/**
 * Records, inside the caller's transaction, money that must go back to the buyer. The
 * provider is called after commit (`sendRefunds`): a bank call inside a transaction would
 * hold the write lock for a network round trip, and a rollback could not undo it.
 */
export async function recordRefund(tx: Db, r: RefundRequest, now: Date): Promise<void> {
  if (!(r.amount > 0)) return;
  await tx.run('INSERT INTO refunds (order_id, invoice_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?)', [r.orderId, r.invoiceId, r.amount, r.reason, now.toISOString()]);
}

/**
 * Appends a note for an operator to the order's flag. With `unlessLike`, an order whose flag
 * already matches that LIKE pattern is left alone (a retried refund is noted once).
 */
export async function flagOrder(db: Db, orderId: number, note: string, unlessLike?: string): Promise<void> {
  await db.run(
    `UPDATE orders SET flagged = COALESCE(flagged || '; ', '') || ? WHERE order_id = ?${unlessLike ? ' AND (flagged IS NULL OR flagged NOT LIKE ?)' : ''}`,
    unlessLike ? [note, orderId, unlessLike] : [note, orderId],
  );
}

/**
 * Sends the refunds the provider has not accepted yet: an order's own, after the transaction
 * that recorded them (a buyer's request waits for no other order's bank calls), and all of
 * them in the periodic sweep, so a refused or interrupted call is retried. The refund id is
 * the provider's idempotency key, so a retry never pays twice.
 */
export async function sendRefunds(ctx: AppContext, orderId?: number): Promise<void> {
  const unsent = await ctx.db.all<{ refund_id: number; order_id: number; invoice_id: string; amount: number }>(
    `SELECT refund_id, order_id, invoice_id, amount FROM refunds WHERE sent_at IS NULL${orderId === undefined ? '' : ' AND order_id = ?'} ORDER BY refund_id`,
    orderId === undefined ? [] : [orderId],
  );
  for (const r of unsent) {
    try {
      await ctx.payments.refund(r.invoice_id, r.amount, `refund-${r.refund_id}`);
      await ctx.db.run('UPDATE refunds SET sent_at = ? WHERE refund_id = ? AND sent_at IS NULL', [ctx.now().toISOString(), r.refund_id]);
    } catch (err) {
      // Stays unsent for the next sweep; the order tells an operator why.
      const note = `refund ${r.refund_id} of ${r.amount} not accepted by the provider: ${err instanceof Error ? err.message : String(err)}`;
      await flagOrder(ctx.db, r.order_id, note, `%refund ${r.refund_id} of %`);
    }
  }
}
