import type { OrderView } from '../../../../contract/order';
import { ORDER_CANCELLED, PUSHKIN_FAILED } from '../../../../engine/machines';
import { isRefunded } from './ticket-groups';

/** The order's badge, and 'refunded' once every ticket is (docs/product/order.md, 'A refunded order'). */
export type OrderBadge = 'paid' | 'unpaid' | 'annulled' | 'refunded';

export function orderBadge(order: Pick<OrderView, 'printingAllowed' | 'status' | 'discountData' | 'main'>): OrderBadge {
  if (order.discountData?.pochtaBankCode === PUSHKIN_FAILED || order.status === ORDER_CANCELLED) return 'annulled';
  if (order.printingAllowed && order.main.length > 0 && order.main.every(isRefunded)) return 'refunded';
  return order.printingAllowed ? 'paid' : 'unpaid';
}

/** A paid order with a ticket still valid: something is left to return. */
export const canRefund = (order: Pick<OrderView, 'printingAllowed' | 'status' | 'discountData' | 'main' | 'usereturn'>) =>
  orderBadge(order) === 'paid' && order.usereturn === 1 && order.main.some((t) => !isRefunded(t));
