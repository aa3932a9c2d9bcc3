import { z } from 'zod';
import { paymentRequestSchema } from '../../contract/order';
import { ErrorCode } from '../../contract/envelope';
import { parseLang } from '../../contract/lang';
import { ok } from '../http/envelope';
import { ApiFailure } from '../http/errors';
import { originOf } from '../orders/view';
import { completePayment } from '../payments/complete';
import { startPayment } from '../payments/start';
import type { RoutePlugin } from './route-plugin';

/** The acquirer's message, not the client's: it stays beside its route. */
const callbackSchema = z.object({ invoiceId: z.string().min(1).max(64), outcome: z.enum(['paid', 'declined']), signature: z.string().min(1).max(128) });
export const PAYMENT_CALLBACK = '/api/payment/callback';

export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/payment/:protocol', { schema: { params: z.object({ protocol: z.string() }), body: paymentRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, lang } = req.body;
    return ok({ errorCode: '0', errorText: '', ...(await startPayment(ctx, req.params.protocol, hash, originOf(req), parseLang(lang))) });
  });

  /** The acquirer's server-to-server confirmation: signed, no CSRF token, no limit on the provider's address. */
  app.post(PAYMENT_CALLBACK, { schema: { body: callbackSchema }, config: { limit: false } }, async (req) => {
    const { invoiceId, outcome, signature } = req.body;
    if (!ctx.payments.verify(invoiceId, outcome, signature)) throw new ApiFailure(403, ErrorCode.payment, 'Bad signature');
    const { result } = await completePayment(ctx, invoiceId, outcome);
    return ok({ errorCode: '0', result });
  });
};
