import type { Db } from '../../db/driver';

/**
 * PostgreSQL: true in a hold statement's answer when `orders` has more than doubled (and
 * passed eight pages) since its statistics were last taken.
 *
 * Why it matters: the foreign-key checks of a hold's seat hold, line and ticket against
 * `orders` are queries each connection plans once and then keeps (after five runs). Planned
 * while `orders` is a few pages (a new database, the morning before an on-sale), the plan
 * reads the whole table, the cheapest way then; kept while the on-sale adds thousands of
 * orders, each check reads them all (1–3 ms a row, where the key takes 0.02 ms). New
 * statistics make every connection plan its checks again. Autovacuum takes them too, but only
 * on its round (a minute by default), which an on-sale's first minute does not wait for.
 */
export const ORDERS_OUTGREW_STATISTICS_SQL = `(SELECT pg_relation_size(c.oid) / current_setting('block_size')::bigint > GREATEST(2 * c.relpages, 8)
    FROM pg_class c WHERE c.oid = 'orders'::regclass)`;

const analysing = new WeakSet<object>();

/** Takes `orders`' statistics again in the background, once at a time per pool; a failure leaves it to autovacuum. */
export function refreshOrdersStatistics(db: Db): Promise<void> {
  if (analysing.has(db.identity)) return Promise.resolve();
  analysing.add(db.identity);
  return db
    .run('ANALYZE orders')
    .then(() => undefined, () => undefined)
    .finally(() => analysing.delete(db.identity));
}
