import { ErrorCode } from '../../contract/envelope';
import { loadAvailability } from '../catalogue/availability';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { expireOrders } from '../orders/expiry';
import { amountDue, type OrderRow } from '../orders/find';
import { flagOrder, recordRefund, sendRefunds } from './refunds';
import { kickMail } from '../mail/delivery';
import { queueOrderConfirmation } from '../orders/confirmation-mail';

export type Outcome = 'paid' | 'declined';
export type CompletionResult = 'paid' | 'declined' | 'refunded' | 'unchanged';

interface PaymentRow {
  payment_id: number;
  order_id: number;
  invoice_id: string;
  amount: number;
  status: string;
}

/** A late payment keeps its order only if every place is still free; it takes them back here. */
async function retakePlaces(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const lines = await tx.all<{ calendar_id: number; zonelevel_id: number; seat_id: number | null; quantity: number; refunded: number; st_id: number | null }>(
    `SELECT l.calendar_id, l.zonelevel_id, l.seat_id, l.quantity, l.refunded, hs.st_id FROM order_lines l
       JOIN orders o ON o.order_id = l.order_id
       LEFT JOIN events e ON e.event_id = o.event_id LEFT JOIN venues v ON v.seatroot_id = e.seatroot_id
       LEFT JOIN hall_seats hs ON hs.hall_id = v.hall_id AND hs.seat_id = l.seat_id
      WHERE l.order_id = ?`,
    [orderId],
  );
  const calendarIds = [...new Set(lines.map((l) => l.calendar_id))].sort((a, b) => a - b);
  // The sessions' row locks, as the hold path takes them before counting (PostgreSQL), so a
  // concurrent hold cannot count the same free places.
  for (const id of calendarIds) await tx.get('SELECT calendar_id FROM sessions WHERE calendar_id = ? FOR UPDATE', [id]);
  const availability = await loadAvailability(tx, now, { calendarIds });
  const need = new Map<string, number>();
  for (const l of lines) need.set(`${l.calendar_id}:${l.zonelevel_id}`, (need.get(`${l.calendar_id}:${l.zonelevel_id}`) ?? 0) + l.quantity - l.refunded);
  for (const [key, n] of need) {
    const [cal, zone] = key.split(':').map(Number) as [number, number];
    if (n > (availability.get(cal)?.byZone.get(zone) ?? 0)) return false;
  }
  // Every place but a standing one (st_id -1) is a seat held one order at a time, as in plan.ts.
  for (const l of lines.filter((x) => x.seat_id != null && x.st_id !== -1)) {
    const held = await tx.run('INSERT INTO seat_holds (calendar_id, seat_id, order_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [l.calendar_id, l.seat_id, orderId]);
    if (!held.changes) return false;
  }
  return true;
}

/** Why a confirmed payment cannot pay its order; null when it can. */
async function refusal(tx: Db, p: PaymentRow, order: OrderRow, now: Date): Promise<string | null> {
  if (order.status === 20) return 'second payment for a paid order: refunded';
  // The amount is checked against what is owed now, not when the invoice was opened.
  const due = amountDue(order);
  if (Math.abs(p.amount - due) > 0.005) return `payment of ${p.amount} does not match the ${due} due: refunded`;
  if (order.status === 0) return null;
  if (order.status === 90 && (await retakePlaces(tx, p.order_id, now))) return null;
  return 'late payment refunded: the places were sold meanwhile';
}

/**
 * The single place where an order becomes paid. Idempotent: a confirmation delivered
 * twice, or racing a status poll, finds the payment completed and changes nothing.
 * Money that cannot pay its order is refunded through the provider and the order flagged:
 * a second payment, an invoice whose amount no longer matches what is due (the order
 * changed after it was opened), an invoice cancelled by such a change, and a payment after
 * expiry whose places were sold meanwhile.
 */
export async function completePayment(ctx: AppContext, invoiceId: string, outcome: Outcome): Promise<{ result: CompletionResult; orderId: number; status: string }> {
  const now = ctx.now();
  const done = await ctx.db.tx(async (tx) => {
    const p = await tx.get<PaymentRow>('SELECT payment_id, order_id, invoice_id, amount, status FROM payments WHERE invoice_id = ?', [invoiceId]);
    if (!p) throw new DomainError('notFound', ErrorCode.notFound, 'Payment not found');
    const at = now.toISOString();
    const refund = async (why: string) => {
      await tx.run(`UPDATE payments SET status = 'refunded', completed_at = ? WHERE payment_id = ?`, [at, p.payment_id]);
      await flagOrder(tx, p.order_id, why);
      // A cancelled order must not keep holds a partial retake may have written.
      await tx.run('DELETE FROM seat_holds WHERE order_id = ? AND order_id IN (SELECT order_id FROM orders WHERE status = 90)', [p.order_id]);
      await recordRefund(tx, { orderId: p.order_id, invoiceId: p.invoice_id, amount: p.amount, reason: why }, now);
      return { result: 'refunded' as const, orderId: p.order_id, status: 'refunded' };
    };
    if (p.status === 'cancelled' && outcome === 'paid') return refund('payment of an invoice cancelled by a change of the order: refunded');
    // Already decided: the answer carries the decision that stands (a decline stays a decline).
    if (p.status !== 'created' && p.status !== 'pending') return { result: 'unchanged' as const, orderId: p.order_id, status: p.status };
    if (outcome === 'declined') {
      await tx.run(`UPDATE payments SET status = 'declined', completed_at = ? WHERE payment_id = ?`, [at, p.payment_id]);
      return { result: 'declined' as const, orderId: p.order_id, status: 'declined' };
    }
    await expireOrders(tx, now);
    const order = (await tx.get<OrderRow>('SELECT * FROM orders WHERE order_id = ?', [p.order_id]))!;
    const why = await refusal(tx, p, order, now);
    if (why) return refund(why);
    await tx.run(`UPDATE payments SET status = 'paid', completed_at = ? WHERE payment_id = ?`, [at, p.payment_id]);
    await tx.run(
      `UPDATE orders SET status = 20, paid_amount = paid_amount + ?, paid_at = ?, reserve_until = ?, pushkin_status = CASE WHEN pushkin = 1 THEN 0 ELSE pushkin_status END
        WHERE order_id = ?`,
      [p.amount, at, at, p.order_id],
    );
    // The tickets are mailed: written with the payment, sent after commit.
    await queueOrderConfirmation(tx, ctx, p.order_id, now);
    return { result: 'paid' as const, orderId: p.order_id, status: 'paid' };
  });
  if (done.result === 'refunded') await sendRefunds(ctx, done.orderId);
  if (done.result === 'paid') kickMail(ctx);
  return done;
}
