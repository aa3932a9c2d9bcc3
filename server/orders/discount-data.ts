import type { AppContext } from '../context';
import type { OrderRow } from './find';

/** discountData of the order view: the loyalty card's state and what this order uses. */
export async function discountData(ctx: AppContext, order: OrderRow) {
  const client = order.client_id != null
    ? await ctx.db.get<{ card_code: string | null; blocked: number; bonuses: number }>('SELECT card_code, blocked, bonuses FROM clients WHERE id = ?', [order.client_id])
    : undefined;
  return {
    cardCode: order.card_code ?? client?.card_code ?? null,
    isBlocked: client?.blocked ?? 0,
    availableBonuses: client && !client.blocked ? Math.min(client.bonuses, Math.floor(order.total - order.discount + order.bonuses_used)) : 0,
    useBonuses: order.bonuses_used,
    totalBalance: client?.bonuses ?? 0,
    totalDiscount: order.discount,
    // 5 % of what is paid comes back as bonuses once the order is paid.
    chargedBonus: order.status === 20 && client ? Math.floor((order.paid_amount * 5) / 100) : 0,
    promoCode: order.promo_code,
    // The cultural card's verification: 4 refused (the order annulled), 3 still in progress
    // (the page then asks the Pushkin payment URL again every 20 s until it answers 0 or 4).
    // An order cancelled because its reservation ran out has no code: the card did not fail.
    pochtaBankCode: order.pushkin === 1 && order.pushkin_status === 4 ? 4 : order.status === 0 && order.pushkin === 1 && order.pushkin_status === 3 ? 3 : null,
    pochtaBankText: null,
  };
}
