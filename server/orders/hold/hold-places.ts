import type { AppContext } from '../../context';
import type { OrderPlan } from '../plan';
import { holdLimitChecks, type HoldLimitCheck, type OrderClient } from './client-caps';
import { placeCountedInOneStatement } from './counted-hold';
import { refuseHeldBackSeats } from './held-back';
import { holdSeatsBatched, type Placed } from './seat-batch';
import { holdInTransaction } from './transaction';
import { holdUnlocked } from './unlocked';

export type { OrderClient } from './client-caps';
export type { Placed } from './seat-batch';
export { StaleCatalogue } from './stale-catalogue';

/** The one-statement paths (PostgreSQL) an order may take before the transaction path. */
type FastPath = 'seat batch' | 'counted statement' | null;

function fastPathFor(ctx: AppContext, plan: OrderPlan, caps: readonly HoldLimitCheck[]): FastPath {
  if (ctx.db.dialect !== 'postgres' || !plan.lines.length || plan.subscription) return null;
  const places = plan.lines.reduce((s, l) => s + l.quantity, 0);
  const paid = plan.lines.some((l) => l.price + l.fee > 0);
  if (!paid || !caps.every((c) => places <= c.limit)) return null;
  if (plan.lines.every((l) => l.seat)) return 'seat batch';
  if (plan.lines.every((l) => !l.seat)) return 'counted statement';
  return null;
}

/**
 * The one door to a seat hold: takes the places of a plan and writes its order (tickets, seat
 * holds), within the client's caps, with fresh order ids; or refuses with a DomainError, or
 * throws StaleCatalogue when the plan's catalogue is out of date. Which way it holds is its own
 * business: seats-only paid orders with the other seat orders of the moment in one statement
 * (seat-batch.ts), counted-only paid orders in one statement (counted-hold.ts), and whatever
 * those did not write, or any other order, in one transaction (transaction.ts).
 */
export async function holdPlaces(ctx: AppContext, plan: OrderPlan, client: OrderClient | null): Promise<Placed> {
  const now = ctx.now();
  // Wheelchair spaces kept off general sale (docs/product/accessible-seating.md), before any way of holding.
  await refuseHeldBackSeats(ctx.db, plan, now, client);
  if (ctx.config.unsafeUnlockedHolds) return holdUnlocked(ctx, plan, now, client);
  const caps = holdLimitChecks(ctx, client);
  const fast = fastPathFor(ctx, plan, caps);
  const placed =
    fast === 'seat batch' ? await holdSeatsBatched(ctx, { plan, now, client, caps })
    : fast === 'counted statement' ? await placeCountedInOneStatement(ctx, plan, now, client, caps)
    : null;
  return placed ?? holdInTransaction(ctx, plan, now, client, caps);
}
