import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { ticketCode, ticketHash } from './hold/ids';
import { recomputeDiscount } from './discounts';
import { amountChanged, findPayableOrder } from './payable';

interface OfferChoice {
  parent_id: number;
  package_id: number;
  price_id: number;
}

/** POST /api/order/add-special-offer: extras hang off tickets, at most `per_ticket` of a price_id each. */
export async function addOffers(ctx: AppContext, hash: string, choices: OfferChoice[]): Promise<void> {
  await ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, ctx.now());
    for (const c of choices) {
      const parent = await tx.get<{ ticket_id: number }>('SELECT ticket_id FROM tickets WHERE ticket_id = ? AND order_id = ? AND package_id IS NULL', [c.parent_id, order.order_id]);
      if (!parent) throw new DomainError('invalid', ErrorCode.badRequest, msg('ticketNotInOrder'));
      const offer = await tx.get<{ package_id: number; price_id: number; cost: number; per_ticket: number }>(
        'SELECT package_id, price_id, cost, per_ticket FROM special_offers WHERE package_id = ? AND event_id = ?',
        [c.package_id, order.event_id ?? -1],
      );
      if (!offer || offer.price_id !== c.price_id) throw new DomainError('invalid', ErrorCode.badRequest, msg('offerUnavailable'));
      const taken = await tx.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM tickets t JOIN special_offers so ON so.package_id = t.package_id WHERE t.parent_id = ? AND so.price_id = ?`,
        [c.parent_id, offer.price_id],
      );
      if ((taken?.n ?? 0) >= offer.per_ticket) throw new DomainError('conflict', ErrorCode.limit, msg('extraLimit'));
      await tx.run(
        `INSERT INTO tickets (order_id, tickethash_id, ticketcode, tickettype, price, quant, parent_id, package_id) VALUES (?, ?, ?, 1, ?, 1, ?, ?)`,
        [order.order_id, ticketHash(), ticketCode(), offer.cost, c.parent_id, offer.package_id],
      );
      await tx.run('UPDATE orders SET total = total + ? WHERE order_id = ?', [offer.cost, order.order_id]);
    }
    await recomputeDiscount(tx, order.order_id);
    await amountChanged(tx, order, ctx.now());
  });
}

/** POST /api/order/remove-special-offer {hash, id}: only extras (candelete 1) of an unpaid order. */
export async function removeOffer(ctx: AppContext, hash: string, ticketId: number): Promise<void> {
  await ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, ctx.now());
    const extra = await tx.get<{ price: number }>('SELECT price FROM tickets WHERE ticket_id = ? AND order_id = ? AND package_id IS NOT NULL', [ticketId, order.order_id]);
    if (!extra) throw new DomainError('notFound', ErrorCode.notFound, msg('extraNotFound'));
    await tx.run('DELETE FROM tickets WHERE ticket_id = ?', [ticketId]);
    await tx.run('UPDATE orders SET total = total - ? WHERE order_id = ?', [extra.price, order.order_id]);
    await recomputeDiscount(tx, order.order_id);
    await amountChanged(tx, order, ctx.now());
  });
}
