import type { OrderView } from '../../../../contract/order';
import { ORDER_CANCELLED, PUSHKIN_FAILED } from '../../../../engine/machines';

/** The order's badge (spec 2 §4 'Order payment state'). */
export type OrderBadge = 'paid' | 'unpaid' | 'annulled';

export function orderBadge(order: Pick<OrderView, 'printingAllowed' | 'status' | 'discountData'>): OrderBadge {
  if (order.discountData?.pochtaBankCode === PUSHKIN_FAILED || order.status === ORDER_CANCELLED) return 'annulled';
  return order.printingAllowed ? 'paid' : 'unpaid';
}
