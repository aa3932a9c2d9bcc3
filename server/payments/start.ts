import crypto from 'node:crypto';
import { ErrorCode } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { amountDue, findOrder, type OrderRow } from '../orders/find';
import { findPayableOrder } from '../orders/payable';
import { completePayment } from './complete';
import type { Protocol, StartResult } from '../payment-provider';
import { PUSHKIN_VERIFY_MS } from './provider';

const cannotPay = () => new DomainError('conflict', ErrorCode.payment, msg('cannotPay'));

/**
 * Nominal tickets (writeticketname 1) carry their holders: an order is paid for only once
 * every ticket is named (the nominal form, POST /api/confirm-nominal), so nobody pays for
 * tickets that cannot be issued.
 */
async function unnamedTickets(tx: Db, orderId: number): Promise<number> {
  const row = await tx.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM tickets t
       JOIN orders o ON o.order_id = t.order_id
       JOIN events e ON e.event_id = o.event_id
       LEFT JOIN holders h ON h.ticket_id = t.ticket_id
      WHERE t.order_id = ? AND e.writeticketname = 1 AND t.package_id IS NULL AND h.ticket_id IS NULL`,
    [orderId],
  );
  return row?.n ?? 0;
}
const holdersMissing = () => new DomainError('conflict', ErrorCode.payment, msg('holdersMissing'));

/**
 * Opens an invoice of what the order owes. The read of the order, its checks and the insert
 * are one transaction: a discount or extra applied meanwhile either comes before (and is in
 * the amount) or after (and cancels this invoice). A bank payment of nothing is refused; the
 * Pushkin card's verification is asked whatever the amount.
 */
async function openInvoice(ctx: AppContext, hash: string, creditcompanyId: number, now: Date, refuseNothingDue: boolean, lang: Lang): Promise<{ invoiceId: string; amount: number }> {
  const invoiceId = crypto.randomBytes(16).toString('hex');
  const amount = await ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, now, cannotPay);
    const owed = amountDue(order);
    if (refuseNothingDue && owed <= 0) throw cannotPay();
    if (await unnamedTickets(tx, order.order_id)) throw holdersMissing();
    await tx.run(
      `INSERT INTO payments (order_id, invoice_id, creditcompany_id, amount, status, created_at, lang) VALUES (?, ?, ?, ?, 'created', ?, ?)`,
      [order.order_id, invoiceId, creditcompanyId, owed, now.toISOString(), lang],
    );
    return owed;
  });
  return { invoiceId, amount };
}

/** POST to an urnPay URL: opens a payment of what the order owes with the chosen protocol. */
export async function startPayment(ctx: AppContext, protocolName: string, hash: string, origin: string, lang: Lang): Promise<StartResult> {
  const types = await ctx.db.all<{ creditcompany_id: number; protocol_type: string }>('SELECT creditcompany_id, protocol_type FROM payment_types');
  // A state of this shop, not an outage: retrying will not help, so not a 5xx.
  if (!types.length) throw new DomainError('conflict', ErrorCode.noBank, msg('paymentMethodNotSet', { code: ErrorCode.noBank }));
  const type = types.find((t) => t.protocol_type === protocolName);
  if (!type) throw new DomainError('invalid', ErrorCode.unknownBank, msg('paymentMethodInvalid', { code: ErrorCode.unknownBank }));
  const protocol = type.protocol_type as Protocol;
  const order = await findOrder(ctx.db, hash);
  if ((protocol === 'pushkin') !== (order.pushkin === 1)) {
    throw new DomainError('invalid', ErrorCode.payment, msg('paymentMethodInvalid', { code: ErrorCode.payment }));
  }
  if (protocol === 'pushkin') return pushkinStep(ctx, order, type.creditcompany_id, origin, lang);
  const { invoiceId, amount } = await openInvoice(ctx, hash, type.creditcompany_id, ctx.now(), true, lang);
  return ctx.payments.start({ invoiceId, orderHash: order.hash, amount, protocol, origin, phone: order.phone, lang });
}

/**
 * The Pushkin card: the first call opens a verification; while it is in progress (3)
 * the page polls the same URL every 20 s until it answers 0 (paid) or 4 (annulled).
 */
async function pushkinStep(ctx: AppContext, order: OrderRow, creditcompanyId: number, origin: string, lang: Lang): Promise<StartResult> {
  const now = ctx.now();
  const orderId = order.order_id;
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
  const { invoiceId, amount } = await openInvoice(ctx, order.hash, creditcompanyId, now, false, lang);
  const verdict = await ctx.payments.start({ invoiceId, orderHash: order.hash, amount, protocol: 'pushkin', origin, phone: order.phone, lang });
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
  // In progress: the polls find the invoice by this status (a change of the order meanwhile
  // has cancelled it, and the next poll opens a new verification).
  await ctx.db.tx(async (tx) => {
    await tx.run(`UPDATE payments SET status = 'pending' WHERE invoice_id = ? AND status = 'created'`, [invoiceId]);
    await tx.run('UPDATE orders SET pushkin_status = 3 WHERE order_id = ?', [orderId]);
  });
  return { pushkinCode: 3 };
}
