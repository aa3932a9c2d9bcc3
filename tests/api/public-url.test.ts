import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

const PUBLIC = 'https://tickets.example.com';
const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

// Issue 17, item 2: return links were built from the request's Host header.
describe('payment links use PUBLIC_URL, never the request host', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Trusting the loopback proxy, so that even X-Forwarded-Host would be believed if anything read it.
    server = await startServer({ config: { publicUrl: PUBLIC, trustProxy: ['loopback'] } });
  });
  afterAll(() => server.close());

  async function session() {
    const res = await server.app.inject({ method: 'GET', url: '/api/token', headers: hostile });
    return { cookie: String(res.headers['set-cookie']).split(';')[0]!, token: (res.json() as { response: string }).response };
  }

  it('every payment protocol answers links on PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const c = server.client();
    const seen: string[] = [];
    for (const protocol of ['widget', 'qr', 'redirect']) {
      const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
      const { cookie, token } = await session();
      const res = await server.app.inject({
        method: 'POST', url: `/api/payment/${protocol}`, payload: { hash },
        headers: { ...hostile, cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      });
      expect(res.statusCode, protocol).toBe(200);
      const body = res.json() as { response: Record<string, unknown> };
      const links = Object.values(body.response).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v));
      expect(links.length, protocol).toBeGreaterThan(0);
      seen.push(...links);
    }
    expect(seen.every((l) => l.startsWith(`${PUBLIC}/`)), seen.join(' ')).toBe(true);
    expect(seen.join(' ')).not.toContain('evil.example');
  });
});
