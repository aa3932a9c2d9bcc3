import pg from 'pg';

/**
 * What PostgreSQL's backends are doing while the mix runs, from `pg_stat_activity` sampled
 * every `everyMs` on a connection of its own (not through the server's pool or the wire
 * relay). Each sample counts the backends by state and wait event; the summary is the mean
 * number of backends in each, per sample. "active, on CPU" is a backend running a statement
 * and waiting for nothing PostgreSQL tracks (on a CPU, or waiting for one); "idle" is a
 * connection the server holds between statements (its round trip, or the server's own work).
 * Sampling costs a statement each time: take throughput from runs without it.
 */
export interface WaitSampler {
  stop(): Promise<{ samples: number; meanBackends: Record<string, number> }>;
}

export async function sampleWaits(url: string, everyMs: number): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      const r = await client.query<{ k: string; n: string }>(
        `SELECT backend_type || ': ' || COALESCE(state, '-') || ', ' ||
                COALESCE(wait_event_type || ':' || wait_event, CASE WHEN state = 'active' THEN 'on CPU' ELSE 'no wait' END) AS k,
                COUNT(*) AS n
           FROM pg_stat_activity WHERE pid <> pg_backend_pid() GROUP BY 1`,
      );
      samples++;
      for (const row of r.rows) counts.set(row.k, (counts.get(row.k) ?? 0) + Number(row.n));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - t0))));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      const meanBackends = Object.fromEntries(
        [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, +(n / Math.max(1, samples)).toFixed(2)]),
      );
      return { samples, meanBackends };
    },
  };
}
