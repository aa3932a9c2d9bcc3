import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SEATS_ROUTE } from '../../server/routes/live';
import { GENEROUS_CLIENT_LIMITS, startServer, type ApiResult, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeSession } from './order-helpers';
import { openSse, type SseStream } from './sse';

// Every limit answer (429) says when to come back: a client that retries at once only
// counts against the limit again.

const MINUTE = 60_000;
/** Half past a minute, held still: a limit's window (a minute) ends in exactly 30 s. */
const clock = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 30_000);

describe('Retry-After on every 429', () => {
  let server: TestServer;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    server = await startServer({
      now: () => clock,
      config: {
        rateLimits: { captcha: 1, promo: 1, lookup: 1 },
        clientLimits: { ...GENEROUS_CLIENT_LIMITS, ordersPerMinute: 1, demoPerMinute: 1 },
        live: { pollMs: 50, maxPerAddress: 1, maxBuffered: 1024 * 1024, heartbeatMs: 15_000, stallMs: 2000, readMinAgeMs: 1000 },
      },
    });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.close();
  });

  /** The second of two calls is over a limit of one: 429, -429, and the window's remaining 30 s. */
  async function secondIsLimited(call: () => Promise<ApiResult>, label: string) {
    expect((await call()).status, label).not.toBe(429);
    const over = await call();
    expect(over.status, label).toBe(429);
    expect(over.body.response, label).toMatchObject({ errorCode: '-429' });
    expect(over.headers.get('retry-after'), label).toBe('30');
  }

  it('the captcha, promo-code, look-up, demo-hall and order-creation limits name the end of their window', async () => {
    const c = server.client();
    await secondIsLimited(() => c.get('/api/captcha'), 'captcha');
    await secondIsLimited(() => c.post('/api/order/add-discount', { hash: 'f'.repeat(40), promoCode: 'NOSUCHCODE' }), 'promo');
    await secondIsLimited(() => c.post('/api/order/get-num', { hash: 'f'.repeat(40) }), 'look-up');
    await secondIsLimited(() => c.get('/api/demo/hall?seats=1000'), 'demo hall');
    const body = await categoryOrderBody(c);
    await secondIsLimited(() => c.post('/api/order/create', body), 'order creation');
  });

  it('so do live streams past the per-address cap', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const url = `${server.url}${LIVE_SEATS_ROUTE}?calendar_id=${s.session.calendar_id}&since=0`;
    const first = await openSse(url);
    streams.push(first);
    expect(first.status).toBe(200);
    const refused = await openSse(url);
    expect(refused.status).toBe(429);
    expect(refused.refusal?.response.errorCode).toBe('-429');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
