// The live stream (GET /api/scheme/live): the session's seat changes as Server-Sent Events,
// written by server/live/hub.ts and read by the scheme page's map.
import { z } from 'zod';
import { LiveSeatStatus } from './seat-status';

/** The stream's event names: `seats` carries a message below, `reset` says reload the availability. */
export const LiveSeatsEvent = { seats: 'seats', reset: 'reset' } as const;

const liveStatusCode = z.union([z.literal(LiveSeatStatus.free), z.literal(LiveSeatStatus.held), z.literal(LiveSeatStatus.sold)]);

/**
 * One `event: seats` message: a run of one session's changes. `id` is the last change's id
 * (also the SSE id, sent back as Last-Event-ID), `p` the session's change before the first, so
 * a listener whose last id is below `p` knows it missed some. `c` lists [seat_id, status]
 * (LiveSeatStatus); `n: 1` says counted places (no seat) changed.
 */
export const seatsMessageSchema = z.object({
  /** calendar_id */
  s: z.number().int(),
  p: z.number().int().min(0),
  id: z.number().int().positive(),
  c: z.array(z.tuple([z.number().int(), liveStatusCode])),
  n: z.literal(1).optional(),
});
export type SeatsMessage = z.infer<typeof seatsMessageSchema>;
