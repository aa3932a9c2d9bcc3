import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { noSchemeSchema, schemeMapSchema, schemeSchema, schemeSessionsSchema } from '../../contract/booking';
import { fixtureHall } from '../../fixtures/halls';
import { eventHash } from '../../server/seed/ids';
import { startServer, type TestServer } from './harness';
import { catalogue, hallOf } from './order-helpers';

const schemeEvent = (hall: string) => catalogue.events.find((e) => e.useseatsvg === 1 && e.sale === 'open' && hallOf(e.seatroot_id) === hall)!;
const categoryEvent = catalogue.events.find((e) => e.useseatsvg === 0 && e.sale === 'open' && e.group)!;

describe('booking loads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('POST /api/no-scheme answers action, calendar, prices (numbers as strings), group rows and consents', async () => {
    const res = await server.client().post('/api/no-scheme', { hash: eventHash(categoryEvent.slug) });
    expect(res.status).toBe(200);
    const raw = res.body.response as { price: { price: unknown }[] };
    expect(typeof raw.price[0]!.price).toBe('string');
    const data = envelopeSchema(noSchemeSchema).parse(res.body).response;
    expect(data.action.hash_id).toBe(eventHash(categoryEvent.slug));
    expect(data.calendar.length).toBeGreaterThan(0);
    const time = data.calendar[0]!._time[0]!;
    expect(time.quantity).toBe(time.zones.reduce((s, z) => s + z.quantity, 0));
    expect(data.price.length).toBe(categoryEvent.prices.length);
    expect(data.ticketPrice.length).toBe(categoryEvent.group!.prices.length);
    expect(data.ticketInfo?.ticketinfo_en).toBeTruthy();
  });

  it('POST /api/scheme and /api/scheme/sessions answer the calendar with calendar ids', async () => {
    const hash = eventHash(schemeEvent('theatre').slug);
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
    expect(scheme.calendar.length).toBeGreaterThan(0);
    expect(scheme.price_list.every((p) => p.zonelevel_id >= 21 && p.zonelevel_id <= 24)).toBe(true);
    const day = scheme.calendar[0]!.event_day;
    const sessions = envelopeSchema(schemeSessionsSchema).parse((await client.post('/api/scheme/sessions', { hash, date: day })).body).response;
    expect(sessions.calendar.length).toBeGreaterThan(0);
    expect(sessions.calendar.every((c) => c.event_day === day)).toBe(true);
  });

  it('POST /api/scheme/map returns a parseable hall whose seats are joined by seat_id', async () => {
    const hash = eventHash(schemeEvent('theatre').slug);
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
    const session = scheme.calendar[0]!;
    const map = envelopeSchema(schemeMapSchema).parse((await client.post('/api/scheme/map', { hash, calendar_id: session.calendar_id, lang: 'en' })).body).response;
    const hall = fixtureHall('theatre');
    const svgIds = new Set([...map.svg.matchAll(/data-seat-id="(\d+)"/g)].map((m) => Number(m[1])));
    expect(svgIds.size).toBe(hall.seats.length);
    expect(map.seat_numbers.length).toBeGreaterThan(0);
    expect(map.seat_numbers.every((s) => svgIds.has(s.seat_id) && s.st_id === 0 && s.quant === 1)).toBe(true);
    // Demo sales hold some seats: those are absent from the data.
    expect(map.seat_numbers.length).toBeLessThan(hall.seats.length);
    expect(map.seat_stand.length).toBe(hall.stands.length);
    expect(map.seat_stand.every((s) => s.st_id === -1 && map.svg.includes(`data-stand-id="${s.seat_id}"`))).toBe(true);
    expect(map.seat_numbers[0]!.seat_name).toMatch(/row .+, seat .+/);
    expect(map.zoomporog).toBe(hall.meta.zoomporog);
    expect(map.usestrokesector).toBe(1);
    expect(map.zones.length).toBeGreaterThan(0);
    const free = map.sectors.reduce((s, x) => s + x.free, 0);
    expect(free).toBe(map.seat_numbers.length + map.seat_stand.filter((s) => s.quant > 0).length);
    const seatedAndStanding = map.seat_numbers.length + map.seat_stand.reduce((s, x) => s + x.quant, 0);
    expect(seatedAndStanding).toBe(session.quant);
  });

  it('a seat held by a live order leaves the map data', async () => {
    const hash = eventHash(schemeEvent('chamber').slug);
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
    const session = scheme.calendar.at(-1)!;
    const before = envelopeSchema(schemeMapSchema).parse((await client.post('/api/scheme/map', { hash, calendar_id: session.calendar_id })).body).response;
    const seat = before.seat_numbers[0]!;
    const now = new Date();
    const { lastInsertId } = await server.db.run(
      `INSERT INTO orders (hash, ord_num, status, created_at, reserve_until) VALUES ('h1', 'H1', 0, ?, ?)`,
      [now.toISOString(), new Date(now.getTime() + 600_000).toISOString()],
    );
    await server.db.run('INSERT INTO order_lines (order_id, calendar_id, zonelevel_id, seat_id, quantity, price) VALUES (?, ?, ?, ?, 1, 1)', [lastInsertId, session.calendar_id, seat.cat, seat.seat_id]);
    await server.db.run('INSERT INTO seat_holds (calendar_id, seat_id, order_id) VALUES (?, ?, ?)', [session.calendar_id, seat.seat_id, lastInsertId]);
    const after = envelopeSchema(schemeMapSchema).parse((await client.post('/api/scheme/map', { hash, calendar_id: session.calendar_id })).body).response;
    expect(after.seat_numbers.some((s) => s.seat_id === seat.seat_id)).toBe(false);
    expect(after.seat_numbers.length).toBe(before.seat_numbers.length - 1);
  });

  it('the stadium map carries every seat of a ~60,000-seat hall', async () => {
    const hash = eventHash(schemeEvent('stadium').slug);
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
    const res = await client.post('/api/scheme/map', { hash, calendar_id: scheme.calendar[0]!.calendar_id });
    const map = envelopeSchema(schemeMapSchema).parse(res.body).response;
    expect(map.svg.match(/data-seat-id=/g)!.length).toBeGreaterThanOrEqual(57000);
    expect(map.seat_numbers.length).toBeGreaterThan(50000);
  });

  it('refuses a map for a session of another event, and for a category event', async () => {
    const theatre = eventHash(schemeEvent('theatre').slug);
    const chamber = eventHash(schemeEvent('chamber').slug);
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash: chamber })).body).response;
    const wrong = await client.post('/api/scheme/map', { hash: theatre, calendar_id: scheme.calendar[0]!.calendar_id });
    expect(wrong.status).toBe(404);
    const category = await client.post('/api/scheme/map', { hash: eventHash(categoryEvent.slug), calendar_id: 1 });
    expect(category.status).toBe(404);
    expect(category.body.response).toMatchObject({ errorCode: '-404' });
  });
});

describe('engine demo halls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('GET /api/demo/hall?seats=N answers a generated hall of exactly N seats, all on sale', async () => {
    const res = await server.client().get('/api/demo/hall?seats=1000');
    const map = envelopeSchema(schemeMapSchema).parse(res.body).response;
    expect(map.seat_numbers).toHaveLength(1000);
    expect(map.svg.match(/data-seat-id=/g)).toHaveLength(1000);
  });

  it('GET /api/demo/hall?hall=theatre answers the fixture hall', async () => {
    const map = envelopeSchema(schemeMapSchema).parse((await server.client().get('/api/demo/hall?hall=theatre')).body).response;
    expect(map.seat_numbers).toHaveLength(fixtureHall('theatre').seats.length);
    expect(map.seat_stand).toHaveLength(1);
  });

  it('refuses sizes out of range and unknown halls with 4xx envelopes', async () => {
    expect((await server.client().get('/api/demo/hall?seats=999')).status).toBe(400);
    expect((await server.client().get('/api/demo/hall?seats=abc')).status).toBe(400);
    expect((await server.client().get('/api/demo/hall?hall=../../etc')).status).toBe(404);
  });
});
