import { z } from 'zod';
import { returnDataRequestSchema } from './order';

/** GET /api/ticket/{tickethash_id}: the ticket's hash in the path. */
export const ticketParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/i) });

/** POST /api/order/return/{hash}: the order's hash in the path; the body may repeat it. */
export const returnDataParamsSchema = returnDataRequestSchema.pick({ hash: true });
export const returnDataBodySchema = returnDataRequestSchema.partial({ hash: true });

/** A change's number on the live seat stream (`since`, and the browser's Last-Event-ID). */
export const liveChangeIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** GET /api/scheme/live: which session's seat changes, and from where. */
export const liveSeatsQuerySchema = z.object({
  calendar_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The availability document's changeId: changes after it are replayed first. */
  since: liveChangeIdSchema.optional(),
  /**
   * Or: how long ago (ms, by the client's clock) the map's data was requested; the changes
   * this instance has read since then are replayed. Durations only, so clocks need not agree.
   */
  age: z.coerce.number().int().min(0).max(600_000).optional(),
});
