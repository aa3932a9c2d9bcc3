import { createOrderRequestSchema, createSchemeOrderRequestSchema, hashRequestSchema, orderViewRequestSchema } from '../../contract/order';
import { parseLang } from '../../contract/lang';
import { ok } from '../http/envelope';
import { requestClient as clientOf } from '../http/csrf';
import { admitOrder } from '../orders/client-limits';
import { placePlannedOrder } from '../orders/place';
import { planCategoryOrder, planSchemeOrder } from '../orders/plan';
import { findOrder } from '../orders/find';
import { buildOrderView, paymentStatus } from '../orders/view';
import type { RoutePlugin } from './route-plugin';

export const orderRoutes: RoutePlugin = async (app, { ctx }) => {
  // Order creation's limits are the client's own (orders a minute, captcha after some): in admitOrder.
  app.post('/api/order/create', { schema: { body: createOrderRequestSchema }, config: { limit: false } }, async (req) => {
    const body = req.body;
    const client = clientOf(req);
    await admitOrder(ctx, client, body.captcha);
    const { hash } = await placePlannedOrder(ctx, (cat) => planCategoryOrder(ctx, cat, body), client);
    return ok({ errorCode: '0', errorText: '', hash });
  });

  app.post('/api/order/create-scheme', { schema: { body: createSchemeOrderRequestSchema }, config: { limit: false } }, async (req) => {
    const body = req.body;
    const client = clientOf(req);
    await admitOrder(ctx, client, body.captcha);
    const { hash } = await placePlannedOrder(ctx, (cat) => planSchemeOrder(ctx, cat, body), client);
    return ok({ errorCode: '0', errorText: '', hash });
  });

  app.post('/api/order/view', { schema: { body: orderViewRequestSchema }, config: { limit: 'lookup' } }, async (req, reply) => {
    const { hash, lang } = req.body;
    reply.header('cache-control', 'no-store');
    return ok(await buildOrderView(ctx, hash, parseLang(lang)));
  });

  /** QR polling: 0 while unpaid, 1 once paid, 2 when the payment was declined or the order cancelled. */
  app.post('/api/order/status-change', { schema: { body: hashRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    return ok(await paymentStatus(ctx, req.body.hash));
  });

  app.post('/api/order/get-num', { schema: { body: hashRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const order = await findOrder(ctx.db, req.body.hash);
    return ok({ errorCode: '0', num: order.ord_num });
  });
};
