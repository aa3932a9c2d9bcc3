import crypto from 'node:crypto';
import { ErrorCode } from '../../contract/envelope';
import { parseLang, type Lang } from '../../contract/lang';
import { hhmmOf, ruDay } from '../catalogue/clock';
import { expand } from '../catalogue/l10n';
import { setupFlags } from '../catalogue/setup';
import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { recordRefund, sendRefunds } from './refunds';
import { findOrder, type OrderRow } from '../orders/find';
import { kickMail } from '../mail/delivery';
import { queueRefundConfirmation, refundConfirmLink } from '../mail/outbox';
import type { Db } from '../db/driver';
import { refundConsent } from '../orders/texts';
import { orderTickets } from '../orders/view';

export const CONFIRM_LINK_HOURS = 24;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function returnableOrder(ctx: AppContext, hash: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, hash);
  if (!(await setupFlags(ctx.db)).orderReturn) throw new DomainError('forbidden', ErrorCode.limit, msg('returnsOff'));
  if (order.status !== 20) throw new DomainError('conflict', ErrorCode.payment, msg('returnUnpaid'));
  return order;
}

/** Seconds left to file the application online: until the session starts (end of day when it has no time). */
const secondsUntil = (day: string, time: string, now: Date) =>
  Math.max(0, Math.floor((Date.parse(`${day}T${time || '23:59'}:00Z`) - now.getTime()) / 1000));

/**
 * An application whose link ran out unconfirmed lapses: its tickets can be returned again
 * (the expired link's message says to apply anew) and its amount no longer counts as pending.
 */
async function lapseApplications(tx: Db, orderId: number, now: Date): Promise<void> {
  const stale = await tx.all<{ application_id: number; ticket_ids: string }>(
    'SELECT application_id, ticket_ids FROM return_applications WHERE order_id = ? AND confirmed_at IS NULL AND lapsed_at IS NULL AND conf_expires < ?',
    [orderId, now.toISOString()],
  );
  for (const a of stale) {
    const ids = (JSON.parse(a.ticket_ids) as number[]).filter((id) => Number.isInteger(id));
    if (ids.length) await tx.run(`UPDATE tickets SET status = 0 WHERE order_id = ? AND status = 60 AND ticket_id IN (${ids.map(() => '?').join(',')})`, [orderId, ...ids]);
    await tx.run('UPDATE return_applications SET lapsed_at = ? WHERE application_id = ? AND confirmed_at IS NULL AND lapsed_at IS NULL', [now.toISOString(), a.application_id]);
  }
}

/** A confirmation hash longer than 5 characters switches the page to confirm mode (docs/product/refund.md). */
const isConfirmHash = (hashConf: string | undefined): hashConf is string => !!hashConf && hashConf.length > 5;

/** POST /api/order/return/{hash}: the refund page's data; with hashConf, the application to confirm. */
export async function refundData(ctx: AppContext, hash: string, lang: Lang, hashConf?: string) {
  const order = await returnableOrder(ctx, hash);
  const now = ctx.now();
  await ctx.db.tx((tx) => lapseApplications(tx, order.order_id, now));
  const tickets = (await orderTickets(ctx, order.order_id)).filter((t) => t.package_id == null);
  const application = isConfirmHash(hashConf)
    ? await ctx.db.get<{ reason_id: number; ticket_ids: string; conf_expires: string; confirmed_at: string | null; lapsed_at: string | null }>(
        'SELECT reason_id, ticket_ids, conf_expires, confirmed_at, lapsed_at FROM return_applications WHERE order_id = ? AND conf_hash = ?',
        [order.order_id, hashConf],
      )
    : undefined;
  if (isConfirmHash(hashConf) && !application) throw new DomainError('notFound', ErrorCode.notFound, msg('confirmLinkInvalid'));
  // An expired link says so at once, rather than after the buyer has ticked the consent.
  if (application && !application.confirmed_at && (application.lapsed_at || Date.parse(application.conf_expires) < now.getTime())) {
    throw new DomainError('gone', ErrorCode.limit, msg('confirmLinkExpired', { hours: CONFIRM_LINK_HOURS }));
  }
  const reasons = await ctx.db.all<{ id: number; name: string; descript: string }>('SELECT * FROM return_reasons ORDER BY id');
  const share = order.total + order.service_total > 0 ? order.paid_amount / (order.total + order.service_total) : 0;
  return {
    error_code: 0,
    errorCode: '0',
    confirm: application ? 1 : 0,
    rows: tickets.map((t) => ({
      id: t.ticket_id,
      ord_num: order.ord_num,
      datime: `${ruDay(order.created_at.slice(0, 10))} ${hhmmOf(new Date(order.created_at))}`,
      status_id: t.status,
      returndatime: secondsUntil(t.day, t.time, now),
      sortnum: t.calendar_id,
      quant: t.quant,
      summa: round2((t.price + t.priceservise) * share),
      owner_name: order.fio,
      email: order.email,
      phone: order.phone,
      returnreason_id: application?.reason_id ?? null,
      ...expand('action', t.event_name),
      day: ruDay(t.day),
      time: t.time,
      ...expand('zonelevel', t.zone_name),
      name: t.personname,
      ...expand('clientcategory', t.category_name),
    })),
    date: ruDay(now.toISOString().slice(0, 10)),
    text: refundConsent[lang],
    reasons: reasons.map((r) => ({ id: r.id, ...expand('name', r.name), ...expand('descript', r.descript) })),
  };
}

/**
 * POST /api/order/return-create: marks the tickets applied (60) and mails a 24-hour
 * confirmation link, in the language the buyer applied in (else the order's), on the site's
 * public address (never the request's Host). The mail is queued in the same transaction and
 * sent after it.
 */
export async function createRefund(ctx: AppContext, hash: string, applyLang: Lang | undefined, reason: number, ids: number[]): Promise<void> {
  const order = await returnableOrder(ctx, hash);
  const lang = applyLang ?? parseLang(order.lang);
  const now = ctx.now();
  await ctx.db.tx((tx) => lapseApplications(tx, order.order_id, now));
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) throw new DomainError('invalid', ErrorCode.badRequest, msg('chooseTickets'));
  if (!(await ctx.db.get('SELECT 1 FROM return_reasons WHERE id = ?', [reason]))) throw new DomainError('invalid', ErrorCode.badRequest, msg('chooseReason'));
  const tickets = (await orderTickets(ctx, order.order_id)).filter((t) => t.package_id == null);
  const chosen = wanted.map((id) => tickets.find((t) => t.ticket_id === id));
  if (chosen.some((t) => !t)) throw new DomainError('invalid', ErrorCode.badRequest, msg('ticketNotInOrder'));
  for (const t of chosen) {
    if (t!.status !== 0) throw new DomainError('conflict', ErrorCode.limit, msg('alreadyRefunding'));
    if (secondsUntil(t!.day, t!.time, now) === 0) throw new DomainError('conflict', ErrorCode.limit, msg('returnTimeOver'));
  }
  const share = order.paid_amount / (order.total + order.service_total || 1);
  const extras = await ctx.db.all<{ parent_id: number; price: number }>(
    `SELECT parent_id, price FROM tickets WHERE order_id = ? AND parent_id IN (${wanted.map(() => '?').join(',')})`,
    [order.order_id, ...wanted],
  );
  const byShare = round2((chosen.reduce((s, t) => s + t!.price + t!.priceservise, 0) + extras.reduce((s, e) => s + e.price, 0)) * share);
  const confHash = crypto.randomBytes(20).toString('hex');
  await ctx.db.tx(async (tx) => {
    const pending = await tx.get<{ sum: number | null }>(
      'SELECT SUM(amount) AS sum FROM return_applications WHERE order_id = ? AND confirmed_at IS NULL AND lapsed_at IS NULL',
      [order.order_id],
    );
    const fresh = (await tx.get<{ paid_amount: number; refunded_amount: number }>('SELECT paid_amount, refunded_amount FROM orders WHERE order_id = ?', [order.order_id]))!;
    const left = round2(fresh.paid_amount - fresh.refunded_amount - (pending?.sum ?? 0));
    const open = (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE order_id = ? AND package_id IS NULL AND status = 0', [order.order_id]))!.n;
    // Shares are rounded per application, so the last tickets take exactly what is left:
    // rounding up cents must not make them unreturnable, nor rounding down keep a cent.
    const amount = open === wanted.length && Math.abs(left - byShare) <= 0.01 * tickets.length ? Math.max(0, left) : byShare;
    if (fresh.refunded_amount + (pending?.sum ?? 0) + amount > fresh.paid_amount + 0.005) throw new DomainError('conflict', ErrorCode.limit, msg('refundOverPaid'));
    const marked = await tx.run(`UPDATE tickets SET status = 60 WHERE order_id = ? AND status = 0 AND ticket_id IN (${wanted.map(() => '?').join(',')})`, [order.order_id, ...wanted]);
    if (marked.changes !== wanted.length) throw new DomainError('conflict', ErrorCode.limit, msg('alreadyRefunding'));
    const inserted = await tx.run(
      `INSERT INTO return_applications (order_id, reason_id, ticket_ids, amount, created_at, conf_hash, conf_expires) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [order.order_id, reason, JSON.stringify(wanted), amount, now.toISOString(), confHash, new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000).toISOString()],
    );
    await queueRefundConfirmation(
      tx,
      { orderId: order.order_id, email: order.email, lang, applicationId: inserted.lastInsertId! },
      { ordNum: order.ord_num, tickets: chosen.reduce((n, t) => n + t!.quant, 0), amount, hours: CONFIRM_LINK_HOURS, link: refundConfirmLink(ctx.config.publicUrl, order.hash, confHash, lang) },
      now,
    );
  });
  kickMail(ctx);
}

/** POST /api/order/return-confirm: the e-mailed link; refunds the tickets (70) and frees their places. */
export async function confirmRefund(ctx: AppContext, hash: string, hashConf: string): Promise<void> {
  const order = await findOrder(ctx.db, hash);
  const now = ctx.now();
  await ctx.db.tx(async (tx) => {
    const app = await tx.get<{ application_id: number; ticket_ids: string; amount: number; conf_expires: string; confirmed_at: string | null; lapsed_at: string | null }>(
      'SELECT application_id, ticket_ids, amount, conf_expires, confirmed_at, lapsed_at FROM return_applications WHERE order_id = ? AND conf_hash = ?',
      [order.order_id, hashConf],
    );
    if (!app) throw new DomainError('notFound', ErrorCode.notFound, msg('confirmLinkInvalid'));
    // Confirming twice (the link opened again) changes nothing and says so as a success.
    if (app.confirmed_at) return;
    if (app.lapsed_at || Date.parse(app.conf_expires) < now.getTime()) throw new DomainError('gone', ErrorCode.limit, msg('confirmLinkExpired', { hours: CONFIRM_LINK_HOURS }));
    const ids = JSON.parse(app.ticket_ids) as number[];
    const marks = ids.map(() => '?').join(',');
    // Only tickets still awaiting this refund (60) move; an application whose tickets moved
    // otherwise meanwhile is stale and refunds nothing.
    const perLine = await tx.all<{ line_id: number; n: number }>(
      `SELECT line_id, COUNT(*) AS n FROM tickets WHERE order_id = ? AND ticket_id IN (${marks}) AND status = 60 AND line_id IS NOT NULL GROUP BY line_id`,
      [order.order_id, ...ids],
    );
    if (perLine.reduce((n, l) => n + l.n, 0) !== ids.length) throw new DomainError('conflict', ErrorCode.limit, msg('nothingToRefund'));
    const refunded = await tx.run(
      `UPDATE orders SET refunded_amount = refunded_amount + ? WHERE order_id = ? AND refunded_amount + ? <= paid_amount + 0.005`,
      [app.amount, order.order_id, app.amount],
    );
    if (!refunded.changes) throw new DomainError('conflict', ErrorCode.limit, msg('refundOverPaid'));
    if (app.amount > 0) {
      // The money goes back to the invoice that paid the order.
      const paid = await tx.get<{ invoice_id: string }>(`SELECT invoice_id FROM payments WHERE order_id = ? AND status = 'paid' ORDER BY payment_id DESC LIMIT 1`, [order.order_id]);
      if (!paid) throw new DomainError('conflict', ErrorCode.payment, msg('noPaymentToRefund'));
      await recordRefund(tx, { orderId: order.order_id, invoiceId: paid.invoice_id, amount: app.amount, reason: `return application ${app.application_id}` }, now);
    }
    await tx.run(`UPDATE tickets SET status = 70 WHERE order_id = ? AND ticket_id IN (${marks}) AND status = 60`, [order.order_id, ...ids]);
    for (const l of perLine) await tx.run('UPDATE order_lines SET refunded = refunded + ? WHERE line_id = ?', [l.n, l.line_id]);
    // A fully refunded seat goes back on sale.
    await tx.run(
      `DELETE FROM seat_holds WHERE order_id = ? AND seat_id IN (SELECT seat_id FROM order_lines WHERE order_id = ? AND seat_id IS NOT NULL AND refunded = quantity)`,
      [order.order_id, order.order_id],
    );
    await tx.run('UPDATE return_applications SET confirmed_at = ? WHERE application_id = ?', [now.toISOString(), app.application_id]);
  });
  await sendRefunds(ctx, order.order_id);
}
