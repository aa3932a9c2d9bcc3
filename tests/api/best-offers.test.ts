// Best available beyond the first proposal (issue 16): the per-client caps on live offers, the
// buyer's own offer after a reload, and what happens when another buyer orders an offered seat
// (an offer is not a hold: the order that comes first wins, and asking again finds another block).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemeMapSchema } from '../../contract/booking';
import { SeatAvailabilityStatus as S, bestSeatsResponseSchema, releaseOfferResponseSchema, type BestSeatsRequest } from '../../contract/seat-availability';
import { offerBestSeats } from '../../server/catalogue/best-offer';
import type { Db } from '../../server/db/driver';
import { availabilityOf } from './availability';
import { GENEROUS_CLIENT_LIMITS, startServer, type ApiClient, type TestServer } from './harness';
import { mapEventSlug, plainEvent, schemeOrderBody, schemeSession } from './order-helpers';

async function best(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/scheme/best', body);
  return { status: res.status, body: res.body.response as Record<string, unknown>, answer: res.status === 200 ? bestSeatsResponseSchema.parse(res.body.response) : null };
}

describe('best available: caps on live offers per client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: { ...GENEROUS_CLIENT_LIMITS, offeredPerClient: 4, offeredPerAddress: 6 } } });
  });
  afterAll(() => server.close());

  it('refuses a block over the per-session cap with -9998 and the limit in the buyer language', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const over = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 5 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ errorCode: '-9998' });
    expect(String(over.body.errorText)).toContain('4');
    const en = await buyer.post('/api/scheme/best', { hash: s.hash, calendar_id: s.session.calendar_id, count: 5 }, { headers: { 'accept-language': 'en' } });
    expect((en.body.response as { errorText: string }).errorText).toMatch(/at most 4 seats at a time/);
    const within = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 4 });
    expect(within.answer!.seats).toHaveLength(4);
  });

  it('counts the offers of every browser session of one address: new cookies get no more blocks', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const ask = (c: ApiClient, count: number) => best(c, { hash: s.hash, calendar_id: s.session.calendar_id, count });
    const first = server.client();
    const second = server.client();
    expect((await ask(first, 4)).answer!.seats).toHaveLength(4);
    // 4 kept for the first cookie + 3 > 6.
    const refused = await ask(second, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: '-9998' });
    expect((await ask(second, 2)).answer!.seats).toHaveLength(2);
    // Asking again replaces a cookie's own offer: it does not count against itself.
    expect((await ask(first, 4)).answer!.seats).toHaveLength(4);
    // A third cookie finds the address's six seats taken.
    const third = await ask(server.client(), 1);
    expect(third.status).toBe(409);
    // Once the first cookie orders its block, those seats count under the hold limits, not here.
    const kept = (await ask(first, 4)).answer!.seats.map((x) => x.seat_id);
    expect((await first.post('/api/order/create-scheme', schemeOrderBody(s, kept))).status).toBe(200);
    expect((await ask(server.client(), 3)).answer!.seats).toHaveLength(3);
  });
});

describe('best available: the buyer own offer and conflicts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('after a reload the buyer gets the offer back (GET /api/scheme/best); others see its seats held', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const { hash } = s;
    const calendarId = s.session.calendar_id;
    const offered = (await best(buyer, { hash, calendar_id: calendarId, count: 3 })).answer!;
    expect(offered.seats).toHaveLength(3);

    const again = await buyer.get(`/api/scheme/best?hash=${hash}&calendar_id=${calendarId}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toContain('no-store');
    const current = bestSeatsResponseSchema.parse(again.body.response);
    expect(current.seats).toEqual(offered.seats);
    expect(current.expires_at).toBe(offered.expires_at);

    const other = await availabilityOf(server.client(), hash, calendarId);
    expect(offered.seats.map((x) => other.statuses[x.index])).toEqual([S.held, S.held, S.held]);

    // Another buyer has no offer; bad input is refused in the envelope.
    const stranger = server.client();
    await stranger.fetchToken();
    expect(bestSeatsResponseSchema.parse((await stranger.get(`/api/scheme/best?hash=${hash}&calendar_id=${calendarId}`)).body.response).seats).toEqual([]);
    const bad = await buyer.get(`/api/scheme/best?hash=${hash}&calendar_id=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.response).toMatchObject({ errorCode: '-400' });

    // Ordered, the seats are the order's: no longer an offer to give back.
    expect((await buyer.post('/api/order/create-scheme', schemeOrderBody(s, offered.seats.map((x) => x.seat_id)))).status).toBe(200);
    expect(bestSeatsResponseSchema.parse((await buyer.get(`/api/scheme/best?hash=${hash}&calendar_id=${calendarId}`)).body.response).seats).toEqual([]);
  });

  it('the buyer own offered seats are free for that buyer alone: in the availability document and in the platform map', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const { hash } = s;
    const calendarId = s.session.calendar_id;
    const offered = (await best(buyer, { hash, calendar_id: calendarId, count: 3 })).answer!;
    expect(offered.seats).toHaveLength(3);
    const own = await availabilityOf(buyer, hash, calendarId);
    expect(offered.seats.map((x) => own.statuses[x.index])).toEqual([S.free, S.free, S.free]);
    expect(own.doc.mine).toEqual(offered.seats.map((x) => x.index).sort((a, b) => a - b));
    const other = await availabilityOf(server.client(), hash, calendarId);
    expect(offered.seats.map((x) => other.statuses[x.index])).toEqual([S.held, S.held, S.held]);

    // The platform's map (a live reload, the race check) lists them for their buyer only.
    const mapOf = async (c: ApiClient) => schemeMapSchema.parse((await c.post('/api/scheme/map', { hash, calendar_id: calendarId })).body.response);
    const ownMap = new Set((await mapOf(buyer)).seat_numbers.map((x) => x.seat_id));
    expect(offered.seats.every((x) => ownMap.has(x.seat_id))).toBe(true);
    const otherMap = new Set((await mapOf(server.client())).seat_numbers.map((x) => x.seat_id));
    expect(offered.seats.some((x) => otherMap.has(x.seat_id))).toBe(false);
  });

  it('accepting holds the block; when another buyer ordered one of its seats first, the order is refused and asking again gives another block', async () => {
    const a = server.client();
    const b = server.client();
    const s = await schemeSession(a, mapEventSlug('chamber'));
    const ask = () => best(a, { hash: s.hash, calendar_id: s.session.calendar_id, count: 3 });
    const offered = (await ask()).answer!.seats.map((x) => x.seat_id);
    // An offer is not a hold: a buyer who tapped the seat on a map loaded earlier may order it.
    const taken = offered[1]!;
    expect((await b.post('/api/order/create-scheme', schemeOrderBody(s, [taken]))).status).toBe(200);
    const refused = await a.post('/api/order/create-scheme', schemeOrderBody(s, offered));
    expect(refused.status).toBe(409);
    expect(refused.body.response).toMatchObject({ errorCode: '-9998' });

    const next = (await ask()).answer!.seats.map((x) => x.seat_id);
    expect(next).toHaveLength(3);
    expect(next).not.toContain(taken);
    expect((await a.post('/api/order/create-scheme', schemeOrderBody(s, next))).status).toBe(200);
    // Held by the order now: nobody is offered those seats.
    const others = await Promise.all(Array.from({ length: 4 }, () => best(server.client(), { hash: s.hash, calendar_id: s.session.calendar_id, count: 3 })));
    for (const o of others) expect(o.answer!.seats.some((x) => next.includes(x.seat_id) || x.seat_id === taken)).toBe(false);
  });

  it('keeps offers off the live stream: an offered seat stays free there (its buyer\'s page keeps it in the cart), an ordered one turns held', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const cal = s.session.calendar_id;
    const ids = (await best(buyer, { hash: s.hash, calendar_id: cal, count: 2 })).answer!.seats.map((x) => x.seat_id);
    // The journal's last word on each seat (the stream sends exactly these rows).
    const last = async () =>
      Promise.all(
        ids.map(async (id) => (await server.db.get<{ status: number }>('SELECT status FROM seat_changes WHERE calendar_id = ? AND seat_id = ? ORDER BY change_id DESC LIMIT 1', [cal, id]))?.status ?? null),
      );
    // The offer's queue rows reach the journal (they refresh kept availability) as "free".
    await expect.poll(last, { timeout: 10_000 }).toEqual([0, 0]);
    expect((await buyer.post('/api/order/create-scheme', schemeOrderBody(s, ids))).status).toBe(200);
    await expect.poll(last, { timeout: 10_000 }).toEqual([1, 1]);
  });

  it('retries with the next best block when another buyer keeps the same block between the read and the write', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const body: BestSeatsRequest = { hash: s.hash, calendar_id: s.session.calendar_id, count: 2, zone: null };
    // The rival asks at the same instant: after our read of the statuses, before our write.
    let rival: number[] | null = null;
    let writes = 0;
    const racing: Db = new Proxy(server.db, {
      get(target, prop, receiver) {
        if (prop === 'tx')
          return async <T,>(fn: (tx: Db) => Promise<T>, options?: Parameters<Db['tx']>[1]) => {
            writes++;
            if (rival === null) rival = (await offerBestSeats(target, { sid: 'rival', ip: '203.0.113.9' }, body, new Date())).seats.map((x) => x.seat_id);
            return target.tx(fn, options);
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const answer = await offerBestSeats(racing, { sid: 'me', ip: '198.51.100.7' }, body, new Date());
    expect(rival).toHaveLength(2);
    // The first write found the rival's seats and was rolled back; the second kept the next block.
    expect(writes).toBe(2);
    expect(answer.seats).toHaveLength(2);
    const mine = answer.seats.map((x) => x.seat_id);
    expect(mine.some((id) => rival!.includes(id))).toBe(false);
    const rows = await server.db.all<{ seat_id: number; client_sid: string }>('SELECT seat_id, client_sid FROM seat_offers WHERE calendar_id = ? AND client_sid IN (?, ?)', [
      body.calendar_id,
      'me',
      'rival',
    ]);
    const of = (sid: string) => rows.filter((r) => r.client_sid === sid).map((r) => Number(r.seat_id)).sort((x, y) => x - y);
    expect(of('rival')).toEqual([...rival!].sort((x, y) => x - y));
    expect(of('me')).toEqual([...mine].sort((x, y) => x - y));
  });
});

describe('best available: the buyer gives offered seats back (POST /api/scheme/best/release)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  async function release(client: ApiClient, body: Record<string, unknown>, init?: { headers?: Record<string, string> }) {
    const res = await client.post('/api/scheme/best/release', body, init);
    return { status: res.status, body: res.body.response as Record<string, unknown>, released: res.status === 200 ? releaseOfferResponseSchema.parse(res.body.response).released : null };
  }
  const ownOffer = async (client: ApiClient, hash: string, calendarId: number) =>
    bestSeatsResponseSchema.parse((await client.get(`/api/scheme/best?hash=${hash}&calendar_id=${calendarId}`)).body.response).seats.map((x) => x.seat_id);
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

  it('released seats are free at once in another buyer availability document, and the next buyer is offered them', async () => {
    const a = server.client();
    const s = await schemeSession(a, mapEventSlug('theatre'));
    const { hash } = s;
    const cal = s.session.calendar_id;
    const offered = (await best(a, { hash, calendar_id: cal, count: 3 })).answer!.seats;
    expect(offered).toHaveLength(3);
    const ids = offered.map((x) => x.seat_id);
    // The watcher's document is kept by the server from here on: the release has to reach it.
    const watcher = server.client();
    const before = await availabilityOf(watcher, hash, cal);
    expect(offered.map((x) => before.statuses[x.index])).toEqual([S.held, S.held, S.held]);

    // One seat taken out of the cart.
    const one = await release(a, { hash, calendar_id: cal, seat_ids: [ids[0]] });
    expect(one.status).toBe(200);
    expect(one.released).toEqual([ids[0]]);
    const after = await availabilityOf(watcher, hash, cal);
    expect(offered.map((x) => after.statuses[x.index])).toEqual([S.free, S.held, S.held]);
    expect(await ownOffer(a, hash, cal)).toEqual(sorted(ids.slice(1)));

    // The cart emptied: no seat_ids gives back the rest of the offer.
    expect((await release(a, { hash, calendar_id: cal })).released).toEqual(sorted(ids.slice(1)));
    const freed = await availabilityOf(watcher, hash, cal);
    expect(offered.map((x) => freed.statuses[x.index])).toEqual([S.free, S.free, S.free]);
    expect(await ownOffer(a, hash, cal)).toEqual([]);
    const rows = await server.db.all('SELECT seat_id FROM seat_offers WHERE calendar_id = ? AND seat_id IN (?, ?, ?)', [cal, ...ids]);
    expect(rows).toEqual([]);
    // Nothing is left to give back twice.
    expect((await release(a, { hash, calendar_id: cal })).released).toEqual([]);

    // The block was the best one: the next buyer asking for three is offered exactly it.
    const next = (await best(watcher, { hash, calendar_id: cal, count: 3 })).answer!.seats;
    expect(next.map((x) => x.seat_id)).toEqual(ids);
  });

  it('gives back only the caller own offer: never another buyer offer, never a seat an order holds', async () => {
    const a = server.client();
    const b = server.client();
    const s = await schemeSession(a, mapEventSlug('chamber'));
    const { hash } = s;
    const cal = s.session.calendar_id;
    const seatsA = (await best(a, { hash, calendar_id: cal, count: 3 })).answer!.seats;
    const ofA = seatsA.map((x) => x.seat_id);
    const ofB = (await best(b, { hash, calendar_id: cal, count: 2 })).answer!.seats.map((x) => x.seat_id);
    expect(ofA.some((id) => ofB.includes(id))).toBe(false);

    // B names A's seats: nothing of A's is given back.
    expect((await release(b, { hash, calendar_id: cal, seat_ids: ofA })).released).toEqual([]);
    expect(await ownOffer(a, hash, cal)).toEqual(sorted(ofA));
    // B gives back its whole offer; A's stays A's, held for everyone else.
    expect((await release(b, { hash, calendar_id: cal })).released).toEqual(sorted(ofB));
    expect(await ownOffer(a, hash, cal)).toEqual(sorted(ofA));
    const third = await availabilityOf(server.client(), hash, cal);
    expect(seatsA.map((x) => third.statuses[x.index])).toEqual([S.held, S.held, S.held]);

    // A orders one seat of its offer, then empties the cart: the ordered seat stays the order's.
    const [ordered, ...rest] = ofA as [number, ...number[]];
    expect((await a.post('/api/order/create-scheme', schemeOrderBody(s, [ordered]))).status).toBe(200);
    expect((await release(a, { hash, calendar_id: cal })).released).toEqual(sorted(rest));
    const doc = await availabilityOf(server.client(), hash, cal);
    expect(seatsA.map((x) => doc.statuses[x.index])).toEqual([S.held, S.free, S.free]);
    expect((await b.post('/api/order/create-scheme', schemeOrderBody(s, [ordered]))).status).toBe(409);
    expect((await b.post('/api/order/create-scheme', schemeOrderBody(s, rest))).status).toBe(200);
  });

  it('refuses bad input (400), an unknown event or session (404) and a request without the CSRF token, in the envelope', async () => {
    const a = server.client();
    const s = await schemeSession(a, mapEventSlug('theatre'));
    const { hash } = s;
    const cal = s.session.calendar_id;
    const ids = (await best(a, { hash, calendar_id: cal, count: 2 })).answer!.seats.map((x) => x.seat_id);
    const bad = [
      {},
      { hash },
      { hash, calendar_id: 'x' },
      { hash, calendar_id: cal, seat_ids: [] },
      { hash, calendar_id: cal, seat_ids: 'abc' },
      { hash, calendar_id: cal, seat_ids: [1.5] },
      { hash, calendar_id: cal, seat_ids: Array.from({ length: 101 }, (_, k) => k + 1) },
      { hash: 'x'.repeat(65), calendar_id: cal },
    ];
    for (const body of bad) {
      const r = await release(a, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ errorCode: '-400' });
    }
    const otherSession = (await server.db.get<{ calendar_id: number }>('SELECT calendar_id FROM sessions WHERE event_id = ?', [plainEvent.event_id]))!.calendar_id;
    for (const body of [{ hash: 'no-such-event', calendar_id: cal }, { hash, calendar_id: otherSession }, { hash, calendar_id: 99_999_999 }]) {
      const r = await release(a, body);
      expect(r.status, JSON.stringify(body)).toBe(404);
      expect(Number(r.body.errorCode)).toBeLessThan(0);
    }
    const forged = await release(a, { hash, calendar_id: cal }, { headers: { 'X-CSRF-TOKEN': 'forged' } });
    expect(forged.status).toBe(419);
    expect(forged.body).toMatchObject({ errorCode: '-1000' });
    // None of these gave anything back.
    expect(await ownOffer(a, hash, cal)).toEqual(sorted(ids));
  });
});

describe('best available: giving seats back is a look-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { rateLimits: { captcha: 100000, promo: 100000, lookup: 3 } } });
  });
  afterAll(() => server.close());

  it('refuses with 429 in the envelope past RATE_LIMIT_LOOKUP, and gives nothing back then', async () => {
    const a = server.client();
    const s = await schemeSession(a, mapEventSlug('theatre'));
    const body = { hash: s.hash, calendar_id: s.session.calendar_id };
    // Asking is a look-up too: one ask, then two releases within the limit, then refused.
    const ids = (await best(a, { ...body, count: 2 })).answer!.seats.map((x) => x.seat_id);
    expect((await a.post('/api/scheme/best/release', { ...body, seat_ids: [ids[0]] })).status).toBe(200);
    expect((await a.post('/api/scheme/best/release', { ...body, seat_ids: [ids[0]] })).status).toBe(200);
    const refused = await a.post('/api/scheme/best/release', { ...body, seat_ids: [ids[1]] });
    expect(refused.status).toBe(429);
    expect(Number((refused.body.response as { errorCode: string }).errorCode)).toBeLessThan(0);
    const kept = await server.db.all('SELECT seat_id FROM seat_offers WHERE calendar_id = ? AND seat_id = ?', [body.calendar_id, ids[1]]);
    expect(kept).toHaveLength(1);
  });
});
