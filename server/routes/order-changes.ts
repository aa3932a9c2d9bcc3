import type { FastifyInstance } from 'fastify';
import { addDiscountRequestSchema, addOfferRequestSchema, hashRequestSchema, removeOfferRequestSchema } from '../../contract/order';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';
import { addDiscount, cancelDiscount } from '../orders/discounts';
import { addOffers, removeOffer } from '../orders/extras';

/** Extras and discounts on an unpaid order. */
export async function orderChangeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/order/add-special-offer', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash, data } = parseInput(addOfferRequestSchema, req.body);
    await addOffers(ctx, hash, data);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/remove-special-offer', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash, id } = parseInput(removeOfferRequestSchema, req.body);
    await removeOffer(ctx, hash, id);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/add-discount', async (req) => {
    ctx.limiter.check('promo', req);
    const { hash, bonuses, cardCode, promoCode } = parseInput(addDiscountRequestSchema, req.body);
    const { promoCode: applied } = await addDiscount(ctx, hash, { bonuses, cardCode, promoCode });
    return ok({ errorCode: '0', errorText: '', promoCode: applied });
  });

  app.post('/api/order/cancel-discount', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash } = parseInput(hashRequestSchema, req.body);
    await cancelDiscount(ctx, hash);
    return ok({ errorCode: '0', errorText: '' });
  });
}
