import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { msg, type Message } from '../http/messages';
import { amountChanged, findPayableOrder } from './payable';

export interface DiscountInput {
  bonuses?: number | '';
  cardCode?: string;
  promoCode?: string;
}

const refuse = (text: Message, code: number = ErrorCode.badRequest) => new ApiFailure(409, code, text);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * POST /api/order/add-discount. Every counter moves with a conditional UPDATE inside the
 * transaction, so concurrent requests cannot overdraw a promo code's uses or a client's bonuses.
 */
export async function addDiscount(ctx: AppContext, hash: string, input: DiscountInput): Promise<{ promoCode: string | null }> {
  return ctx.db.tx(async (tx) => {
    const order = await findPayableOrder(tx, hash, ctx.now());
    let clientId = order.client_id;
    const cardCode = input.cardCode?.trim();
    if (cardCode) {
      const client = await tx.get<{ id: number; blocked: number }>('SELECT id, blocked FROM clients WHERE card_code = ?', [cardCode]);
      if (!client) throw refuse(msg('cardUnknown'));
      if (client.blocked) throw refuse(msg('cardBlocked'));
      clientId = client.id;
      await tx.run('UPDATE orders SET client_id = ?, card_code = ? WHERE order_id = ?', [client.id, cardCode, order.order_id]);
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
      discount += round2((order.total * row.percent) / 100);
      await tx.run('UPDATE orders SET promo_code = ? WHERE order_id = ?', [promo, order.order_id]);
    }

    const bonuses = input.bonuses === '' || input.bonuses === undefined ? 0 : input.bonuses;
    if (bonuses !== 0) {
      if (!Number.isInteger(bonuses) || bonuses < 0) throw refuse(msg('bonusesWhole'));
      if (clientId == null) throw refuse(msg('bonusesNeedCard'));
      if (bonuses > order.total - discount) throw refuse(msg('bonusesOverDue'));
      const spent = await tx.run('UPDATE clients SET bonuses = bonuses - ? WHERE id = ? AND blocked = 0 AND bonuses >= ?', [bonuses, clientId, bonuses]);
      if (!spent.changes) throw refuse(msg('bonusesShort'), ErrorCode.limit);
      discount += bonuses;
      await tx.run('UPDATE orders SET bonuses_used = bonuses_used + ? WHERE order_id = ?', [bonuses, order.order_id]);
    }
    await tx.run('UPDATE orders SET discount = ? WHERE order_id = ?', [Math.min(discount, order.total), order.order_id]);
    await amountChanged(tx, order, ctx.now());
    return { promoCode: promo ?? order.promo_code };
  });
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
