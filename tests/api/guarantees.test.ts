import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceForCategory } from './category-race';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';
import { doubleSold } from './sold-seats';

async function raceForSeats(server: TestServer) {
  const s = await schemeSession(server.client(), mapEventSlug('chamber'));
  const seats = s.map.seat_numbers.slice(0, 50).map((x) => x.seat_id);
  // Each buyer has its own session and wants two of the 50 seats, overlapping with others.
  const clients = await Promise.all(Array.from({ length: 200 }, async () => {
    const c = server.client();
    await c.fetchToken();
    return c;
  }));
  const wants = (i: number) => [...new Set([seats[(i * 7) % 50]!, seats[(i * 13 + 1) % 50]!])];
  const results = await Promise.all(clients.map((c, i) => c.post<{ errorCode: string; hash: string }>('/api/order/create-scheme', schemeOrderBody(s, wants(i)))));
  return { s, seats, wants, results };
}

describe('no oversell under concurrency', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('200 buyers racing for the same 50 seats: every seat sold at most once, to the buyers that won it', async () => {
    const { s, seats, wants, results } = await raceForSeats(server);
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners.length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.response.errorCode === '-9998'))).toBe(true);
    expect(await doubleSold(server.db, s.session.calendar_id)).toBe(0);
    const held = await server.db.all<{ seat_id: number; hash: string }>(
      `SELECT h.seat_id, o.hash FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
        WHERE h.calendar_id = ? AND h.seat_id IN (${seats.map(() => '?').join(',')}) ORDER BY h.seat_id`,
      [s.session.calendar_id, ...seats],
    );
    // Each held seat belongs to the winner that asked for it, and every winner holds exactly what it asked for.
    const expected = winners.flatMap((i) => wants(i).map((seat_id) => ({ seat_id, hash: results[i]!.body.response.hash }))).sort((a, b) => a.seat_id - b.seat_id);
    expect(held).toEqual(expected);
  });

  it('200 buyers racing for a 60-place category zone: exactly its places sold, never below zero', async () => {
    const { left, results, sold, won, leftAfter } = await raceForCategory(server);
    expect(left).toBe(60);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.response.errorCode === '-9998'))).toBe(true);
    // Demand (300 places) is five times the supply; once a one-place buyer is refused nothing was left.
    expect(won).toBe(sold);
    expect(sold).toBe(left);
    // The category page load is kept until the seat change journal reports the sales.
    await expect.poll(leftAfter, { timeout: 10_000 }).toBe(0);
  });
});

describe('the control run: the same races without locks oversell', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { unsafeUnlockedHolds: true } });
  });
  afterAll(() => server.close());

  it('proves the seat race test can fail', async () => {
    const { s } = await raceForSeats(server);
    expect(await doubleSold(server.db, s.session.calendar_id)).toBeGreaterThan(0);
  });

  it('proves the category race test can fail', async () => {
    const { left, sold } = await raceForCategory(server);
    expect(sold).toBeGreaterThan(left);
  });
});

describe('reservation expiry and late payments', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { reserveSeconds: 600 } });
  });
  afterAll(() => server.close());

  const open = (hash: string) => openInvoice(server.client(), hash);
  const confirm = (invoiceId: string) => confirmPaid(server, invoiceId);

  it('an expired reservation releases its seat; a late payment is refunded and flagged if the seat was resold', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-1)!.seat_id;
    const first = (await server.client().post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response.hash;
    const invoice = await open(first);
    clock += 601_000;
    const second = await server.client().post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]));
    expect(second.status).toBe(200);
    expect(await confirm(invoice)).toBe('refunded');
    const order = (await server.db.get<{ status: number; flagged: string }>('SELECT status, flagged FROM orders WHERE hash = ?', [first]))!;
    expect(order.status).toBe(90);
    expect(order.flagged).toMatch(/late payment refunded/);
  });

  it('a late payment whose seat is still free keeps its order', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-2)!.seat_id;
    const hash = (await server.client().post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response.hash;
    const invoice = await open(hash);
    clock += 601_000;
    expect(await confirm(invoice)).toBe('paid');
    expect((await server.db.get<{ status: number }>('SELECT status FROM orders WHERE hash = ?', [hash]))!.status).toBe(20);
  });

  it('two expired orders racing for the last seat give one paid order', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-3)!.seat_id;
    const a = (await server.client().post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response.hash;
    const invA = await open(a);
    clock += 601_000;
    const b = (await server.client().post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response.hash;
    const invB = await open(b);
    clock += 601_000;
    const results = await Promise.all([confirm(invA), confirm(invB)]);
    expect(results.sort()).toEqual(['paid', 'refunded']);
    const paid = await server.db.all(`SELECT 1 FROM orders WHERE hash IN (?, ?) AND status = 20`, [a, b]);
    expect(paid).toHaveLength(1);
  });
});

describe('captcha and rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { captchaEnabled: true, rateLimits: { captcha: 3, promo: 2, lookup: 5 } } });
  });
  afterAll(() => server.close());

  it('with captcha on, an order needs a solved, single-use captcha (-1001 otherwise)', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c);
    expect((await c.post('/api/order/create', body)).body.response).toMatchObject({ errorCode: '-1001' });
    const { sid } = (await c.get<{ sid: string }>('/api/captcha')).body.response;
    const answer = (await server.db.get<{ answer: string }>('SELECT answer FROM captchas WHERE sid = ?', [sid]))!.answer;
    expect((await c.post('/api/order/create', { ...body, captcha: { sid, code: answer } })).body.response).toMatchObject({ errorCode: '0' });
    expect((await c.post('/api/order/create', { ...body, captcha: { sid, code: answer } })).body.response).toMatchObject({ errorCode: '-1001' });
  });

  it('answers 429 past the limits on captcha, promo and order look-ups', async () => {
    const c = server.client();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await c.get('/api/captcha')).status);
    expect(statuses.at(-1)).toBe(429);
    const looks = [];
    for (let i = 0; i < 6; i++) looks.push((await c.post('/api/order/get-num', { hash: 'x'.repeat(40) })).status);
    expect(looks.at(-1)).toBe(429);
    expect(looks[0]).toBe(404);
    const promos = [];
    for (let i = 0; i < 3; i++) promos.push((await c.post('/api/order/add-discount', { hash: 'y', promoCode: 'ZZZ' })).status);
    expect(promos.at(-1)).toBe(429);
  });
});
