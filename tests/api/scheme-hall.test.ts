import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { schemeMapSchema } from '../../contract/booking';
import { SeatAvailabilityStatus as S, bestSeatsResponseSchema, seatAvailabilitySchema } from '../../contract/seat-availability';
import { availabilityAt } from './availability';
import { startServer, type ApiClient, type TestServer } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

/** A GET as raw bytes (fetch would inflate them and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const mapWithLinks = schemeMapSchema.extend({
  hall_hash: envelopeSchema(seatAvailabilitySchema).shape.response.shape.hall,
  hall_url: seatAvailabilitySchema.shape.statuses,
  availability_url: seatAvailabilitySchema.shape.statuses,
});

interface HallDoc {
  hash: string;
  svg: string;
  seats: { ids: number[]; sector: number[]; row: string[]; seat: string[]; cat: number[]; stand: number[] };
}

describe('hall geometry and availability', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('serves the geometry at an immutable content-addressed URL, precompressed, with an ETag and 304', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const map = mapWithLinks.parse((await server.client().post('/api/scheme/map', { hash: s.hash, calendar_id: s.session.calendar_id })).body.response);
    expect(map.hall_url).toBe(`/api/scheme/hall/${map.hall_hash}`);

    const br = await rawGet(server.url + map.hall_url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`"${map.hall_hash}"`);
    const doc = JSON.parse(zlib.brotliDecompressSync(br.body).toString()) as { response: HallDoc };
    expect(doc.response.hash).toBe(map.hall_hash);
    expect(doc.response.svg).toBe(map.svg);
    // The seat list covers every seat the map lists.
    const ids = new Set(doc.response.seats.ids);
    expect(map.seat_numbers.every((x) => ids.has(x.seat_id))).toBe(true);

    const gz = await rawGet(server.url + map.hall_url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(zlib.brotliDecompressSync(br.body))).toBe(true);
    const plain = await rawGet(server.url + map.hall_url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(gz.body)).toBe(false);
    expect(JSON.parse(plain.body.toString())).toEqual(doc);

    const again = await rawGet(server.url + map.hall_url, { 'if-none-match': `W/"x", "${map.hall_hash}"`, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown or malformed content hash with 404 in the envelope', async () => {
    for (const hash of ['0123456789abcdef0123456789abcdef', 'nothex', '%2e%2e']) {
      const res = await server.client().get(`/api/scheme/hall/${hash}`);
      expect(res.status).toBe(404);
      expect(res.body.response).toMatchObject({ errorCode: '-404' });
    }
  });

  it('availability agrees with the map: free seats are the listed ones, held and sold seats are marked, the buyer sees their own', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const map = mapWithLinks.parse((await buyer.post('/api/scheme/map', { hash: s.hash, calendar_id: s.session.calendar_id })).body.response);
    const hall = (await buyer.get<HallDoc>(map.hall_url)).body.response;
    const before = await availabilityAt(buyer, map.availability_url);
    expect(before.doc.hall).toBe(map.hall_hash);
    expect(before.doc.seatCount).toBe(hall.seats.ids.length);
    const freeIds = hall.seats.ids.filter((id, i) => before.statuses[i] === S.free && !hall.seats.stand[i]);
    expect(new Set(freeIds)).toEqual(new Set(map.seat_numbers.map((x) => x.seat_id)));
    expect(before.doc.stands.length).toBe(map.seat_stand.length);

    const pick = map.seat_numbers.slice(0, 2).map((x) => x.seat_id);
    const order = await buyer.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, pick));
    expect(order.status).toBe(200);
    const after = await availabilityAt(buyer, map.availability_url);
    const indices = pick.map((id) => hall.seats.ids.indexOf(id));
    expect(indices.map((i) => after.statuses[i])).toEqual([S.held, S.held]);
    expect(after.doc.mine).toEqual([...indices].sort((a, b) => a - b));
    // Another buyer sees them held, not as theirs.
    const other = await availabilityAt(server.client(), map.availability_url);
    expect(other.doc.mine).toEqual([]);
    expect(indices.map((i) => other.statuses[i])).toEqual([S.held, S.held]);

    // Paid: sold for everyone.
    await server.db.run(`UPDATE orders SET status = 20 WHERE hash = ?`, [order.body.response.hash]);
    const paid = await availabilityAt(server.client(), map.availability_url);
    expect(indices.map((i) => paid.statuses[i])).toEqual([S.sold, S.sold]);
  });

  it('refuses availability of an unknown event or a session of another event', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const other = await schemeSession(server.client(), mapEventSlug('chamber'));
    const wrong = await server.client().get(`/api/scheme/availability?hash=${s.hash}&calendar_id=${other.session.calendar_id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.response).toMatchObject({ errorCode: '-404' });
    const bad = await server.client().get(`/api/scheme/availability?hash=${s.hash}&calendar_id=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.response).toMatchObject({ errorCode: '-400' });
  });

  it('sends the stadium availability in under 16 KB on the wire', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('stadium'));
    const url = `/api/scheme/availability?hash=${s.hash}&calendar_id=${s.session.calendar_id}`;
    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet(server.url + url, { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body.length).toBeLessThan(16 * 1024);
    }
  });
});

describe('best available', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  async function best(client: ApiClient, body: Record<string, unknown>) {
    const res = await client.post('/api/scheme/best', body);
    return { status: res.status, body: res.body.response, answer: res.status === 200 ? bestSeatsResponseSchema.parse(res.body.response) : null };
  }

  it('offers N adjacent free seats of one row, kept for the buyer: held for others, theirs to order', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const map = mapWithLinks.parse((await buyer.post('/api/scheme/map', { hash: s.hash, calendar_id: s.session.calendar_id })).body.response);
    const zone = map.zones[0]!.zonelevel_id;
    const { answer } = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 4, zone });
    const block = answer!.seats;
    expect(block).toHaveLength(4);
    expect(new Set(block.map((x) => `${x.sector}:${x.row}`)).size).toBe(1);
    expect(block.every((x) => x.cat === zone)).toBe(true);
    const numbers = block.map((x) => Number(x.seat));
    expect(numbers).toEqual(numbers.map((_, k) => numbers[0]! + k));
    // Every seat was free in the map before.
    const freeBefore = new Set(map.seat_numbers.map((x) => x.seat_id));
    expect(block.every((x) => freeBefore.has(x.seat_id))).toBe(true);

    const mine = await availabilityAt(buyer, map.availability_url);
    expect(mine.doc.mine).toEqual(block.map((x) => x.index).sort((a, b) => a - b));
    const other = await availabilityAt(server.client(), map.availability_url);
    expect(block.map((x) => other.statuses[x.index])).toEqual([S.held, S.held, S.held, S.held]);
    const otherMap = schemeMapSchema.parse((await server.client().post('/api/scheme/map', { hash: s.hash, calendar_id: s.session.calendar_id })).body.response);
    expect(otherMap.seat_numbers.some((x) => block.some((b) => b.seat_id === x.seat_id))).toBe(false);

    const order = await buyer.post('/api/order/create-scheme', schemeOrderBody(s, block.map((x) => x.seat_id)));
    expect(order.status).toBe(200);
  });

  it('never gives two buyers asking at once the same seats', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const buyers = Array.from({ length: 6 }, () => server.client());
    await Promise.all(buyers.map((b) => b.fetchToken()));
    const answers = await Promise.all(buyers.map((b) => best(b, { hash: s.hash, calendar_id: s.session.calendar_id, count: 3 })));
    const seats = answers.flatMap((a) => a.answer!.seats.map((x) => x.seat_id));
    expect(seats).toHaveLength(18);
    expect(new Set(seats).size).toBe(18);
  });

  it('asking again gives the last block back; a party too large gets no block and the largest run', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const url = `/api/scheme/availability?hash=${s.hash}&calendar_id=${s.session.calendar_id}`;
    const first = (await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 2 })).answer!;
    const second = (await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 3 })).answer!;
    expect(second.seats).toHaveLength(3);
    const after = await availabilityAt(buyer, url);
    expect(after.doc.mine).toEqual(second.seats.map((x) => x.index).sort((a, b) => a - b));
    for (const x of first.seats) if (!second.seats.some((y) => y.index === x.index)) expect(after.statuses[x.index]).toBe(S.free);

    // The dearest category's rows hold fewer seats together than one order may take: no block, and the longest run instead.
    const limit = s.scheme.action.demquantlimit;
    const answers = await Promise.all(
      (await availabilityAt(buyer, url)).doc.zones.map(async (z) => ({ zone: z.zonelevel_id, ...(await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: limit, zone: z.zonelevel_id })) })),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      if (a.answer!.seats.length === 0) {
        expect(a.answer!.largest).toBeLessThan(limit);
        expect(a.answer!.expires_at).toBeNull();
      } else expect(a.answer!.seats).toHaveLength(limit);
    }
  });

  it('refuses a party over the order limit, a category not on sale, and bad input, in the envelope', async () => {
    const buyer = server.client();
    const s = await schemeSession(buyer, mapEventSlug('theatre'));
    const over = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 99 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ errorCode: '-400' });
    const zone = await best(buyer, { hash: s.hash, calendar_id: s.session.calendar_id, count: 2, zone: 987654 });
    expect(zone.status).toBe(404);
    for (const body of [{ hash: s.hash, calendar_id: s.session.calendar_id, count: 0 }, { hash: s.hash, calendar_id: 'x', count: 2 }, { hash: s.hash }]) {
      const bad = await best(buyer, body);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errorCode: '-400' });
    }
  });
});
