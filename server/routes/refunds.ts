import { returnConfirmRequestSchema, returnCreateRequestSchema } from '../../contract/order';
import { isLang, parseLang } from '../../contract/lang';
import { returnDataBodySchema, returnDataParamsSchema } from '../../contract/route-inputs';
import { ok } from '../http/envelope';
import { confirmRefund, createRefund, refundData } from '../payments/refund-applications';
import { kickWaitlist } from '../waitlist/sweep';
import type { RoutePlugin } from './route-plugin';

export const refundRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/order/return/:hash', { schema: { params: returnDataParamsSchema, body: returnDataBodySchema }, config: { limit: 'lookup' } }, async (req) => {
    const { lang, hashConf } = req.body;
    return ok(await refundData(ctx, req.params.hash, parseLang(lang), hashConf));
  });

  app.post('/api/order/return-create', { schema: { body: returnCreateRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, lang, reason, id } = req.body;
    // The mail speaks the language the buyer applied in, else the order's.
    await createRefund(ctx, hash, isLang(lang) ? lang : undefined, reason, id);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order/return-confirm', { schema: { body: returnConfirmRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, hashConf } = req.body;
    await confirmRefund(ctx, hash, hashConf);
    // The places it freed go to the waiting list first (after commit, as mail is sent).
    void kickWaitlist(ctx, (err) => req.log.error({ err }, 'waiting list round failed'));
    return ok({ errorCode: '0', errorText: '' });
  });
};
