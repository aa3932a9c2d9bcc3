import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { bestSeatsRequestSchema, releaseOfferRequestSchema, seatAvailabilityRequestSchema } from '../../contract/seat-availability';
import { currentOffer, offerBestSeats, releaseOffer } from '../catalogue/best-offer';
import { sessionIdOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { ApiFailure } from '../http/errors';
import { kickWaitlist } from '../waitlist/sweep';
import type { RoutePlugin } from './route-plugin';

/** The request's browser session: an offer is kept for one (the CSRF check admits only requests that have it). */
function browserSession(req: FastifyRequest): string {
  const sid = sessionIdOf(req);
  if (!sid) throw new ApiFailure(403, ErrorCode.invalidCsrf, 'No browser session');
  return sid;
}

/** Best available (server/README.md): a block proposed and kept for the buyer, and that buyer's live offer. */
export const bestSeatsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/scheme/best', { schema: { body: bestSeatsRequestSchema }, config: { limit: 'lookup' } }, async (req, reply) => {
    const body = req.body;
    const sid = browserSession(req);
    reply.header('cache-control', 'no-store');
    const { offeredPerClient, offeredPerAddress } = ctx.config.clientLimits;
    return ok(await offerBestSeats(ctx.db, { sid, ip: req.ip }, body, ctx.now(), { perClient: offeredPerClient, perAddress: offeredPerAddress }));
  });

  // Offered seats the buyer took out of the cart go back to the sale before the offer lapses.
  app.post('/api/scheme/best/release', { schema: { body: releaseOfferRequestSchema }, config: { limit: 'lookup' } }, async (req, reply) => {
    const body = req.body;
    const sid = browserSession(req);
    reply.header('cache-control', 'no-store');
    const released = await releaseOffer(ctx.db, sid, body, ctx.now());
    if (released.released.length) void kickWaitlist(ctx, (err) => req.log.error({ err }, 'waiting list round failed'));
    return ok(released);
  });

  // The buyer's live offer: a page reloaded while the block is kept puts it back in the cart.
  app.get('/api/scheme/best', { schema: { querystring: seatAvailabilityRequestSchema }, config: { limit: 'lookup' } }, async (req, reply) => {
    const query = req.query;
    reply.header('cache-control', 'private, no-store');
    return ok(await currentOffer(ctx.db, sessionIdOf(req) ?? null, query, ctx.now()));
  });
};
