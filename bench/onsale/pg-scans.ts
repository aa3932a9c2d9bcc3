import pg from 'pg';

/**
 * `orders`' sequential and index scans so far, by every backend (each reports its counters
 * at most once a second, when idle). A hold's seat hold, line and ticket are each checked
 * against `orders` by its key: sequential scans there mean a check planned while the table
 * was small and kept as it grew (server/orders/hold/orders-statistics.ts).
 */
export async function ordersScans(url: string): Promise<{ seq: number; idx: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ seq: string; idx: string }>(`SELECT seq_scan AS seq, idx_scan AS idx FROM pg_stat_user_tables WHERE relname = 'orders'`);
    return { seq: Number(r.rows[0]?.seq ?? 0), idx: Number(r.rows[0]?.idx ?? 0) };
  } finally {
    await client.end();
  }
}
