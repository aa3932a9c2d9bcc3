import type { FastifyInstance } from 'fastify';
import { waitlistJoinRequestSchema, waitlistLeaveRequestSchema } from '../../contract/waitlist';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { parseInput } from '../http/errors';
import { requestClient as clientOf } from '../http/csrf';
import { admitOrder } from '../orders/client-limits';
import { joinWaitlist, leaveWaitlist } from '../waitlist/entries';

/** The waiting list of a sold-out session (docs/product/waiting-list.md). */
export async function waitlistRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Joining counts as an order does against flooding: per minute, then the image captcha.
  app.post('/api/waitlist/join', async (req, reply) => {
    const body = parseInput(waitlistJoinRequestSchema, req.body);
    const client = clientOf(req);
    await admitOrder(ctx, client, body.captcha);
    reply.header('cache-control', 'no-store');
    return ok(await joinWaitlist(ctx, client, body));
  });

  // The mail's unsubscribe link (the page asks before it calls this).
  app.post('/api/waitlist/leave', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    const { token } = parseInput(waitlistLeaveRequestSchema, req.body);
    reply.header('cache-control', 'no-store');
    return ok(await leaveWaitlist(ctx, token));
  });
}
