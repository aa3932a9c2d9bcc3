import { ErrorCode } from '../../contract/envelope';
import { liveChangeIdSchema, liveSeatsQuerySchema } from '../../contract/route-inputs';
import { ApiFailure, parseInput } from '../http/errors';
import { msg } from '../http/messages';
import { RESET } from '../live/hub';
import type { RoutePlugin } from './route-plugin';

export const LIVE_SEATS_ROUTE = '/api/scheme/live';

/**
 * GET /api/scheme/live?calendar_id=…&since=…: the session's seat changes as Server-Sent
 * Events (`event: seats`, see server/live/hub.ts). A reconnecting browser's Last-Event-ID
 * wins over `since`. Refusals come before the stream starts, in the envelope.
 */
export const liveRoutes: RoutePlugin = async (app, { ctx }) => {
  // Its limit is on open streams per address (ctx.live.admits), not on requests a minute.
  app.get(LIVE_SEATS_ROUTE, { schema: { querystring: liveSeatsQuerySchema }, config: { limit: false } }, async (req, reply) => {
    const query = req.query;
    const header = req.headers['last-event-id'];
    const lastEventId = Array.isArray(header) ? header[0] : header;
    const resumed = lastEventId !== undefined && lastEventId !== '' ? parseInput(liveChangeIdSchema, lastEventId, 'Last-Event-ID') : undefined;
    const fromAge = resumed === undefined && query.since === undefined && query.age !== undefined ? ctx.live.cursorAgo(query.age) : undefined;
    const since = resumed ?? query.since ?? fromAge;
    const session = await ctx.db.get('SELECT 1 AS x FROM sessions WHERE calendar_id = ?', [query.calendar_id]);
    if (!session) throw new ApiFailure(404, ErrorCode.notFound, 'Session not found');
    if (!ctx.live.admits(req.ip)) throw new ApiFailure(429, ErrorCode.tooManyRequests, msg('tooManyRequests'));

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy would hold events back to fill its blocks.
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // The browser waits this long before reconnecting after a drop.
    res.write('retry: 1000\n\n');
    // Too far back for this instance to replay: the client reloads the availability.
    if (resumed === undefined && query.since === undefined && query.age !== undefined && fromAge === undefined) res.write(RESET);
    res.socket?.setNoDelay(true);
    await ctx.live.attach(res, query.calendar_id, req.ip, since);
  });
};
