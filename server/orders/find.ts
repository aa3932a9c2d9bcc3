import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';

export interface OrderRow {
  order_id: number;
  hash: string;
  ord_num: string;
  event_id: number | null;
  status: number;
  created_at: string;
  reserve_until: string;
  lang: string;
  fio: string | null;
  phone: string | null;
  email: string | null;
  pushkin: number;
  client_id: number | null;
  total: number;
  service_total: number;
  discount: number;
  bonuses_used: number;
  promo_code: string | null;
  card_code: string | null;
  paid_amount: number;
  refunded_amount: number;
  pushkin_status: number | null;
  flagged: string | null;
}

/** Unknown and malformed hashes answer alike (docs/product/errors.md). */
export const orderNotFound = () => new DomainError('notFound', ErrorCode.notFound, msg('orderNotFound'));

/** The order with this hash, if any (hashes are compared as given). */
export const orderByHash = (db: Db, hash: string): Promise<OrderRow | undefined> => db.get<OrderRow>('SELECT * FROM orders WHERE hash = ?', [hash]);

export async function findOrder(db: Db, hash: string): Promise<OrderRow> {
  const order = await orderByHash(db, hash);
  if (!order) throw orderNotFound();
  return order;
}

/** Seconds of reservation left; 0 once expired, paid or cancelled. */
export function reserveSecondsLeft(order: OrderRow, now: Date): number {
  if (order.status !== 0) return 0;
  return Math.max(0, Math.floor((Date.parse(order.reserve_until) - now.getTime()) / 1000));
}

/** What the buyer still owes. */
export const amountDue = (o: OrderRow) => Math.max(0, Math.round((o.total + o.service_total - o.discount) * 100) / 100);
