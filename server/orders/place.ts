import type { AppContext } from '../context';
import { DomainError } from '../domain-error';
import { holdPlaces, StaleCatalogue, type OrderClient } from './hold/hold-places';
import { cachedCatalogue, catalogueVersion, directCatalogue, dropCachedCatalogue, type PlanningCatalogue } from './planning-catalogue';
import type { OrderPlan } from './plan';

/**
 * Plans an order from this process's catalogue cache and places it. When the hold finds the
 * catalogue changed since (or the plan was refused on rows that turn out to be stale), the
 * cache is dropped and the order planned again; the last attempt reads the database directly.
 */
export async function placePlannedOrder(
  ctx: AppContext,
  planWith: (cat: PlanningCatalogue) => Promise<OrderPlan>,
  client: OrderClient | null,
): Promise<{ orderId: number; hash: string }> {
  for (let attempt = 1; ; attempt++) {
    const cat = attempt < 3 ? await cachedCatalogue(ctx.db) : directCatalogue(ctx.db);
    let plan: OrderPlan;
    try {
      plan = await planWith(cat);
    } catch (err) {
      if (cat.version !== undefined && err instanceof DomainError && (await catalogueVersion(ctx.db)) !== cat.version) {
        dropCachedCatalogue(ctx.db, cat.version);
        continue;
      }
      throw err;
    }
    try {
      return await holdPlaces(ctx, plan, client);
    } catch (err) {
      if (!(err instanceof StaleCatalogue)) throw err;
      dropCachedCatalogue(ctx.db, cat.version);
    }
  }
}
