// The waiting list of a sold-out zone (docs/product/waiting-list.md): places that come back are
// held for the first waiter whose wish they fit, mailed, and paid for by that waiter only; a
// lapsed hold goes to the next waiter; two instances offer a returned place to one waiter once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import { offerFreedPlaces } from '../../server/waitlist/offer';
import { runWaitlist } from '../../server/waitlist/sweep';
import { availabilityOf } from './availability';
import { startServer, type ApiClient, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, lastReturnConfirmation, openInvoice } from './payment-helpers';

type Session = Awaited<ReturnType<typeof schemeSession>>;

/** Waits for a state, not for a time: polls until `probe` answers something truthy. */
async function until<T>(probe: () => Promise<T | undefined | null | false>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The session's smallest zone, sold out: the first buyer pays for two of its seats, a filler
 * reserves the rest (unpaid reservations hold seats as sales do).
 */
async function soldOutZone(server: TestServer, hall = 'chamber') {
  const first = server.client();
  const s = await schemeSession(first, mapEventSlug(hall));
  const byZone = new Map<number, number[]>();
  for (const x of s.map.seat_numbers) if (x.st_id === 0 && x.quant > 0) byZone.set(x.cat, [...(byZone.get(x.cat) ?? []), x.seat_id]);
  const [zone, seats] = [...byZone].sort((a, b) => a[1].length - b[1].length)[0]!;
  const returned = seats.slice(0, 2);
  const { hash } = (await first.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, returned))).body.response;
  await confirmPaid(server, await openInvoice(first, hash));
  const filler = server.client();
  const rest = seats.slice(2);
  for (let i = 0; i < rest.length; i += 5) {
    const res = await filler.post('/api/order/create-scheme', schemeOrderBody(s, rest.slice(i, i + 5)));
    expect(res.status).toBe(200);
  }
  return { s, zone, returned, first, firstOrder: hash };
}

const joinBody = (s: Session, zone: number, email: string, extra: Record<string, unknown> = {}) => ({
  hash: s.hash, calendar_id: s.session.calendar_id, email, places: 2, together: 0, zones: [zone], lang: 'en', ...extra,
});

async function refund(c: ApiClient, server: TestServer, hash: string) {
  const data = (await c.post<{ rows: { id: number }[]; reasons: { id: number }[] }>(`/api/order/return/${hash}`, { hash, lang: 'en' })).body.response;
  expect((await c.post('/api/order/return-create', { hash, lang: 'en', reason: data.reasons[0]!.id, id: data.rows.map((r) => r.id) })).status).toBe(200);
  const conf = await lastReturnConfirmation(server);
  expect((await c.post('/api/order/return-confirm', { hash, hashConf: conf })).status).toBe(200);
}

const entry = (server: TestServer, email: string) =>
  server.db.get<{ state: string; order_id: number | null; token: string }>('SELECT state, order_id, token FROM waitlist_entries WHERE email = ?', [email]);

const heldSeats = async (server: TestServer, orderId: number) =>
  (await server.db.all<{ seat_id: number }>('SELECT seat_id FROM seat_holds WHERE order_id = ? ORDER BY seat_id', [orderId])).map((r) => Number(r.seat_id));

async function statusesFor(client: ApiClient, s: Session) {
  const { statuses } = await availabilityOf(client, s.hash, s.session.calendar_id);
  const index = new Map(s.map.seat_numbers.map((x, i) => [x.seat_id, i]));
  return (seatId: number) => statuses[index.get(seatId)!];
}

describe('waiting list: a refund goes to the waiter, who pays for exactly those places', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { waitlist: { holdMinutes: 15, sweepMs: 3_600_000 } } });
  });
  afterAll(() => server.close());

  it('joins only when the zone is sold out, one entry per address, mails the returned places, and no one else can take them', async () => {
    const waiter = server.client();
    const early = await schemeSession(waiter, mapEventSlug('chamber'));
    const zoneOf = new Map(early.map.seat_numbers.map((x) => [x.seat_id, x.cat]));
    // Places of every zone are on sale: nothing to wait for.
    const refused = await waiter.post('/api/waitlist/join', joinBody(early, early.map.seat_numbers[0]!.cat, 'wait@example.com'));
    expect(refused.status).toBe(409);
    expect((refused.body.response as { errorText: string }).errorText).toMatch(/on sale now/);

    const { s, zone, returned, first, firstOrder } = await soldOutZone(server);
    expect(returned.every((id) => zoneOf.get(id) === zone)).toBe(true);
    expect((await waiter.post('/api/waitlist/join', joinBody(s, zone, 'Wait@Example.com'))).status).toBe(200);
    // Joining again updates the wish of the same entry.
    expect((await waiter.post('/api/waitlist/join', joinBody(s, zone, 'wait@example.com', { places: 2 }))).status).toBe(200);
    expect((await server.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM waitlist_entries WHERE email = 'wait@example.com'`))!.n).toBe(1);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain(`storefront_waitlist_entries{calendar_id="${s.session.calendar_id}",state="waiting"} 1`);

    await refund(first, server, firstOrder);
    const offered = await until(async () => {
      const e = await entry(server, 'wait@example.com');
      return e?.state === 'offered' ? e : null;
    }, 'the offer');
    expect(await heldSeats(server, offered.order_id!)).toEqual([...returned].sort((a, b) => a - b));
    const order = (await server.db.get<{ hash: string; status: number; reserve_until: string; created_at: string }>('SELECT hash, status, reserve_until, created_at FROM orders WHERE order_id = ?', [offered.order_id]))!;
    expect(order.status).toBe(0);
    expect(Date.parse(order.reserve_until) - Date.parse(order.created_at)).toBe(15 * 60_000);

    // The mail: the order page's link, the unsubscribe link, in the language joined in.
    const mail = (await server.db.get<{ subject: string; body: string }>(`SELECT subject, body FROM outbox WHERE kind = 'waitlist' AND recipient = 'wait@example.com'`))!;
    expect(mail.subject).toMatch(/Places have come back/);
    expect(mail.body).toContain(`${server.url}/order/${order.hash}?lang=en`);
    expect(mail.body).toContain(`${server.url}/waitlist/leave/${offered.token}?lang=en`);
    expect(mail.body).toMatch(/held for you for 15 minutes/);
    // The waiter's browser reads it in the sandbox mailbox.
    expect((await waiter.page('/sandbox/mail')).text).toContain('Places have come back');

    // A third buyer sees the places held and cannot order them.
    const third = server.client();
    const status = await statusesFor(third, s);
    expect(returned.map(status)).toEqual([S.held, S.held]);
    const taken = await third.post('/api/order/create-scheme', schemeOrderBody(s, [returned[0]!]));
    expect(taken.status).toBe(409);

    // The waiter follows the link and pays for exactly those places.
    const view = (await waiter.post<{ order: { id: number } }>('/api/order/view', { hash: order.hash, lang: 'en' }));
    expect(view.status).toBe(200);
    await confirmPaid(server, await openInvoice(waiter, order.hash));
    expect((await server.db.get<{ status: number }>('SELECT status FROM orders WHERE hash = ?', [order.hash]))!.status).toBe(20);
    const lines = await server.db.all<{ seat_id: number }>('SELECT l.seat_id FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE o.hash = ? ORDER BY l.seat_id', [order.hash]);
    expect(lines.map((l) => Number(l.seat_id))).toEqual([...returned].sort((a, b) => a - b));
    await runWaitlist(server.app.storefront);
    expect((await entry(server, 'wait@example.com'))!.state).toBe('bought');
  });

  it('refuses a bad address and unknown leave tokens in the buyer language; leaving ends the entry', async () => {
    const c = server.client();
    const s = await schemeSession(c, mapEventSlug('chamber'));
    const bad = await c.post('/api/waitlist/join', { hash: s.hash, calendar_id: s.session.calendar_id, email: 'not-an-address', places: 1, lang: 'en' });
    expect(bad.status).toBe(400);
    expect((await c.post('/api/waitlist/leave', { token: 'f'.repeat(32) })).status).toBe(404);
    expect((await c.post('/api/waitlist/leave', { token: 'nope' })).status).toBe(400);
    const { token } = (await entry(server, 'wait@example.com'))!;
    expect((await c.post('/api/waitlist/leave', { token })).body.response).toEqual({ left: true });
  });
});

describe('waiting list: an unclaimed hold goes to the next waiter, then back on sale', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    // The filler's reservations outlive both holds.
    server = await startServer({ now: () => new Date(clock), config: { waitlist: { holdMinutes: 15, sweepMs: 3_600_000 }, reserveSeconds: 7200 } });
  });
  afterAll(() => server.close());

  it('offers the same places to the second waiter when the first lets the hold run out', async () => {
    const { s, zone, returned, first, firstOrder } = await soldOutZone(server);
    const a = server.client();
    const b = server.client();
    expect((await a.post('/api/waitlist/join', joinBody(s, zone, 'a@example.com'))).status).toBe(200);
    // Wants more than will come back: skipped, not blocking the next.
    expect((await b.post('/api/waitlist/join', joinBody(s, zone, 'big@example.com', { places: 3 }))).status).toBe(200);
    expect((await b.post('/api/waitlist/join', joinBody(s, zone, 'b@example.com'))).status).toBe(200);
    await refund(first, server, firstOrder);
    const offerA = await until(async () => ((await entry(server, 'a@example.com'))?.state === 'offered' ? entry(server, 'a@example.com') : null), 'the first offer');
    expect((await entry(server, 'b@example.com'))!.state).toBe('waiting');
    clock += 15 * 60_000 + 1000;
    expect(await runWaitlist(server.app.storefront)).toBe(1);
    expect((await entry(server, 'a@example.com'))!.state).toBe('lapsed');
    const offerB = (await entry(server, 'b@example.com'))!;
    expect(offerB.state).toBe('offered');
    expect(await heldSeats(server, offerB.order_id!)).toEqual([...returned].sort((x, y) => x - y));
    expect(offerB.order_id).not.toBe(offerA!.order_id);
    expect((await entry(server, 'big@example.com'))!.state).toBe('waiting');
    // Nobody else fits: after the second hold runs out, the places are on sale again.
    clock += 15 * 60_000 + 1000;
    expect(await runWaitlist(server.app.storefront)).toBe(0);
    expect((await entry(server, 'b@example.com'))!.state).toBe('lapsed');
    const status = await statusesFor(server.client(), s);
    expect(returned.map(status)).toEqual([S.free, S.free]);
  });
});

/**
 * Two instances on one database both look at the session when two places came back (the
 * reservations holding them ran out): waiters A and B want one place each. A is offered one
 * place once, B the other.
 */
async function raceForReturnedPlaces(unsafe: boolean) {
  let clock = Date.now();
  const config = { waitlist: { holdMinutes: 15, sweepMs: 3_600_000 }, reserveSeconds: 600, unsafeWaitlistUnlocked: unsafe };
  const one = await startServer({ now: () => new Date(clock), config });
  const two = await startServer({ now: () => new Date(clock), config, database: one.databaseUrl });
  try {
    const c = one.client();
    const s = await schemeSession(c, mapEventSlug('chamber'));
    const byZone = new Map<number, number[]>();
    for (const x of s.map.seat_numbers) if (x.st_id === 0 && x.quant > 0) byZone.set(x.cat, [...(byZone.get(x.cat) ?? []), x.seat_id]);
    const [zone, seats] = [...byZone].sort((x, y) => x[1].length - y[1].length)[0]!;
    // Two seats by a reservation that will run out, the rest paid.
    expect((await c.post('/api/order/create-scheme', schemeOrderBody(s, seats.slice(0, 2)))).status).toBe(200);
    for (let i = 2; i < seats.length; i += 5) {
      const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, seats.slice(i, i + 5)))).body.response;
      await confirmPaid(one, await openInvoice(c, hash));
    }
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await c.post('/api/waitlist/join', joinBody(s, zone, email, { places: 1 }))).status).toBe(200);
    }
    // Both instances know the session before the places come back.
    await statusesFor(one.client(), s);
    await statusesFor(two.client(), s);
    clock += 600_000 + 1000;
    await Promise.all([offerFreedPlaces(one.app.storefront, s.session.calendar_id), offerFreedPlaces(two.app.storefront, s.session.calendar_id)]);
    await offerFreedPlaces(one.app.storefront, s.session.calendar_id);
    const offers = await one.db.all<{ email: string; n: number }>(
      `SELECT email, COUNT(*) AS n FROM orders WHERE status = 0 AND reserve_until > ? AND email IN ('a@example.com', 'b@example.com') GROUP BY email ORDER BY email`,
      [new Date(clock).toISOString()],
    );
    return offers.map((o) => ({ email: o.email, n: Number(o.n) }));
  } finally {
    await two.close();
    await one.close();
  }
}

describe('waiting list on two instances', () => {
  it('offers each returned place to one waiter, each waiter once, in joining order', async () => {
    expect(await raceForReturnedPlaces(false)).toEqual([{ email: 'a@example.com', n: 1 }, { email: 'b@example.com', n: 1 }]);
  }, 60_000);

  it('control: without the session lease and the waiter claim, the first waiter is offered twice and the second nothing', async () => {
    expect(await raceForReturnedPlaces(true)).toEqual([{ email: 'a@example.com', n: 2 }]);
  }, 60_000);
});
