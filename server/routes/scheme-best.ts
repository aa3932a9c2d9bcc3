import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { bestSeatsRequestSchema, releaseOfferRequestSchema, seatAvailabilityRequestSchema } from '../../contract/seat-availability';
import { currentOffer, offerBestSeats, releaseOffer } from '../catalogue/best-offer';
import type { AppContext } from '../context';
import { sessionIdOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { ApiFailure, parseInput } from '../http/errors';
import { kickWaitlist } from '../waitlist/sweep';

/** The request's browser session: an offer is kept for one (the CSRF check admits only requests that have it). */
function browserSession(req: FastifyRequest): string {
  const sid = sessionIdOf(req);
  if (!sid) throw new ApiFailure(403, ErrorCode.invalidCsrf, 'No browser session');
  return sid;
}

/** Best available (server/README.md): a block proposed and kept for the buyer, and that buyer's live offer. */
export async function bestSeatsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/scheme/best', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    const body = parseInput(bestSeatsRequestSchema, req.body);
    const sid = browserSession(req);
    reply.header('cache-control', 'no-store');
    const { offeredPerClient, offeredPerAddress } = ctx.config.clientLimits;
    return ok(await offerBestSeats(ctx.db, { sid, ip: req.ip }, body, ctx.now(), { perClient: offeredPerClient, perAddress: offeredPerAddress }));
  });

  // Offered seats the buyer took out of the cart go back to the sale before the offer lapses.
  app.post('/api/scheme/best/release', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    const body = parseInput(releaseOfferRequestSchema, req.body);
    const sid = browserSession(req);
    reply.header('cache-control', 'no-store');
    const released = await releaseOffer(ctx.db, sid, body, ctx.now());
    if (released.released.length) void kickWaitlist(ctx, (err) => req.log.error({ err }, 'waiting list round failed'));
    return ok(released);
  });

  // The buyer's live offer: a page reloaded while the block is kept puts it back in the cart.
  app.get('/api/scheme/best', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    const query = parseInput(seatAvailabilityRequestSchema, req.query);
    reply.header('cache-control', 'private, no-store');
    return ok(await currentOffer(ctx.db, sessionIdOf(req) ?? null, query, ctx.now()));
  });
}
