import type { FastifyInstance } from 'fastify';
import { returnConfirmRequestSchema, returnCreateRequestSchema, returnDataRequestSchema } from '../../contract/order';
import { isLang, parseLang } from '../../contract/lang';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';
import { confirmRefund, createRefund, refundData } from '../payments/returns';
import { kickWaitlist } from '../waitlist/sweep';

export async function refundRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Params: { hash: string } }>('/api/order/return/:hash', async (req) => {
    ctx.limiter.check('lookup', req);
    const { lang, hashConf } = parseInput(returnDataRequestSchema, { hash: req.params.hash, ...(req.body as object) });
    return ok(await refundData(ctx, req.params.hash, parseLang(lang), hashConf));
  });

  app.post('/api/order/return-create', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash, lang, reason, id } = parseInput(returnCreateRequestSchema, req.body);
    // The mail speaks the language the buyer applied in, else the order's.
    await createRefund(ctx, hash, isLang(lang) ? lang : undefined, reason, id);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/return-confirm', async (req) => {
    ctx.limiter.check('lookup', req);
    const { hash, hashConf } = parseInput(returnConfirmRequestSchema, req.body);
    await confirmRefund(ctx, hash, hashConf);
    // The places it freed go to the waiting list first (after commit, as mail is sent).
    void kickWaitlist(ctx, (err) => req.log.error({ err }, 'waiting list round failed'));
    return ok({ errorCode: '0', errorText: '' });
  });

}
