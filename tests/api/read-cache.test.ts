import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAfisha } from '../../server/catalogue/afisha';
import { loadAvailability, soldPlaces } from '../../server/catalogue/availability';
import { KeptAvailability } from '../../server/catalogue/kept-availability';
import type { Db } from '../../server/db/driver';
import type { JournalAdvance, LiveHub } from '../../server/live/hub';
import { startServer, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

// The afisha and the booking loads are computed once per change (server/live/read-cache.ts):
// served as kept bytes with an ETag (304 when unchanged), rebuilt when the journal says a
// sale or the catalogue changed them, on every instance. SQLite (api) and PostgreSQL (api-pg).

interface Afisha {
  action: { event_id: number; totalticketcount: number; event_ru?: string }[];
}

const options = { live: { pollMs: 50, maxPerAddress: 0, maxBuffered: 1024 * 1024, heartbeatMs: 15_000, stallMs: 10_000, readMinAgeMs: 200 } };

describe('kept reads: afisha and booking loads', () => {
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: options });
    other = await startServer({ database: server.databaseUrl, config: options });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const afisha = async (base: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/afisha`, { headers });
    return { res, body: res.status === 200 ? ((await res.json()) as { response: Afisha }).response : undefined };
  };
  const countOf = (a: Afisha | undefined, eventId: number) => a!.action.find((e) => e.event_id === eventId)!.totalticketcount;

  it('answers the afisha as built, with an ETag; the same ETag gets 304 without a body; brotli and gzip as accepted', async () => {
    const first = await afisha(server.url);
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.res.headers.get('cache-control')).toBe('no-cache');
    const fresh = await buildAfisha(server.db, { captchaEnabled: server.app.storefront.config.captchaEnabled, now: new Date() });
    expect(first.body).toEqual(JSON.parse(JSON.stringify(fresh)));

    const again = await fetch(`${server.url}/api/afisha`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${server.url}/api/afisha`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    const br = await fetch(`${server.url}/api/afisha`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('etag')).toBe(etag);
    // fetch decodes both: the same document either way.
    expect(((await br.json()) as { response: Afisha }).response).toEqual(first.body);
    const gz = await fetch(`${server.url}/api/afisha`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(((await gz.json()) as { response: Afisha }).response).toEqual(first.body);
  });

  it('a sale through one instance changes the afisha and the seat page load on both; the old ETag then gets 200', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const eventId = s.scheme.action.action_id;
    const before = await afisha(server.url);
    const beforeOther = await afisha(other.url);
    const etag = before.res.headers.get('etag')!;
    const quant = s.session.quant;

    const seats = s.map.seat_numbers.slice(0, 3).map((x) => x.seat_id);
    const order = await server.client().post<{ errorCode: string }>('/api/order/create-scheme', schemeOrderBody(s, seats));
    expect(order.body.response.errorCode).toBe('0');

    for (const base of [server.url, other.url]) {
      await expect.poll(async () => countOf((await afisha(base)).body, eventId), { timeout: 10_000 }).toBe(countOf(before.body, eventId) - 3);
    }
    expect(countOf(beforeOther.body, eventId)).toBe(countOf(before.body, eventId));
    expect((await fetch(`${server.url}/api/afisha`, { headers: { 'if-none-match': etag } })).status).toBe(200);

    for (const c of [server.client(), other.client()]) {
      await expect.poll(async () => {
        const scheme = (await c.post<{ calendar: { calendar_id: number; quant: number }[] }>('/api/scheme', { hash: s.hash })).body.response;
        return scheme.calendar.find((x) => x.calendar_id === s.session.calendar_id)!.quant;
      }, { timeout: 10_000 }).toBe(quant - 3);
    }
  });

  it('a catalogue change made in the database, behind the servers, reaches the kept afisha', async () => {
    const before = (await afisha(other.url)).body!;
    const event = before.action[0]!;
    await server.db.run(`UPDATE events SET name = ? WHERE event_id = ?`, [JSON.stringify({ ru: 'Переименовано', en: 'Renamed', kz: 'Renamed', ch: 'Renamed' }), event.event_id]);
    await expect.poll(async () => (await afisha(other.url)).body!.action.find((e) => e.event_id === event.event_id)!.event_ru, { timeout: 10_000 }).toBe('Переименовано');
  });
});

describe('kept availability (server/catalogue/kept-availability.ts)', () => {
  let server: TestServer;
  /** The server's clock runs ahead of the real one by this (the kept answers need time to pass). */
  let ahead = 0;
  beforeAll(async () => {
    server = await startServer({ config: options, now: () => new Date(Date.now() + ahead) });
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * A KeptAvailability on the test database, whose reads `onQuery` sees, fed journal advances by
   * the test (`watcher`) instead of a live hub.
   */
  const keptOnWatchedDb = (onQuery: (text: string, params: readonly unknown[]) => void) => {
    const db = Object.create(server.db) as Db;
    db.all = <T>(text: string, params: readonly unknown[] = []) => {
      onQuery(text, params);
      return server.db.all<T>(text, params);
    };
    const fed: { watch?: (advance: JournalAdvance) => void } = {};
    const kept = new KeptAvailability(db, { watch: (fn: (advance: JournalAdvance) => void) => (fed.watch = fn) } as unknown as LiveHub);
    return { db, kept, watcher: (advance: JournalAdvance) => fed.watch!(advance) };
  };

  const countOf = async (eventId: number) => {
    const body = (await (await fetch(`${server.url}/api/afisha`)).json()) as { response: Afisha };
    return body.response.action.find((e) => e.event_id === eventId)!.totalticketcount;
  };

  it('a reservation that runs out gives its places back to the kept afisha, with no sweep and no journal change', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const eventId = s.scheme.action.action_id;
    // The places left as the database says before the order (not the first kept answer: in one
    // full-suite run on a loaded machine that answer was still without the seeded sales).
    const fresh = await buildAfisha(server.db, { captchaEnabled: server.app.storefront.config.captchaEnabled, now: new Date(Date.now() + ahead) });
    const before = fresh.action.find((e) => e.event_id === eventId)!.totalticketcount;
    await expect.poll(() => countOf(eventId), { timeout: 10_000 }).toBe(before);
    const seats = s.map.seat_numbers.slice(0, 2).map((x) => x.seat_id);
    const order = await server.client().post<{ errorCode: string }>('/api/order/create-scheme', schemeOrderBody(s, seats));
    expect(order.body.response.errorCode).toBe('0');
    await expect.poll(() => countOf(eventId), { timeout: 10_000 }).toBe(before - 2);
    // Past the reservation's end (RESERVE_SECONDS), past the kept answer's grace: the order is
    // still status 0 in the database (the sweep has not run), and counts no more.
    ahead += (server.app.storefront.config.reserveSeconds + 10) * 1000;
    await expect.poll(() => countOf(eventId), { timeout: 10_000 }).toBe(before);
  });

  it('reads a session again only when the journal names it, the catalogue changes, or a reservation in it runs out', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const order = await server.client().post<{ errorCode: string }>('/api/order/create-scheme', schemeOrderBody(s, [s.map.seat_numbers[5]!.seat_id]));
    expect(order.body.response.errorCode).toBe('0');
    const sessions = (await server.db.all<{ calendar_id: number }>('SELECT calendar_id FROM sessions ORDER BY calendar_id LIMIT 3')).map((r) => r.calendar_id);
    const ids = [...new Set([s.session.calendar_id, ...sessions])];
    const reads: number[][] = [];
    const { kept: counts, watcher } = keptOnWatchedDb((text, params) => {
      if (text.includes('SUM(l.quantity - l.refunded)')) reads.push(params.filter((p): p is number => typeof p === 'number'));
    });
    const t = new Date(Date.now() + ahead);
    const first = await counts.of(t, ids);
    expect(reads).toEqual([ids]);
    expect(first).toEqual(await soldPlaces(server.db, t, ids));
    expect([...first.keys()].some((k) => k.startsWith(`${s.session.calendar_id}:`))).toBe(true);

    await counts.of(t, ids);
    expect(reads).toHaveLength(1);
    watcher({ head: 1, sessions: new Set([sessions[0]!]), catalogue: false });
    await counts.of(t, ids);
    expect(reads[1]).toEqual([sessions[0]]);
    watcher({ head: 2, sessions: new Set(), catalogue: true });
    await counts.of(t, ids);
    expect(reads[2]).toEqual(ids);
    // The order's reservation runs out: its session alone is read again, and counts it no more.
    const after = new Date(t.getTime() + (server.app.storefront.config.reserveSeconds + 1) * 1000);
    const lapsed = await counts.of(after, ids);
    expect(reads[3]).toEqual([s.session.calendar_id]);
    expect(lapsed).toEqual(await soldPlaces(server.db, after, ids));
  });

  it('keeps the sessions on sale until the catalogue changes or the minute turns, and the availability equals a fresh read', async () => {
    let sessionReads = 0;
    const { db, kept, watcher } = keptOnWatchedDb((text) => {
      if (text.includes('FROM sessions s')) sessionReads++;
    });
    const t = new Date(Date.now() + ahead);
    const first = await loadAvailability(db, t, { kept });
    expect(first).toEqual(await loadAvailability(server.db, t));
    await loadAvailability(db, t, { kept });
    expect(sessionReads).toBe(1);
    watcher({ head: 1, sessions: new Set(), catalogue: true });
    await loadAvailability(db, t, { kept });
    expect(sessionReads).toBe(2);
    const nextMinute = new Date(t.getTime() + 60_000);
    expect(await loadAvailability(db, nextMinute, { kept })).toEqual(await loadAvailability(server.db, nextMinute));
    expect(sessionReads).toBe(3);
  });
});
