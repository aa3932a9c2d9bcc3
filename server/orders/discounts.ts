import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg, type Message } from '../texts/messages';
import { amountChanged, findPayableOrder } from './payable';

export interface DiscountInput {
  bonuses?: number | '';
  cardCode?: string;
  promoCode?: string;
}

const refuse = (text: Message, code: number = ErrorCode.badRequest) => new DomainError('conflict', code, text);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * POST /api/order/add-discount. Every counter moves with a conditional UPDATE inside the
 * transaction, so concurrent requests cannot overdraw a promo code's uses or a client's bonuses.
 */
export async function addDiscount(ctx: AppContext, hash: string, input: DiscountInput): Promise<{ promoCode: string | null }> {
  return ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, ctx.now());
    const cardCode = input.cardCode?.trim();
    if (cardCode) {
      // A card number proves nothing (it is printed on the card and shown to cashiers): only
      // the order's client, proven when the order was made from their personal-account
      // session, may name their own card (docs/product/loyalty-and-mail.md). Another card and
      // an unknown one are refused alike, so the answer does not tell which numbers exist.
      const owner = order.client_id == null ? undefined : await tx.get<{ card_code: string | null; blocked: number }>('SELECT card_code, blocked FROM clients WHERE id = ?', [order.client_id]);
      if (!owner || owner.card_code !== cardCode) throw refuse(msg('cardNotOwn'));
      if (owner.blocked) throw refuse(msg('cardBlocked'));
      await tx.run('UPDATE orders SET card_code = ? WHERE order_id = ?', [cardCode, order.order_id]);
    }
    let discount = order.discount;

    const promo = input.promoCode?.trim().toUpperCase();
    if (promo) {
      if (promo.length < 3) throw refuse(msg('promoInvalid'));
      if (order.promo_code) throw refuse(msg('promoAlreadyApplied'));
      const row = await tx.get<{ percent: number }>('SELECT percent FROM promo_codes WHERE code = ?', [promo]);
      if (!row) throw refuse(msg('promoInvalid'));
      const taken = await tx.run('UPDATE promo_codes SET used = used + 1 WHERE code = ? AND used < use_limit', [promo]);
      if (!taken.changes) throw refuse(msg('promoUsedUp'), ErrorCode.limit);
      discount += promoPart(order.total, row.percent);
      await tx.run('UPDATE orders SET promo_code = ? WHERE order_id = ?', [promo, order.order_id]);
    }

    const bonuses = input.bonuses === '' || input.bonuses === undefined ? 0 : input.bonuses;
    if (bonuses !== 0) {
      if (!Number.isInteger(bonuses) || bonuses < 0) throw refuse(msg('bonusesWhole'));
      if (order.client_id == null) throw refuse(msg('bonusesNeedCard'));
      if (bonuses > order.total - discount) throw refuse(msg('bonusesOverDue'));
      const spent = await tx.run('UPDATE clients SET bonuses = bonuses - ? WHERE id = ? AND blocked = 0 AND bonuses >= ?', [bonuses, order.client_id, bonuses]);
      if (!spent.changes) throw refuse(msg('bonusesShort'), ErrorCode.limit);
      await tx.run('UPDATE orders SET bonuses_used = bonuses_used + ? WHERE order_id = ?', [bonuses, order.order_id]);
    }
    await recomputeDiscount(tx, order.order_id);
    await amountChanged(tx, order, ctx.now());
    return { promoCode: promo ?? order.promo_code };
  });
}

const promoPart = (total: number, percent: number) => Math.min(round2((total * percent) / 100), total);

/**
 * The order's discount from its lines as they are now, after any change of them (an extra
 * added or removed) as after a code or bonuses: the promo code's percent of the lines, then
 * the bonuses spent, never more than what is left to pay. Bonuses a smaller order can no
 * longer take go back to the card (docs/product/loyalty-and-mail.md).
 */
export async function recomputeDiscount(tx: Db, orderId: number): Promise<void> {
  const o = await tx.get<{ total: number; discount: number; bonuses_used: number; promo_code: string | null; client_id: number | null }>(
    'SELECT total, discount, bonuses_used, promo_code, client_id FROM orders WHERE order_id = ?',
    [orderId],
  );
  if (!o) return;
  const code = o.promo_code ? await tx.get<{ percent: number }>('SELECT percent FROM promo_codes WHERE code = ?', [o.promo_code]) : undefined;
  // A code taken out of the catalogue meanwhile keeps what it gave, within the new total.
  const promo = !o.promo_code ? 0 : code ? promoPart(o.total, code.percent) : Math.min(Math.max(0, round2(o.discount - o.bonuses_used)), o.total);
  const bonuses = Math.min(o.bonuses_used, Math.max(0, Math.floor(round2(o.total - promo))));
  if (bonuses < o.bonuses_used) {
    if (o.client_id != null) await tx.run('UPDATE clients SET bonuses = bonuses + ? WHERE id = ?', [o.bonuses_used - bonuses, o.client_id]);
    await tx.run('UPDATE orders SET bonuses_used = ? WHERE order_id = ?', [bonuses, orderId]);
  }
  const discount = Math.min(round2(promo + bonuses), o.total);
  if (Math.abs(discount - o.discount) > 0.001) await tx.run('UPDATE orders SET discount = ? WHERE order_id = ?', [discount, orderId]);
}

/** POST /api/order/cancel-discount: gives back the bonuses and the promo code's use. */
export async function cancelDiscount(ctx: AppContext, hash: string): Promise<void> {
  await ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, ctx.now());
    if (order.bonuses_used && order.client_id != null) await tx.run('UPDATE clients SET bonuses = bonuses + ? WHERE id = ?', [order.bonuses_used, order.client_id]);
    if (order.promo_code) await tx.run('UPDATE promo_codes SET used = used - 1 WHERE code = ? AND used > 0', [order.promo_code]);
    await tx.run('UPDATE orders SET discount = 0, bonuses_used = 0, promo_code = NULL WHERE order_id = ?', [order.order_id]);
    await amountChanged(tx, order, ctx.now());
  });
}
