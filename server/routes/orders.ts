import type { FastifyInstance } from 'fastify';
import { createOrderRequestSchema, createSchemeOrderRequestSchema, hashRequestSchema, orderViewRequestSchema } from '../../contract/order';
import { parseLang } from '../../contract/lang';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';
import { requestClient as clientOf } from '../http/csrf';
import { admitOrder } from '../orders/client-limits';
import { placePlannedOrder } from '../orders/place';
import { planCategoryOrder, planSchemeOrder } from '../orders/plan';
import { findOrder } from '../orders/find';
import { buildOrderView, paymentStatus } from '../orders/view';

export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/order/create', async (req) => {
    const body = parseInput(createOrderRequestSchema, req.body);
    const client = clientOf(req);
    await admitOrder(ctx, client, body.captcha);
    const { hash } = await placePlannedOrder(ctx, (cat) => planCategoryOrder(ctx, cat, body), client);
    return ok({ errorCode: '0', errorText: '', hash });
  });

  app.post('/api/order/create-scheme', async (req) => {
    const body = parseInput(createSchemeOrderRequestSchema, req.body);
    const client = clientOf(req);
    await admitOrder(ctx, client, body.captcha);
    const { hash } = await placePlannedOrder(ctx, (cat) => planSchemeOrder(ctx, cat, body), client);
    return ok({ errorCode: '0', errorText: '', hash });
  });

  app.post('/api/order/view', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    const { hash, lang } = parseInput(orderViewRequestSchema, req.body);
    reply.header('cache-control', 'no-store');
    return ok(await buildOrderView(ctx, hash, parseLang(lang)));
  });

  /** QR polling: 0 while unpaid, 1 once paid, 2 when the payment was declined or the order cancelled. */
  app.post('/api/order/status-change', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash } = parseInput(hashRequestSchema, req.body);
    return ok(await paymentStatus(ctx, hash));
  });

  app.post('/api/order/get-num', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash } = parseInput(hashRequestSchema, req.body);
    const order = await findOrder(ctx.db, hash);
    return ok({ errorCode: '0', num: order.ord_num });
  });
}
