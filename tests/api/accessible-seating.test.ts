// Accessible seating on the server (docs/product/accessible-seating.md): best available with and
// without "I need a wheelchair space", and the operator's hold-back of wheelchair spaces until
// a time before the show, released by the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeatAvailabilityStatus as S, bestSeatsResponseSchema } from '../../contract/seat-availability';
import { fixtureHall } from '../../fixtures/halls';
import type { Db } from '../../server/db/driver';
import { availabilityOf } from './availability';
import { startServer, type ApiClient, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

const theatre = fixtureHall('theatre');
const kindOf = new Map(theatre.seats.map((s) => [s.seat_id, s.kind ?? '']));
const rowOf = new Map(theatre.seats.map((s) => [s.seat_id, s]));
/** The availability document's seat index: the hall's places ordered by seat_id. */
const indexOf = new Map([...theatre.seats, ...theatre.stands].map((s) => s.seat_id).sort((a, b) => a - b).map((id, i) => [id, i]));
const wheelchairSpaces = theatre.seats.filter((s) => s.kind === 'wheelchair').map((s) => s.seat_id);

async function best(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/scheme/best', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bestSeatsResponseSchema.parse(res.body.response);
}

/** The seats stand side by side in one row of one sector. */
function sideBySide(ids: number[]): boolean {
  const seats = ids.map((id) => rowOf.get(id)!);
  const numbers = seats.map((s) => Number(s.seat)).sort((a, b) => a - b);
  return new Set(seats.map((s) => `${s.sector_id}/${s.row}`)).size === 1 && numbers.every((n, k) => k === 0 || n === numbers[k - 1]! + 1);
}

describe('accessible seating: best available', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('with "I need a wheelchair space", offers a wheelchair space and companion seats beside it, in one row', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    for (const count of [2, 3]) {
      const offer = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count, wheelchair: true });
      const ids = offer.seats.map((x) => x.seat_id);
      expect(ids).toHaveLength(count);
      const kinds = ids.map((id) => kindOf.get(id));
      expect(kinds.filter((k) => k === 'wheelchair')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'companion')).toHaveLength(count - 1);
      expect(sideBySide(ids)).toBe(true);
    }
    // The buyer takes the last offer: the order holds it.
    const offer = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 2, wheelchair: true });
    const order = await buyer.post('/api/order/create-scheme', schemeOrderBody(s, offer.seats.map((x) => x.seat_id)));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('without it, does not take wheelchair spaces while other seats are free, even dearer ones', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const calendarId = s.session.calendar_id;
    // Another buyer's offers keep every stalls seat but the bays of its back row (the dearest zone):
    // only a wheelchair space and companion seats are left there, the amphitheatre is free.
    const bays = theatre.seats.filter((x) => kindOf.get(x.seat_id) === 'wheelchair' || kindOf.get(x.seat_id) === 'companion').map((x) => x.seat_id);
    expect(bays.length).toBeGreaterThan(0);
    const keep = theatre.seats.filter((x) => x.zonelevel_id === 21 && !bays.includes(x.seat_id)).map((x) => x.seat_id);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await server.db.tx(async (tx) => {
      await tx.run('DELETE FROM seat_offers WHERE calendar_id = ?', [calendarId]);
      await tx.runMany(
        'INSERT INTO seat_offers (calendar_id, seat_id, client_sid, client_ip, expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (calendar_id, seat_id) DO NOTHING',
        keep.map((id) => [calendarId, id, 'another-buyer', '203.0.113.9', until]),
      );
      await tx.runMany('INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (?, ?)', keep.map((id) => [calendarId, id]));
    });
    const { statuses } = await availabilityOf(buyer, s.hash, calendarId);
    expect(keep.every((id) => statuses[indexOf.get(id)!] === S.held)).toBe(true);
    expect(bays.some((id) => statuses[indexOf.get(id)!] === S.free)).toBe(true);

    const plain = await best(buyer, { hash: s.hash, calendar_id: calendarId, count: 2 });
    expect(plain.seats).toHaveLength(2);
    expect(plain.seats.map((x) => kindOf.get(x.seat_id))).not.toContain('wheelchair');
    expect(plain.seats.every((x) => x.cat !== 21)).toBe(true);
    // Asked for, the wheelchair space in the stalls is still there.
    const wish = await best(buyer, { hash: s.hash, calendar_id: calendarId, count: 2, wheelchair: true });
    expect(wish.seats.map((x) => kindOf.get(x.seat_id))).toContain('wheelchair');
  });
});

describe('accessible seating: wheelchair spaces held back until a time before the show', () => {
  let server: TestServer;
  let clock = Date.now();
  const HOUR = 3_600_000;
  let s: Awaited<ReturnType<typeof schemeSession>>;
  let releaseAt = 0;

  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock) });
    s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const row = await server.db.get<{ day: string; time: string }>('SELECT day, time FROM sessions WHERE calendar_id = ?', [s.session.calendar_id]);
    const startsAt = Date.parse(`${row!.day}T${row!.time || '00:00'}:00Z`);
    // Released a day from now (by the server's clock), well before the show.
    const hours = Math.floor((startsAt - clock) / HOUR) - 24;
    expect(hours).toBeGreaterThan(24);
    releaseAt = startsAt - hours * HOUR;
    await server.db.run('UPDATE sessions SET wheelchair_release_hours = ? WHERE calendar_id = ?', [hours, s.session.calendar_id]);
  });
  afterAll(() => server.close());

  it('before the release, the map shows wheelchair spaces unavailable and a hold on one is refused with a clear error', async () => {
    const buyer = server.client();
    const { statuses } = await availabilityOf(buyer, s.hash, s.session.calendar_id);
    expect(wheelchairSpaces.map((id) => statuses[indexOf.get(id)!])).toEqual(wheelchairSpaces.map(() => S.unavailable));
    // Companion seats sell as usual.
    const companion = theatre.seats.find((x) => x.kind === 'companion')!.seat_id;
    expect(statuses[indexOf.get(companion)!]).toBe(S.free);
    // The platform's map lists them as not on sale either.
    const map = (await buyer.post('/api/scheme/map', { hash: s.hash, calendar_id: s.session.calendar_id })).body.response as { seat_numbers: { seat_id: number }[] };
    expect(map.seat_numbers.some((x) => wheelchairSpaces.includes(x.seat_id))).toBe(false);

    const space = wheelchairSpaces[0]!;
    for (const [lang, text] of [['ru', /креслах-колясках/], ['en', /wheelchair spaces are sold only through best available/]] as const) {
      const refused = await buyer.post('/api/order/create-scheme', schemeOrderBody(s, [space], { lang }), { headers: { 'accept-language': lang } });
      expect(refused.status).toBe(409);
      expect(refused.body.response).toMatchObject({ errorCode: '-9998', unavailable: [space] });
      expect((refused.body.response as { errorText: string }).errorText).toMatch(text);
    }
    // Best available without the wish does not offer them.
    const plain = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 1, zone: 21 });
    expect(wheelchairSpaces).not.toContain(plain.seats[0]!.seat_id);
  });

  it('before the release, a buyer who asks for a wheelchair space is offered one and takes it', async () => {
    const buyer = server.client();
    const offer = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 2, wheelchair: true });
    const ids = offer.seats.map((x) => x.seat_id);
    expect(ids.map((id) => kindOf.get(id)).sort()).toEqual(['companion', 'wheelchair']);
    const order = await buyer.post('/api/order/create-scheme', schemeOrderBody(s, ids));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    // Another buyer still cannot name a held-back space.
    const other = server.client();
    const free = wheelchairSpaces.find((id) => !ids.includes(id))!;
    expect((await other.post('/api/order/create-scheme', schemeOrderBody(s, [free]))).status).toBe(409);
  });

  it('from the release on (the server\'s clock), wheelchair spaces sell as usual', async () => {
    const buyer = server.client();
    // Half a minute before, the spaces are still held back (and this server keeps the statuses it read).
    clock = releaseAt - 30_000;
    const { statuses: before } = await availabilityOf(buyer, s.hash, s.session.calendar_id);
    expect(wheelchairSpaces.every((id) => before[indexOf.get(id)!] !== S.free)).toBe(true);
    clock = releaseAt + 1_000;
    const taken = new Set<number>();
    for (const row of await server.db.all<{ seat_id: number }>('SELECT seat_id FROM seat_holds WHERE calendar_id = ?', [s.session.calendar_id])) taken.add(Number(row.seat_id));
    const free = wheelchairSpaces.filter((id) => !taken.has(id));
    expect(free.length).toBeGreaterThan(0);
    // The kept statuses are read again at the release: wait for that state.
    await expect.poll(async () => {
      const { statuses } = await availabilityOf(buyer, s.hash, s.session.calendar_id);
      return free.map((id) => statuses[indexOf.get(id)!]);
    }).toEqual(free.map(() => S.free));
    const order = await buyer.post('/api/order/create-scheme', schemeOrderBody(s, [free[0]!]));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });
});

describe('accessible seating: a hold where nothing is held back', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('reads no session row for the hold-back: the plan carries its kept row (a round trip an order on PostgreSQL)', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const plain = new Set(theatre.seats.filter((x) => !x.kind).map((x) => x.seat_id));
    const [first, second] = s.map.seat_numbers.map((x) => x.seat_id).filter((id) => plain.has(id));
    // The first order fills this process's planning catalogue.
    expect((await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [first!]))).status).toBe(200);
    const db = server.db as Db;
    const [all, get] = [db.all.bind(db), db.get.bind(db)];
    const statements: string[] = [];
    db.all = <T>(text: string, params: readonly unknown[] = []) => (statements.push(text), all<T>(text, params));
    db.get = <T>(text: string, params: readonly unknown[] = []) => (statements.push(text), get<T>(text, params));
    try {
      const order = await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [second!]));
      expect(order.status, JSON.stringify(order.body)).toBe(200);
    } finally {
      db.all = all;
      db.get = get;
    }
    expect(statements.filter((text) => text.includes('wheelchair_release_hours')), statements.join('\n---\n')).toEqual([]);
  });
});
