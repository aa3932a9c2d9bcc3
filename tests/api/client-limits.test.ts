import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_CLIENT_LIMITS, startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

type Answer = { errorCode: string; errorText: string; hash: string };

/** Places held by live orders (reserved or paid) of a session. */
const heldIn = async (server: TestServer, calendarId: number) =>
  Number((await server.db.get<{ n: number | null }>(
    `SELECT SUM(l.quantity) AS n FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE l.calendar_id = ? AND o.status IN (0, 20)`,
    [calendarId],
  ))!.n ?? 0);

// Issue 17, item 4: one client held all 1,504 free seats of a session in 0.6 s.
describe('anti-hoarding: holds per client and event session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: { ...GENEROUS_CLIENT_LIMITS, heldPerClient: 4, heldPerAddress: 10 } } });
  });
  afterAll(() => server.close());

  it('one address taking a fresh cookie per seat, in parallel, holds no more than the address limit', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seats = s.map.seat_numbers.map((x) => x.seat_id);
    expect(seats.length).toBeGreaterThan(100);
    const tries = seats.slice(0, 120);
    const results = await Promise.all(tries.map(async (seat) => server.client().post<Answer>('/api/order/create-scheme', schemeOrderBody(s, [seat]))));
    const won = results.filter((r) => r.status === 200).length;
    expect(won).toBe(10);
    expect(await heldIn(server, s.session.calendar_id)).toBe(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.response.errorCode === '-9998')).toBe(true);
    expect(refused[0]!.body.response.errorText).toContain('не больше 10 мест одновременно');
  });

  it('one browser session stops at its own limit (said in the buyer language); paid places stop counting', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('arena'));
    const seats = s.map.seat_numbers.map((x) => x.seat_id);
    const c = server.client();
    const first = await c.post<Answer>('/api/order/create-scheme', schemeOrderBody(s, seats.slice(0, 3)));
    expect(first.status).toBe(200);
    const second = await c.post<Answer>('/api/order/create-scheme', schemeOrderBody(s, seats.slice(3, 5), { lang: 'en' }));
    expect(second.status).toBe(409);
    expect(second.body.response).toMatchObject({ errorCode: '-9998', errorText: expect.stringContaining('at most 4 places at a time') });
    expect((await c.post<Answer>('/api/order/create-scheme', schemeOrderBody(s, seats.slice(3, 4)))).status).toBe(200);
    // Paid places are not holds: once paid for, the buyer may reserve again.
    await confirmPaid(server, await openInvoice(c, first.body.response.hash));
    expect((await c.post<Answer>('/api/order/create-scheme', schemeOrderBody(s, seats.slice(4, 7)))).status).toBe(200);
  });
});

describe('anti-hoarding: order creations per minute and the captcha past a threshold', () => {
  let server: TestServer;
  let clock = Date.parse('2031-01-01T00:00:30Z');
  beforeAll(async () => {
    server = await startServer({
      now: () => new Date(clock),
      config: { captchaEnabled: false, clientLimits: { ...GENEROUS_CLIENT_LIMITS, ordersPerMinute: 3, captchaAfter: 5 } },
    });
  });
  afterAll(() => server.close());

  const order = async (c: ApiClient, extra: Record<string, unknown> = {}) => c.post<Answer>('/api/order/create', await categoryOrderBody(c, undefined, 1, extra));

  it('past the per-minute limit the answer is 429 with a clear text, whatever the cookie; the next minute it passes again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await order(server.client())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await order(server.client(), { lang: 'en' });
    expect(refused.body.response).toMatchObject({ errorCode: '-429', errorText: 'Too many orders in a minute. Please wait a minute and try again' });
    clock += 60_000;
    expect((await order(server.client())).status).toBe(200);
  });

  it('past the hourly threshold an order needs a solved captcha, though the captcha is off', async () => {
    clock += 60_000;
    // Creations this hour: the three that passed the minute's limit and the one after it; this fifth
    // reaches the threshold, the sixth is over it.
    expect((await order(server.client())).status).toBe(200);
    clock += 60_000;
    const c = server.client();
    const without = await order(c);
    expect(without.status).toBe(403);
    expect(without.body.response.errorCode).toBe('-1001');
    const { sid } = (await c.get<{ sid: string }>('/api/captcha')).body.response;
    const answer = (await server.db.get<{ answer: string }>('SELECT answer FROM captchas WHERE sid = ?', [sid]))!.answer;
    expect((await order(c, { captcha: { sid, code: answer } })).status).toBe(200);
  });
});
