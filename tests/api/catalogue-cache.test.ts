import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

// Each instance plans orders from catalogue rows it keeps in memory (server/orders/
// planning-catalogue.ts). A write to the catalogue, by whatever means, must reach every
// instance's next order: here two instances on one database, the catalogue changed by SQL
// behind their backs, as an operator would.

type Created = { errorCode: string; errorText: string; hash: string };
/** The refusal of an event not on sale (read from the event, as an uncached server gives it). */
const NOT_ON_SALE = 'Продажа билетов на это мероприятие ещё не началась';

describe('catalogue kept per instance, changed in the database', () => {
  let a: TestServer;
  let b: TestServer;
  let s: Awaited<ReturnType<typeof schemeSession>>;
  let eventId: number;
  let seats: number[];
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({ database: a.databaseUrl });
    s = await schemeSession(a.client(), mapEventSlug('chamber'));
    eventId = s.scheme.action.action_id;
    seats = s.map.seat_numbers.slice(0, 12).map((x) => x.seat_id);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const order = (server: TestServer, seat: number) => server.client().post<Created>('/api/order/create-scheme', schemeOrderBody(s, [seat]));
  const totalOf = async (hash: string) => (await a.db.get<{ total: number }>('SELECT total FROM orders WHERE hash = ?', [hash]))!.total;

  it('a new price reaches the next order on every instance', async () => {
    const before = await Promise.all([order(a, seats[0]!), order(b, seats[1]!)]);
    expect(before.map((r) => r.status)).toEqual([200, 200]);
    const old = await Promise.all(before.map((r) => totalOf(r.body.response.hash)));
    expect(old[0]).toBeGreaterThan(0);

    await a.db.run('UPDATE prices SET price = price + 100 WHERE event_id = ?', [eventId]);
    const after = await Promise.all([order(a, seats[2]!), order(b, seats[3]!)]);
    expect(after.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(after.map((r) => totalOf(r.body.response.hash)))).toEqual(old.map((t) => t + 100));
  });

  it('an event taken off sale refuses the next order on every instance, and sells again when back', async () => {
    expect((await order(a, seats[4]!)).status).toBe(200);
    expect((await order(b, seats[5]!)).status).toBe(200);

    await a.db.run(`UPDATE events SET sale = 'soon' WHERE event_id = ?`, [eventId]);
    const closed = await Promise.all([order(a, seats[6]!), order(b, seats[7]!)]);
    expect(closed.map((r) => [r.status, r.body.response.errorCode, r.body.response.errorText])).toEqual([[409, '-9998', NOT_ON_SALE], [409, '-9998', NOT_ON_SALE]]);

    await a.db.run(`UPDATE events SET sale = 'open' WHERE event_id = ?`, [eventId]);
    const open = await Promise.all([order(a, seats[8]!), order(b, seats[9]!)]);
    expect(open.map((r) => r.status)).toEqual([200, 200]);
  });

  it('a seat taken out of the hall is refused by an instance that had the hall in memory', async () => {
    const hallSeat = seats[10]!;
    expect((await order(a, seats[11]!)).status).toBe(200);
    await a.db.run(
      `UPDATE hall_seats SET seat_id = -seat_id WHERE seat_id = ? AND hall_id = (SELECT v.hall_id FROM venues v JOIN events e ON e.seatroot_id = v.seatroot_id WHERE e.event_id = ?)`,
      [hallSeat, eventId],
    );
    const refused = await order(a, hallSeat);
    expect(refused.status).toBe(400);
    expect(await a.db.get('SELECT 1 FROM seat_holds WHERE calendar_id = ? AND seat_id = ?', [s.session.calendar_id, hallSeat])).toBeUndefined();
  });
});
