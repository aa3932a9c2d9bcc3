import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_CLIENT_LIMITS, startServer, type TestServer } from './harness';

// Issue 17, item 3: every new N cost about 1 s of CPU and 40 MB, with no limit.
describe('GET /api/demo/hall: bounded sizes, cached, rate-limited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { clientLimits: { ...GENEROUS_CLIENT_LIMITS, demoPerMinute: 4 } } });
  });
  afterAll(() => server.close());

  it('refuses a size outside the set before building anything, naming the sizes', async () => {
    const res = await server.client().get<{ errorCode: string; errorText: string }>('/api/demo/hall?seats=1234');
    expect(res.status).toBe(400);
    expect(res.body.response.errorText).toBe('seats must be one of 1000, 10000, 50000, 100000, 200000');
  });

  it('serves a size of the set gzipped, the same bytes to the next client, then 429 past the limit', async () => {
    const first = await fetch(`${server.url}/api/demo/hall?seats=1000`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const body = await first.text();
    expect((JSON.parse(body) as { response: { seat_numbers: unknown[] } }).response.seat_numbers).toHaveLength(1000);
    // Without gzip the same answer comes inflated.
    const plain = await fetch(`${server.url}/api/demo/hall?seats=1000`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    expect((await server.client().get('/api/demo/hall?seats=1000')).status).toBe(200);
    const over = await server.client().get<{ errorCode: string }>('/api/demo/hall?seats=1000');
    expect(over.status).toBe(429);
    expect(over.body.response.errorCode).toBe('-429');
  });
});
