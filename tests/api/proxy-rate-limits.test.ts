import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { startServer, type ApiClient, type TestServer } from './harness';

const limits = { captcha: 30, promo: 30, lookup: 3 };
const lookUp = (c: ApiClient, forwardedFor: string, path = '/api/order/get-num', body: unknown = { hash: 'x'.repeat(40) }) =>
  c.post(path, body, { headers: { 'X-Forwarded-For': forwardedFor } }).then((r) => r.status);

async function withServer(trustProxy: ServerConfig['trustProxy'], fn: (server: TestServer) => Promise<void>) {
  const server = await startServer({ config: { rateLimits: limits, trustProxy } });
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

describe('order look-ups by hash are all under the lookup limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A trusted loopback proxy lets each endpoint be counted for its own client address.
    server = await startServer({ config: { rateLimits: limits, trustProxy: ['loopback'] } });
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
