import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { cancelOpenInvoices } from './open-invoices';
import { amountDue, findOrder, reserveSecondsLeft, type OrderRow } from './find';

const notAwaitingPayment = () => new DomainError('conflict', ErrorCode.payment, msg('notAwaitingPayment'));

/**
 * Extras, discounts and invoices change an order only while it is reserved and unpaid. Read
 * inside the transaction that makes the change, so a payment completing meanwhile is seen.
 * `refused` is the refusal its caller answers with (a payment keeps the platform's own text).
 */
export async function findPayableOrder(tx: Db, hash: string, now: Date, refused = notAwaitingPayment): Promise<OrderRow> {
  const order = await findOrder(tx, hash);
  if (order.status !== 0 || reserveSecondsLeft(order, now) === 0) throw refused();
  return order;
}

/**
 * After a change: if the amount due moved, invoices opened for the old amount can no longer
 * pay the order. (A loyalty card attached without bonuses, say, leaves them open.)
 */
export async function amountChanged(tx: Db, before: OrderRow, now: Date): Promise<void> {
  const after = await findOrder(tx, before.hash);
  if (Math.abs(amountDue(after) - amountDue(before)) > 0.005) await cancelOpenInvoices(tx, before.order_id, now);
}
