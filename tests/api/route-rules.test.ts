import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RateLimiter } from '../../server/http/rate-limit';
import { installRouteRules, routeRuleBreaches } from '../../server/http/route-rules';
import { heldMinute, startServer, type TestServer } from './harness';

type Refusal = { errorCode: string; errorText: string; requestId?: string };

/** A path of the route with its parameters filled in. */
const pathOf = (url: string) => url.replace(/:\w+/g, 'a'.repeat(40));

describe('route declarations (docs/product/server-structure.md, "Routes")', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('every API route names its limit and every API POST its body schema', () => {
    expect(server.app.declaredRoutes.length).toBeGreaterThan(20);
    expect(routeRuleBreaches(server.app.declaredRoutes)).toEqual([]);
  });

  it('a route declared without them is caught', async () => {
    const app = Fastify();
    installRouteRules(app, new RateLimiter({}, () => new Date()), { captcha: 0, promo: 0, lookup: 0, demo: 0 });
    app.post('/api/undeclared', async () => ({}));
    app.get('/api/unlimited', async () => ({}));
    app.post('/api/declared', { schema: { body: z.object({ a: z.string() }) }, config: { limit: 'lookup' } }, async () => ({}));
    app.post('/sandbox/form', async () => ({}));
    await app.ready();
    expect(routeRuleBreaches(app.declaredRoutes)).toEqual([
      'POST /api/undeclared: no config.limit',
      'POST /api/undeclared: no body schema',
      'GET /api/unlimited: no config.limit',
    ]);
    await app.close();
  });

  it('a null body is refused as an empty object was, field by field, in the one 400 envelope', async () => {
    const c = server.client();
    const posts = server.app.declaredRoutes.filter((r) => r.method === 'POST' && r.hasBodySchema);
    for (const route of posts) {
      const empty = await c.post<Refusal>(pathOf(route.url), {});
      const none = await c.post<Refusal>(pathOf(route.url), 'null', { raw: true });
      expect({ url: route.url, status: none.status, body: none.body }).toEqual({ url: route.url, status: empty.status, body: { response: { ...empty.body.response, requestId: none.body.response.requestId } } });
      if (empty.status === 400) {
        expect(empty.body.response.errorCode).toBe('-400');
        expect(empty.body.response.errorText).toMatch(/^Invalid request body: \w+/);
      }
    }
  });

  it('a query that fails its schema names the field, in the same envelope', async () => {
    const res = await server.client().get<Refusal>('/api/scheme/availability?hash=&calendar_id=x');
    expect(res.status).toBe(400);
    expect(res.body.response.errorCode).toBe('-400');
    expect(res.body.response.errorText).toMatch(/^Invalid request query: (hash|calendar_id)/);
  });
});

describe('order of the checks: CSRF, then the limit, then the schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ now: heldMinute(), config: { rateLimits: { captcha: 30, promo: 30, lookup: 2 } } });
  });
  afterAll(() => server.close());

  it('requests without a token are refused as such and count against nothing; invalid bodies count', async () => {
    const stranger = async () => {
      const res = await fetch(`${server.url}/api/order/get-num`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return res.status;
    };
    expect([await stranger(), await stranger(), await stranger()]).toEqual([419, 419, 419]);
    const c = server.client();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await c.post('/api/order/get-num', {})).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
