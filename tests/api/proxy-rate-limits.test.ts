import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { heldMinute, startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

const limits = { captcha: 30, promo: 30, lookup: 3 };
const lookUp = (c: ApiClient, forwardedFor: string, path = '/api/order/get-num', body: unknown = { hash: 'x'.repeat(40) }) =>
  c.post(path, body, { headers: { 'X-Forwarded-For': forwardedFor } }).then((r) => r.status);

async function withServer(trustProxy: ServerConfig['trustProxy'], fn: (server: TestServer) => Promise<void>) {
  const server = await startServer({ now: heldMinute(), config: { rateLimits: limits, trustProxy } });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

describe('rate limits and X-Forwarded-For', () => {
  it('by default a client cannot escape the limit by inventing X-Forwarded-For addresses', () =>
    withServer(false, async (server) => {
      const c = server.client();
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push(await lookUp(c, `203.0.113.${i}`));
      expect(statuses).toEqual([404, 404, 404, 429]);
    }));

  it('behind a configured proxy the forwarded address counts, one limit per client', () =>
    withServer(['127.0.0.1'], async (server) => {
      const c = server.client();
      const distinct = [];
      for (let i = 1; i <= 4; i++) distinct.push(await lookUp(c, `203.0.113.${i}`));
      expect(distinct).toEqual([404, 404, 404, 404]);
      const same = [];
      for (let i = 1; i <= 4; i++) same.push(await lookUp(c, '198.51.100.7'));
      expect(same.at(-1)).toBe(429);
    }));

  it('with a hop count, addresses a client prepends to the header do not count', () =>
    withServer(1, async (server) => {
      const c = server.client();
      const statuses = [];
      // The proxy appends the address it saw; only that one is trusted.
      for (let i = 1; i <= 4; i++) statuses.push(await lookUp(c, `10.9.9.${i}, 198.51.100.8`));
      expect(statuses.at(-1)).toBe(429);
    }));
});

// Issue 26, item 8: with TRUST_PROXY=1 any text in X-Forwarded-For became the client's
// address, stored with the order and keying its limits.
describe('forwarded addresses are validated', () => {
  it('behind a trusted hop, X-Forwarded-For that is not an address as a proxy writes it is refused with 400 and stores nothing', () =>
    withServer(1, async (server) => {
      const c = server.client();
      const body = await categoryOrderBody(c);
      const orders = async () => Number((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))!.n);
      const before = await orders();
      const bogus = ['abc', "' OR '1'='1", '<script>alert(1)</script>', '1.2.3.4.5', '01.2.3.4', '999.1.1.1', 'unknown', '2001:DB8::1', '2001:0db8::1', '2001:db8:0:0::1', 'fe80::1%eth0'];
      for (const forwardedFor of bogus) {
        const res = await c.post('/api/order/create', body, { headers: { 'X-Forwarded-For': forwardedFor } });
        expect(res.status, forwardedFor).toBe(400);
        expect(res.body.response, forwardedFor).toMatchObject({ errorCode: '-400' });
      }
      expect(await orders()).toBe(before);
      // A proxy's own spelling is taken, and stored as the client's address.
      for (const address of ['198.51.100.9', '2001:db8::1', '::ffff:198.51.100.10']) {
        const res = await c.post<{ hash: string }>('/api/order/create', body, { headers: { 'X-Forwarded-For': `10.0.0.1, ${address}` } });
        expect(res.status, address).toBe(200);
        const row = await server.db.get<{ client_ip: string }>('SELECT client_ip FROM orders WHERE hash = ?', [res.body.response.hash]);
        expect(row!.client_ip).toBe(address);
      }
    }));
});

describe('order look-ups by hash are all under the lookup limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A trusted loopback proxy lets each endpoint be counted for its own client address.
    server = await startServer({ now: heldMinute(), config: { rateLimits: limits, trustProxy: ['loopback'] } });
  });
  afterAll(() => server.close());

  const hash = 'z'.repeat(40);
  const endpoints: [string, unknown][] = [
    ['/api/payment/widget', { hash }],
    ['/api/order/add-special-offer', { hash, data: [] }],
    ['/api/order/remove-special-offer', { hash, id: 1 }],
    ['/api/order/cancel-discount', { hash }],
    ['/api/order/return-create', { hash, reason: 1, id: [1] }],
    ['/api/order/return-confirm', { hash, hashConf: 'c'.repeat(40) }],
    ['/api/confirm-nominal', { hash }],
  ];

  it.each(endpoints.map(([path, body], i) => ({ path, body, address: `192.0.2.${i + 1}` })))('$path answers 429 past the limit', async ({ path, body, address }) => {
    const c = server.client();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await lookUp(c, address, path, body));
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
