import type { AppContext } from '../../context';
import type { OrderPlan } from '../plan';
import type { OrderClient } from './client-caps';
import type { Placed } from './seat-batch';
import { checkPlaces, checkSession, insertOrder } from './transaction';

/**
 * Test-only control (UNSAFE_UNLOCKED_HOLDS): check, let the other requests of a race check too,
 * then write without locks, so the race tests prove they can fail. One event-loop turn is too
 * short a window: on a busy machine the requests of a race arrive over hundreds of
 * milliseconds, and the control must oversell every time.
 */
export async function holdUnlocked(ctx: AppContext, plan: OrderPlan, now: Date, client: OrderClient | null): Promise<Placed> {
  await checkSession(ctx.db, plan, now);
  await checkPlaces(ctx.db, plan, now);
  await new Promise((r) => setTimeout(r, 250));
  return ctx.db.tx((tx) => insertOrder(tx, plan, now, ctx.config.reserveSeconds, false, client));
}
