import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { ApiFailure } from '../http/errors';
import { findOrder, reserveSecondsLeft, type OrderRow } from './find';

/** Extras and discounts change an order only while it is reserved and unpaid. */
export async function findPayableOrder(ctx: AppContext, hash: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, hash);
  if (order.status !== 0 || reserveSecondsLeft(order, ctx.now()) === 0) {
    throw new ApiFailure(409, ErrorCode.payment, 'The order is no longer awaiting payment');
  }
  return order;
}
