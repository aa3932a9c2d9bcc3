import crypto from 'node:crypto';
import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { msg } from '../http/messages';
import { amountDue, findOrder, reserveSecondsLeft } from '../orders/find';
import { completePayment } from './complete';
import { PUSHKIN_VERIFY_MS, type Protocol, type StartResult } from './provider';

const cannotPay = () => new ApiFailure(409, ErrorCode.payment, msg('cannotPay'));

/**
 * Nominal tickets (writeticketname 1) carry their holders: an order is paid for only once
 * every ticket is named (the nominal form, POST /api/confirm-nominal), so nobody pays for
 * tickets that cannot be issued.
 */
async function unnamedTickets(tx: Db, orderId: number): Promise<number> {
  const row = await tx.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM tickets t
       JOIN order_lines l ON l.line_id = t.line_id
       JOIN orders o ON o.order_id = l.order_id
       JOIN events e ON e.event_id = o.event_id
       LEFT JOIN holders h ON h.ticket_id = t.ticket_id
      WHERE o.order_id = ? AND e.writeticketname = 1 AND t.package_id IS NULL AND h.ticket_id IS NULL`,
    [orderId],
  );
  return row?.n ?? 0;
}
const holdersMissing = () => new ApiFailure(409, ErrorCode.payment, msg('holdersMissing'));

/** POST to an urnPay URL: opens a payment of what the order owes with the chosen protocol. */
export async function startPayment(ctx: AppContext, protocolName: string, hash: string, origin: string): Promise<StartResult> {
  const types = await ctx.db.all<{ creditcompany_id: number; protocol_type: string }>('SELECT creditcompany_id, protocol_type FROM payment_types');
  // A state of this shop, not an outage: retrying will not help, so not a 5xx.
  if (!types.length) throw new ApiFailure(409, ErrorCode.noBank, msg('paymentMethodNotSet', { code: ErrorCode.noBank }));
  const type = types.find((t) => t.protocol_type === protocolName);
  if (!type) throw new ApiFailure(400, ErrorCode.unknownBank, msg('paymentMethodInvalid', { code: ErrorCode.unknownBank }));
  const protocol = type.protocol_type as Protocol;
  const order = await findOrder(ctx.db, hash);
  if ((protocol === 'pushkin') !== (order.pushkin === 1)) {
    throw new ApiFailure(400, ErrorCode.payment, msg('paymentMethodInvalid', { code: ErrorCode.payment }));
  }
  if (protocol === 'pushkin') return pushkinStep(ctx, order.order_id, order.hash, origin);
  const now = ctx.now();
  const invoiceId = crypto.randomBytes(16).toString('hex');
  // Read what is owed and open the invoice in one transaction: a discount or extra applied
  // meanwhile either comes before (and is in the amount) or after (and cancels this invoice).
  const due = await ctx.db.tx(async (tx) => {
    const fresh = await findOrder(tx, hash);
    const owed = amountDue(fresh);
    if (fresh.status !== 0 || reserveSecondsLeft(fresh, now) === 0 || owed <= 0) throw cannotPay();
    if (await unnamedTickets(tx, fresh.order_id)) throw holdersMissing();
    await tx.run(
      `INSERT INTO payments (order_id, invoice_id, creditcompany_id, amount, status, created_at) VALUES (?, ?, ?, ?, 'created', ?)`,
      [fresh.order_id, invoiceId, type.creditcompany_id, owed, now.toISOString()],
    );
    return owed;
  });
  return ctx.payments.start({ invoiceId, orderHash: order.hash, amount: due, protocol, origin, phone: order.phone });
}

/**
 * The Pushkin card: the first call opens a verification; while it is in progress (3)
 * the page polls the same URL every 20 s until it answers 0 (paid) or 4 (annulled).
 */
async function pushkinStep(ctx: AppContext, orderId: number, hash: string, origin: string): Promise<StartResult> {
  const now = ctx.now();
  const order = await findOrder(ctx.db, hash);
  if (order.status === 20) return { pushkinCode: 0 };
  if (order.status === 90 && order.pushkin_status === 4) return { pushkinCode: 4 };
  const pending = await ctx.db.get<{ invoice_id: string; created_at: string }>(
    `SELECT invoice_id, created_at FROM payments WHERE order_id = ? AND status = 'pending' ORDER BY payment_id DESC LIMIT 1`,
    [orderId],
  );
  if (pending) {
    if (now.getTime() - Date.parse(pending.created_at) < PUSHKIN_VERIFY_MS) return { pushkinCode: 3 };
    const { result } = await completePayment(ctx, pending.invoice_id, 'paid');
    return { pushkinCode: result === 'paid' || result === 'unchanged' ? 0 : 4 };
  }
  if (order.status !== 0 || reserveSecondsLeft(order, now) === 0) throw cannotPay();
  if (await unnamedTickets(ctx.db, orderId)) throw holdersMissing();
  const invoiceId = crypto.randomBytes(16).toString('hex');
  const verdict = await ctx.payments.start({ invoiceId, orderHash: hash, amount: amountDue(order), protocol: 'pushkin', origin, phone: order.phone });
  const type = (await ctx.db.get<{ creditcompany_id: number }>(`SELECT creditcompany_id FROM payment_types WHERE protocol_type = 'pushkin'`))!;
  await ctx.db.run(
    `INSERT INTO payments (order_id, invoice_id, creditcompany_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    [orderId, invoiceId, type.creditcompany_id, amountDue(order), verdict.pushkinCode === 3 ? 'pending' : 'created', now.toISOString()],
  );
  if (verdict.pushkinCode === 0) {
    const { result } = await completePayment(ctx, invoiceId, 'paid');
    return { pushkinCode: result === 'paid' ? 0 : 4 };
  }
  if (verdict.pushkinCode === 4) {
    await completePayment(ctx, invoiceId, 'declined');
    await ctx.db.tx(async (tx) => {
      await tx.run('DELETE FROM seat_holds WHERE order_id = ?', [orderId]);
      await tx.run('UPDATE orders SET status = 90, pushkin_status = 4 WHERE order_id = ? AND status = 0', [orderId]);
    });
    return { pushkinCode: 4 };
  }
  await ctx.db.run('UPDATE orders SET pushkin_status = 3 WHERE order_id = ?', [orderId]);
  return { pushkinCode: 3 };
}
