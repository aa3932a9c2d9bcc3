import { addDiscountRequestSchema, addOfferRequestSchema, hashRequestSchema, removeOfferRequestSchema } from '../../contract/order';
import { ok } from '../http/envelope';
import { addDiscount, cancelDiscount } from '../orders/discounts';
import { addOffers, removeOffer } from '../orders/extras';
import type { RoutePlugin } from './route-plugin';

/** Extras and discounts on an unpaid order. */
export const orderChangeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/order/add-special-offer', { schema: { body: addOfferRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, data } = req.body;
    await addOffers(ctx, hash, data);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/remove-special-offer', { schema: { body: removeOfferRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, id } = req.body;
    await removeOffer(ctx, hash, id);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/add-discount', { schema: { body: addDiscountRequestSchema }, config: { limit: 'promo' } }, async (req) => {
    const { hash, bonuses, cardCode, promoCode } = req.body;
    const { promoCode: applied } = await addDiscount(ctx, hash, { bonuses, cardCode, promoCode });
    return ok({ errorCode: '0', errorText: '', promoCode: applied });
  });

  app.post('/api/order/cancel-discount', { schema: { body: hashRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    await cancelDiscount(ctx, req.body.hash);
    return ok({ errorCode: '0', errorText: '' });
  });
};
