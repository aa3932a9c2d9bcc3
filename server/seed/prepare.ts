import type { Db } from '../db/driver';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { isoDay } from '../catalogue/clock';
import { loadReference } from '../../fixtures/reference/load';
import { insertCatalogue } from './catalogue';
import { insertReference, restoreDemoSessions } from './reference';
import { recordDemoSales } from './demo-sales';
import { ensureSessions } from './sessions';

export interface PrepareResult {
  seeded: boolean;
  sessionsAdded: number;
  demoOrders: number;
}

/**
 * Seeds the demo catalogue into an empty database, then (on every start) tops the
 * calendar up to its horizon and records demo sales for the sessions it added.
 */
export async function prepareDatabase(db: Db, now: Date): Promise<PrepareResult> {
  const today = isoDay(now);
  const result = await db.tx(async (tx) => {
    const seeded = !(await tx.get(`SELECT 1 FROM settings WHERE key = 'seeded_at'`));
    if (seeded) {
      await insertCatalogue(tx, loadCatalogue(), today);
      await insertReference(tx, loadReference());
      await tx.run(`INSERT INTO settings (key, value) VALUES ('seeded_at', ?)`, [now.toISOString()]);
    }
    await restoreDemoSessions(tx, now);
    const added = await ensureSessions(tx, today);
    const demoOrders = await recordDemoSales(tx, added, now);
    return { seeded, sessionsAdded: added.length, demoOrders };
  });
  // PostgreSQL plans by its statistics, and a freshly seeded database has none until autovacuum
  // gets round to it (a minute or more): meanwhile it guessed two live orders where there were
  // hundreds and started a map's seat look-up at the orders (bench:onsale on PostgreSQL: map
  // p99 584 ms, 112 ms once analysed). SQLite's plans are measured without statistics.
  if (db.dialect === 'postgres' && (result.seeded || result.sessionsAdded > 0 || result.demoOrders > 0)) await db.exec('ANALYZE');
  return result;
}
