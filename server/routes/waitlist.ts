import { waitlistJoinRequestSchema, waitlistLeaveRequestSchema } from '../../contract/waitlist';
import { requestClient as clientOf } from '../http/csrf';
import { ok } from '../http/envelope';
import { admitOrder } from '../orders/client-limits';
import { joinWaitlist, leaveWaitlist } from '../waitlist/entries';
import type { RoutePlugin } from './route-plugin';

/** The waiting list of a sold-out session (docs/product/waiting-list.md). */
export const waitlistRoutes: RoutePlugin = async (app, { ctx }) => {
  // Joining counts as an order does against flooding (admitOrder: per minute, then the image
  // captcha), so the route takes no limit of its own, as order creation does not.
  app.post('/api/waitlist/join', { schema: { body: waitlistJoinRequestSchema }, config: { limit: false } }, async (req, reply) => {
    const client = clientOf(req);
    await admitOrder(ctx, client, req.body.captcha);
    reply.header('cache-control', 'no-store');
    return ok(await joinWaitlist(ctx, client, req.body));
  });

  // The mail's unsubscribe link (the page asks before it calls this).
  app.post('/api/waitlist/leave', { schema: { body: waitlistLeaveRequestSchema }, config: { limit: 'lookup' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await leaveWaitlist(ctx, req.body.token));
  });
};
