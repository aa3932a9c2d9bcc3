import { crmSessionRequestSchema, hashRequestSchema, nominalConfirmRequestSchema } from '../../contract/order';
import { ErrorCode } from '../../contract/envelope';
import { parseLang } from '../../contract/lang';
import { ticketParamsSchema } from '../../contract/route-inputs';
import { ok } from '../http/envelope';
import { ApiFailure } from '../http/errors';
import { msg } from '../http/messages';
import { confirmNominal, orderData } from '../orders/nominal';
import { eventHashOf, singleTicket } from '../orders/ticket';
import type { RoutePlugin } from './route-plugin';

/** Personal account (CRM), nominal holders and the single-ticket view. */
export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/crm/client-info', { schema: { body: crmSessionRequestSchema }, config: { limit: false } }, async (req) => {
    const { sessionId } = req.body;
    const client = await ctx.db.get<{ id: number; hash_id: string; card_code: string | null; lastname: string; firstname: string; middlename: string; phone: string; email: string }>(
      'SELECT c.* FROM crm_sessions s JOIN clients c ON c.id = s.client_id WHERE s.session_id = ?',
      [sessionId],
    );
    if (!client) throw new ApiFailure(401, ErrorCode.notFound, msg('accountSessionEnded'), { errorMsg: 'Session not found' });
    const subs = await ctx.db.all<{ subscrit_id: number; event_id: number; quant: number }>('SELECT subscrit_id, event_id, quant FROM client_subscriptions WHERE client_id = ? AND quant > 0', [client.id]);
    return ok({
      errorCode: '0',
      errorMsg: '',
      sessionId,
      email: client.email,
      subscriptions: await Promise.all(subs.map(async (s) => ({ subscrit_id: s.subscrit_id, quant: s.quant, hash_id: await eventHashOf(ctx, s.event_id) }))),
      id: client.id,
      hashId: client.hash_id,
      cardCode: client.card_code,
      lastname: client.lastname,
      firstname: client.firstname,
      middlename: client.middlename,
      clientname: [client.lastname, client.firstname, client.middlename].filter(Boolean).join(' '),
      clientphone: client.phone,
      clientemail: client.email,
    });
  });

  app.post('/api/crm/logout', { schema: { body: crmSessionRequestSchema }, config: { limit: false } }, async (req) => {
    // A demo client's documented session (README: ?sessionId=demo-session-0001) stays: one
    // logout made it answer 401 for every later visitor until the server restarted. The
    // browser that logged out forgets it all the same.
    await ctx.db.run('DELETE FROM crm_sessions WHERE session_id = ? AND NOT EXISTS (SELECT 1 FROM clients WHERE clients.session_id = crm_sessions.session_id)', [req.body.sessionId]);
    return ok({ errorCode: '0', errorText: '' });
  });

  app.post('/api/order-data', { schema: { body: hashRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash, lang } = req.body;
    return orderData(ctx, hash, parseLang(lang));
  });

  app.post('/api/confirm-nominal', { schema: { body: nominalConfirmRequestSchema }, config: { limit: 'lookup' } }, async (req) => {
    const { hash } = await confirmNominal(ctx, req.body);
    return ok({ errorCode: '0', errorText: '', hash });
  });

  /** Data for the single-ticket page /ticket/{tickethash_id} (the page itself is the client's route). */
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/api/ticket/:id', { schema: { params: ticketParamsSchema }, config: { limit: 'lookup' } }, async (req) => {
    return ok(await singleTicket(ctx, req.params.id, parseLang(req.query.lang)));
  });
};
