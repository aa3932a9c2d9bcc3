import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countedHoldTesting } from '../../server/orders/hold/counted-hold';
import { seatBatchStats } from '../../server/orders/hold/seat-batch';
import { raceForCategory } from './category-race';
import { GENEROUS_CLIENT_LIMITS, startServer, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { doubleSold } from './sold-seats';

// Seat orders that arrive together go to PostgreSQL as one statement (server/orders/seat-batch.ts).
// Each order in it must stay all-or-nothing and independent of the others. On SQLite the same
// tests run through the transaction path (there is no batching there to check).

const onPostgres = inject('testDb') === 'postgres';
type Created = { errorCode: string; hash: string; unavailable?: number[] };

/** 200 buyers, each with its own session, want two of the same 50 seats, all at once. */
async function race(server: TestServer, hall: string) {
  const s = await schemeSession(server.client(), mapEventSlug(hall));
  const seats = s.map.seat_numbers.slice(0, 50).map((x) => x.seat_id);
  const wants = (i: number) => [...new Set([seats[(i * 7) % 50]!, seats[(i * 13 + 1) % 50]!])];
  const clients = await Promise.all(Array.from({ length: 200 }, async () => {
    const c = server.client();
    await c.fetchToken();
    return c;
  }));
  const results = await Promise.all(clients.map((c, i) => c.post<Created>('/api/order/create-scheme', schemeOrderBody(s, wants(i)))));
  return { s, seats, wants, results };
}

/** Caps off: the batch is one statement on its own; caps on: in a transaction under the clients' locks. */
const withoutCaps = { ...GENEROUS_CLIENT_LIMITS, heldPerClient: 0, heldPerAddress: 0 };

describe.each([
  { name: 'without per-client caps', clientLimits: withoutCaps },
  { name: 'with per-client caps', clientLimits: GENEROUS_CLIENT_LIMITS },
])('seat orders batched into one statement ($name)', ({ clientLimits }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits } });
  });
  afterAll(() => server.close());

  it('a race sells each seat once, to the order that asked for it, and whole orders only', async () => {
    const before = seatBatchStats(server.app.storefront);
    const { s, seats, wants, results } = await race(server, 'chamber');
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.response.errorCode === '-9998'))).toBe(true);
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners.length).toBeGreaterThan(0);
    expect(await doubleSold(server.db, s.session.calendar_id)).toBe(0);
    const held = await server.db.all<{ seat_id: number; hash: string }>(
      `SELECT h.seat_id, o.hash FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
        WHERE h.calendar_id = ? AND h.seat_id IN (${seats.map(() => '?').join(',')}) ORDER BY h.seat_id`,
      [s.session.calendar_id, ...seats],
    );
    const expected = winners.flatMap((i) => wants(i).map((seat_id) => ({ seat_id, hash: results[i]!.body.response.hash }))).sort((a, b) => a.seat_id - b.seat_id);
    expect(held).toEqual(expected);
    // Every order placed has its lines and tickets, one per seat, and nothing else was written.
    const lines = await server.db.get<{ orders: number; lines: number; tickets: number }>(
      `SELECT COUNT(DISTINCT o.order_id) AS orders, COUNT(DISTINCT l.line_id) AS lines, COUNT(DISTINCT t.ticket_id) AS tickets
         FROM orders o JOIN order_lines l ON l.order_id = o.order_id JOIN tickets t ON t.line_id = l.line_id
        WHERE l.calendar_id = ? AND l.seat_id IN (${seats.map(() => '?').join(',')})`,
      [s.session.calendar_id, ...seats],
    );
    const seatsWon = winners.reduce((n, i) => n + wants(i).length, 0);
    expect(lines).toEqual({ orders: winners.length, lines: seatsWon, tickets: seatsWon });
    if (onPostgres) {
      const after = seatBatchStats(server.app.storefront);
      // The race went through the batches, several orders in a statement at least once.
      expect(after.orders - before.orders).toBeGreaterThan(0);
      expect(after.largest).toBeGreaterThan(1);
    }
  });

  it("one order's taken seat fails neither the other orders of its statement nor its own free seat", async () => {
    const s = await schemeSession(server.client(), mapEventSlug('arena'));
    const free = s.map.seat_numbers.map((x) => x.seat_id);
    const [taken, alsoWanted, ...others] = free;
    const first = await server.client().post<Created>('/api/order/create-scheme', schemeOrderBody(s, [taken!]));
    expect(first.status).toBe(200);
    const before = seatBatchStats(server.app.storefront);
    const clients = await Promise.all(Array.from({ length: 31 }, async () => {
      const c = server.client();
      await c.fetchToken();
      return c;
    }));
    const wants = (i: number) => (i === 15 ? [taken!, alsoWanted!] : [others[i]!]);
    const results = await Promise.all(clients.map((c, i) => c.post<Created>('/api/order/create-scheme', schemeOrderBody(s, wants(i)))));
    results.forEach((r, i) => {
      if (i === 15) {
        expect(r.status).toBe(409);
        expect(r.body.response.unavailable).toEqual([taken]);
      } else expect(r.status).toBe(200);
    });
    const holders = await server.db.all<{ seat_id: number }>('SELECT seat_id FROM seat_holds WHERE calendar_id = ? AND seat_id = ?', [s.session.calendar_id, alsoWanted!]);
    expect(holders).toEqual([]);
    if (onPostgres) expect(seatBatchStats(server.app.storefront).orders - before.orders).toBeGreaterThanOrEqual(31);
  });
});

describe.runIf(onPostgres)('the control run: a batch that is not all-or-nothing per order oversells', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: withoutCaps, unsafeBatchIgnoresConflicts: true } });
  });
  afterAll(() => server.close());

  it('proves the batched race above can fail', async () => {
    const { s } = await race(server, 'chamber');
    expect(await doubleSold(server.db, s.session.calendar_id)).toBeGreaterThan(0);
  });
});

// Category orders on PostgreSQL: BEGIN with the session's row lock, one statement, COMMIT
// (server/orders/counted-hold.ts); on SQLite the transaction path.

describe('category orders in one statement under the session lock (without per-client caps)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: withoutCaps } });
  });
  afterAll(() => server.close());

  it('200 buyers racing for a 60-place zone: exactly its places sold, a ticket for each', async () => {
    const { left, results, sold, won, tickets } = await raceForCategory(server);
    expect(left).toBe(60);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.response.errorCode === '-9998'))).toBe(true);
    expect(won).toBe(sold);
    expect(sold).toBe(left);
    expect(tickets).toBe(sold);
  });
});

describe.runIf(onPostgres)('the control run: the category statement without the session lock oversells', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: withoutCaps } });
    countedHoldTesting.withoutSessionLock = true;
  });
  afterAll(async () => {
    countedHoldTesting.withoutSessionLock = false;
    await server.close();
  });

  it('proves the category race above can fail on this path', async () => {
    const { left, sold } = await raceForCategory(server);
    expect(sold).toBeGreaterThan(left);
  });
});

/**
 * Sequential and index scans of `orders` so far. The server's pool has one connection, which
 * runs this too: it reports its counters first (a backend otherwise sends them when idle, later).
 */
async function ordersScans(db: TestServer['db']) {
  await db.get('SELECT pg_stat_force_next_flush()');
  return (await db.get<{ seq: number; idx: number }>(`SELECT seq_scan AS seq, idx_scan AS idx FROM pg_stat_user_tables WHERE relname = 'orders'`))!;
}

describe.runIf(onPostgres)("a hold's reads of orders once orders has grown", () => {
  let server: TestServer;
  // One connection: the backend that planned the checks while orders was small makes them later.
  beforeAll(async () => {
    server = await startServer({ poolSize: 1, config: { clientLimits: withoutCaps } });
  });
  afterAll(() => server.close());

  it('are looked up by the key, not by reading the whole table', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('arena'));
    const seats = s.map.seat_numbers.map((x) => x.seat_id);
    const hold = async (seat: number) => expect((await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]))).status).toBe(200);
    // The seeded database has three pages of orders. After five checks against that, PostgreSQL
    // keeps the check's plan (a sequential scan, cheapest on three pages) for the connection.
    for (let i = 0; i < 8; i++) await hold(seats[i]!);
    // Then orders grows past what that plan was made for, as in an on-sale's first minute:
    // reservations, live for a day.
    const created = new Date();
    const until = new Date(created.getTime() + 86_400_000);
    await server.db.run(
      `INSERT INTO orders (hash, ord_num, created_at, reserve_until, status)
       SELECT 'grown-' || g, 'G-' || g, ?, ?, 0 FROM generate_series(1, 5000) AS g`,
      [created.toISOString(), until.toISOString()],
    );
    // No ANALYZE here: the first hold finds orders more than doubled and the server takes its
    // statistics (orders-statistics.ts), after which every connection plans its checks anew.
    // PostgreSQL may keep one generic plan for the hold statement (it did in bench:onsale),
    // planned without the moment it compares reservations with: take that plan here.
    await server.db.run('SET plan_cache_mode = force_generic_plan');
    const before = await ordersScans(server.db);
    const holds = 40;
    for (let i = 0; i < holds; i++) await hold(seats[8 + i]!);
    const after = await ordersScans(server.db);
    // Each hold writes a seat hold, a line and a ticket that refer to their order: three checks.
    expect(after.seq + after.idx - before.seq - before.idx).toBeGreaterThanOrEqual(3 * holds);
    // A few while the first statement's plans are replaced; none a check (or a statement) after.
    expect(after.seq - before.seq).toBeLessThan(holds / 4);
  }, 60_000);
});
