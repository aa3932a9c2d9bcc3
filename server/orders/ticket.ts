import { ErrorCode } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { findOrder } from './find';
import { buildTicketOut, orderTickets } from './view';

export async function eventHashOf(ctx: AppContext, eventId: number): Promise<string | null> {
  return (await ctx.db.get<{ hash_id: string }>('SELECT hash_id FROM events WHERE event_id = ?', [eventId]))?.hash_id ?? null;
}

/** A ticket of a paid order by its own hash, if any: a ticket of an unpaid order is not shown. */
export function paidTicket(db: Db, tickethash: string): Promise<{ hash: string; order_id: number; ticket_id: number } | undefined> {
  return db.get<{ hash: string; order_id: number; ticket_id: number }>(
    'SELECT o.hash, o.order_id, t.ticket_id FROM tickets t JOIN orders o ON o.order_id = t.order_id WHERE t.tickethash_id = ? AND o.status = 20',
    [tickethash.toLowerCase()],
  );
}

/** A paid ticket by its own hash: what the single-ticket page shows. Unpaid or unknown: not found. */
export async function singleTicket(ctx: AppContext, tickethash: string, lang: Lang) {
  const row = await paidTicket(ctx.db, tickethash);
  if (!row) throw new DomainError('notFound', ErrorCode.notFound, msg('ticketNotFound'));
  const order = await findOrder(ctx.db, row.hash);
  const ticket = (await orderTickets(ctx, row.order_id)).find((t) => t.ticket_id === row.ticket_id)!;
  return { errorCode: '0', ord_num: order.ord_num, name: order.fio, ticket: await buildTicketOut(ticket, lang, true) };
}
