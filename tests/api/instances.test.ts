import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { ApiClient, freshDatabase, heldMinute, startServer, type TestDatabase, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { exited, freePort, startServerProcess } from './server-process';
import { openSse, seatStates, type SseStream } from './sse';
import { LIVE_SEATS_ROUTE } from '../../server/routes/live';
import { doubleSold } from './sold-seats';

// Several API instances on one database (README: "Several instances"): on PostgreSQL in the
// api-pg project, on one SQLite file in the api project.

type Created = { errorCode: string; hash: string };

/**
 * 240 buyers, spread over the instances, want two of the same 50 seats each. Each takes its
 * token from one instance and orders on the next: the session and its CSRF secret are the
 * database's, not a process's.
 */
async function race(bases: string[]) {
  const s = await schemeSession(new ApiClient(bases[0]!), mapEventSlug('chamber'));
  const seats = s.map.seat_numbers.slice(0, 50).map((x) => x.seat_id);
  const wants = (i: number) => [...new Set([seats[(i * 7) % 50]!, seats[(i * 13 + 1) % 50]!])];
  const buyers = await Promise.all(Array.from({ length: 240 }, async (_, i) => {
    const c = new ApiClient(bases[i % bases.length]!);
    await c.fetchToken();
    return c.on(bases[(i + 1) % bases.length]!);
  }));
  const results = await Promise.all(buyers.map((c, i) => c.post<Created>('/api/order/create-scheme', schemeOrderBody(s, wants(i)))));
  return { s, seats, wants, results };
}

describe('three API processes on one database', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    // One after the other: the first migrates and tops the calendar up, the others find it done.
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      children.push((await startServerProcess(database.url, port)).child);
      bases.push(`http://127.0.0.1:${port}`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const c of children) {
      c.kill('SIGTERM');
      await exited(c);
    }
    await database.drop();
  });

  it('sell each seat once to buyers spread over them, each seat to the order that asked for it', async () => {
    const { s, seats, wants, results } = await race(bases);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.response.errorCode === '-9998'))).toBe(true);
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners.length).toBeGreaterThan(0);
    const db = openDatabase(database.url);
    try {
      expect(await doubleSold(db, s.session.calendar_id)).toBe(0);
      const held = await db.all<{ seat_id: number; hash: string }>(
        `SELECT h.seat_id, o.hash FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
          WHERE h.calendar_id = ? AND h.seat_id IN (${seats.map(() => '?').join(',')}) ORDER BY h.seat_id`,
        [s.session.calendar_id, ...seats],
      );
      const expected = winners.flatMap((i) => wants(i).map((seat_id) => ({ seat_id, hash: results[i]!.body.response.hash }))).sort((a, b) => a.seat_id - b.seat_id);
      expect(held).toEqual(expected);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('INSTANCES=2: two processes sharing one port (npm start on both cores)', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let base = '';
  const streams: SseStream[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    const port = await freePort();
    child = (await startServerProcess(database.url, port, { INSTANCES: '2' })).child;
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    if (child) {
      child.kill('SIGTERM');
      // The primary stops its instances and ends when they have.
      expect(await exited(child)).toMatchObject({ code: 0 });
    }
    await database.drop();
  });

  it('run as two processes that sell each seat once, and every open map hears every hold', async () => {
    // The primary forked two instances (Linux: their parent's id in /proc/<pid>/stat).
    const children = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && (() => {
      try {
        return Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === child.pid;
      } catch {
        return false;
      }
    })());
    expect(children).toHaveLength(2);

    const s = await schemeSession(new ApiClient(base), mapEventSlug('theatre'));
    // Four maps listening, spread over the instances by the connections they came on.
    for (let i = 0; i < 4; i++) streams.push(await openSse(`${base}${LIVE_SEATS_ROUTE}?calendar_id=${s.session.calendar_id}&since=0`));
    const { s: raced, results } = await race([base]);
    const db = openDatabase(database.url);
    try {
      expect(await doubleSold(db, raced.session.calendar_id)).toBe(0);
    } finally {
      await db.close();
    }
    expect(results.some((r) => r.status === 200)).toBe(true);
    // Holds of this session through either process reach every listener, whichever process it is on.
    const buyers = await Promise.all(Array.from({ length: 6 }, async () => {
      const c = new ApiClient(base);
      await c.fetchToken();
      return c;
    }));
    const seats = s.map.seat_numbers.slice(0, 6).map((x) => x.seat_id);
    const held = await Promise.all(buyers.map((c, i) => c.post<Created>('/api/order/create-scheme', schemeOrderBody(s, [seats[i]!]))));
    expect(held.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const stream of streams) await stream.until((e) => seats.every((id) => seatStates(e).get(id) === 1), 'every hold');
  }, 90_000);
});

describe('the control run: three instances without locks oversell', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startServer({ config: { unsafeUnlockedHolds: true } }));
    for (let i = 0; i < 2; i++) servers.push(await startServer({ database: servers[0]!.databaseUrl, config: { unsafeUnlockedHolds: true } }));
  });
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
  });

  it('proves the race above can fail', async () => {
    const { s } = await race(servers.map((x) => x.url));
    expect(await doubleSold(servers[0]!.db, s.session.calendar_id)).toBeGreaterThan(0);
  }, 60_000);
});

describe('state the instances share through the database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // One clock for both, held in the middle of a minute.
    const now = heldMinute();
    a = await startServer({ now, config: { captchaEnabled: true, rateLimits: { captcha: 1000, promo: 1000, lookup: 4 } } });
    b = await startServer({ now, database: a.databaseUrl, config: { captchaEnabled: true, rateLimits: { captcha: 1000, promo: 1000, lookup: 4 } } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('rate limits count the requests of every instance', async () => {
    const c = a.client();
    const look = (x: ApiClient) => x.post('/api/order/status-change', { hash: 'f'.repeat(40) });
    expect((await look(c)).status).toBe(404);
    expect((await look(c)).status).toBe(404);
    expect((await look(c)).status).toBe(404);
    await a.app.storefront.limiter.settle();
    // Three counted on a; b learns of them with its first write and refuses the fifth overall.
    const onB = c.on(b.url);
    expect((await look(onB)).status).toBe(404);
    await b.app.storefront.limiter.settle();
    expect((await look(onB)).status).toBe(429);
  });

  it('a solved captcha pays for one order, whichever instances it is sent to', async () => {
    const c = a.client();
    const { sid } = (await c.get<{ sid: string }>('/api/captcha')).body.response;
    const answer = (await a.db.get<{ answer: string }>('SELECT answer FROM captchas WHERE sid = ?', [sid]))!.answer;
    expect((await c.on(b.url).post('/api/captcha/check', { code: answer, sid })).body.response).toMatchObject({ result: true });
    const body = { ...(await categoryOrderBody(c)), captcha: { sid, code: answer } };
    const tries = await Promise.all([a, b, a, b].map((x) => c.on(x.url).post<Created>('/api/order/create', body)));
    expect(tries.map((r) => r.status).sort()).toEqual([200, 403, 403, 403]);
  });
});
