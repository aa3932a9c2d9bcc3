// When the waiting list looks for places: right after places come back on this instance (a
// refund confirmed, an offer given back), and by a sweep on every instance that also notices
// what comes back without a request (reservations and waiters' holds running out).
import type { FastifyInstance } from 'fastify';
import { hhmmOf, isoDay } from '../catalogue/clock';
import type { AppContext } from '../context';
import { offerFreedPlaces } from './offer';

/** An entry a pass began to serve and never finished (its process died) waits again after this. */
const STUCK_MS = 120_000;

/**
 * Offers that ended: bought (the reservation paid), or lapsed (cancelled or run out, so its
 * places go to the next waiter). Entries stuck half-served wait again.
 */
async function settleOffers(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.run(
    `UPDATE waitlist_entries SET state = 'bought', changed_at = ? WHERE state = 'offered' AND order_id IN (SELECT order_id FROM orders WHERE status = 20)`,
    [at],
  );
  await ctx.db.run(
    `UPDATE waitlist_entries SET state = 'lapsed', changed_at = ?
      WHERE state = 'offered' AND order_id IN (SELECT order_id FROM orders WHERE status = 90 OR (status = 0 AND reserve_until <= ?))`,
    [at, at],
  );
  await ctx.db.run(`UPDATE waitlist_entries SET state = 'waiting' WHERE state = 'offering' AND changed_at < ?`, [new Date(now.getTime() - STUCK_MS).toISOString()]);
}

/** One round: offers that ended are settled, then every session on sale with waiters is looked at. */
export async function runWaitlist(ctx: AppContext): Promise<number> {
  await settleOffers(ctx);
  const now = ctx.now();
  const today = isoDay(now);
  const sessions = await ctx.db.all<{ calendar_id: number }>(
    `SELECT DISTINCT w.calendar_id FROM waitlist_entries w JOIN sessions s ON s.calendar_id = w.calendar_id
      WHERE w.state = 'waiting' AND s.day >= ? AND NOT (s.day = ? AND s.time <> '' AND s.time <= ?)`,
    [today, today, hhmmOf(now)],
  );
  let offered = 0;
  for (const s of sessions) offered += await offerFreedPlaces(ctx, Number(s.calendar_id));
  return offered;
}

interface Runner {
  running: Promise<void> | null;
  again: boolean;
}
const runners = new WeakMap<AppContext, Runner>();

/** Runs a round soon, after commit: one at a time per app; asked during one, another follows. */
export function kickWaitlist(ctx: AppContext, onError: (err: unknown) => void = () => {}): Promise<void> {
  let r = runners.get(ctx);
  if (!r) runners.set(ctx, (r = { running: null, again: false }));
  const runner = r;
  if (runner.running) {
    runner.again = true;
    return runner.running;
  }
  runner.running = (async () => {
    do {
      runner.again = false;
      try {
        await runWaitlist(ctx);
      } catch (err) {
        onError(err);
      }
    } while (runner.again);
    runner.running = null;
  })();
  return runner.running;
}

export function installWaitlistSweep(app: FastifyInstance, ctx: AppContext): void {
  const log = (err: unknown) => app.log.error({ err }, 'waiting list round failed');
  const timer = setInterval(() => void kickWaitlist(ctx, log), ctx.config.waitlist.sweepMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await runners.get(ctx)?.running;
  });
}
