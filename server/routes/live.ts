import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '../../contract/envelope';
import type { AppContext } from '../context';
import { ApiFailure, parseInput } from '../http/errors';
import { msg } from '../http/messages';
import { RESET } from '../live/hub';

export const LIVE_SEATS_ROUTE = '/api/scheme/live';

const changeId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const querySchema = z.object({
  calendar_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The availability document's changeId: changes after it are replayed first. */
  since: changeId.optional(),
  /**
   * Or: how long ago (ms, by the client's clock) the map's data was requested; the changes
   * this instance has read since then are replayed. Durations only, so clocks need not agree.
   */
  age: z.coerce.number().int().min(0).max(600_000).optional(),
});

/**
 * GET /api/scheme/live?calendar_id=…&since=…: the session's seat changes as Server-Sent
 * Events (`event: seats`, see server/live/hub.ts). A reconnecting browser's Last-Event-ID
 * wins over `since`. Refusals come before the stream starts, in the envelope.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(LIVE_SEATS_ROUTE, async (req, reply) => {
    const query = parseInput(querySchema, req.query, 'query');
    const header = req.headers['last-event-id'];
    const lastEventId = Array.isArray(header) ? header[0] : header;
    const resumed = lastEventId !== undefined && lastEventId !== '' ? parseInput(changeId, lastEventId, 'Last-Event-ID') : undefined;
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
}
