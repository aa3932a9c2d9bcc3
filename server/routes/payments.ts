import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentRequestSchema } from '../../contract/order';
import { ErrorCode } from '../../contract/envelope';
import { parseLang } from '../../contract/lang';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { ApiFailure, parseInput } from '../http/errors';
import { originOf } from '../orders/view';
import { completePayment } from '../payments/complete';
import { startPayment } from '../payments/start';

const callbackSchema = z.object({ invoiceId: z.string().min(1).max(64), outcome: z.enum(['paid', 'declined']), signature: z.string().min(1).max(128) });
export const PAYMENT_CALLBACK = '/api/payment/callback';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Params: { protocol: string } }>('/api/payment/:protocol', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash, lang } = parseInput(paymentRequestSchema, req.body);
    return ok({ errorCode: '0', errorText: '', ...(await startPayment(ctx, req.params.protocol, hash, originOf(req), parseLang(lang))) });
  });

  /** The acquirer's server-to-server confirmation: signed, no CSRF token. */
  app.post(PAYMENT_CALLBACK, async (req) => {
    const { invoiceId, outcome, signature } = parseInput(callbackSchema, req.body);
    if (!ctx.payments.verify(invoiceId, outcome, signature)) throw new ApiFailure(403, ErrorCode.payment, 'Bad signature');
    const { result } = await completePayment(ctx, invoiceId, outcome);
    return ok({ errorCode: '0', result });
  });
}
