import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startServer, type TestServer } from './harness';
import { admin } from './postgres-cluster';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

/** The value of a metric line `name{labels} value` in Prometheus' text format (0 when absent). */
const metric = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('what an operator watches', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    server = await startServer({ logger: { level: 'info', stream } });
  });
  afterAll(() => server.close());

  it('liveness and readiness answer while the database does', async () => {
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: inject('testDb') });
  });

  it('Prometheus metrics count requests per route and read holds, payments and the mail queue from the database', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const before = await (await fetch(`${server.url}/metrics`)).text();
    const c = server.client();
    const seats = s.map.seat_numbers.slice(-3).map((x) => x.seat_id);
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, seats))).body.response;
    const held = await (await fetch(`${server.url}/metrics`)).text();
    const route = 'http_requests_total{method="POST",route="/api/order/create-scheme",status="200"}';
    expect(metric(held, route)).toBe(metric(before, route) + 1);
    expect(held).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/order\/create-scheme"\} \d+$/m);
    expect(metric(held, 'storefront_held_places')).toBe(metric(before, 'storefront_held_places') + 3);
    await confirmPaid(server, await openInvoice(c, hash));
    const paid = await (await fetch(`${server.url}/metrics`)).text();
    expect(metric(paid, 'storefront_held_places')).toBe(metric(before, 'storefront_held_places'));
    expect(metric(paid, 'storefront_payments{status="paid"}')).toBe(metric(before, 'storefront_payments{status="paid"}') + 1);
    // The tickets' e-mail is queued (without SMTP_URL it stays for the sandbox mailbox).
    expect(metric(paid, 'storefront_mail_queue')).toBe(metric(before, 'storefront_mail_queue') + 1);
    expect(paid).toMatch(/^process_cpu_seconds_total \d/m);
    // A hash in a path is not a series of its own: the route's pattern is.
    await fetch(`${server.url}/api/ticket/${'0'.repeat(32)}`);
    expect(await (await fetch(`${server.url}/metrics`)).text()).toContain('route="/api/ticket/:id"');
  });

  it('the event loop\'s delay is a histogram in /metrics: a block of the loop shows up as one late wake-up', async () => {
    const text = async () => (await fetch(`${server.url}/metrics`)).text();
    // Wake-ups later than 50 ms: the histogram's count less its 50 ms bucket.
    const late = (t: string) => metric(t, 'storefront_event_loop_delay_seconds_count') - metric(t, 'storefront_event_loop_delay_seconds_bucket{le="0.05"}');
    const before = late(await text());
    expect(Number.isFinite(before)).toBe(true);
    // The server runs in this process: spinning here blocks its loop.
    const until = performance.now() + 150;
    while (performance.now() < until);
    await vi.waitFor(async () => expect(late(await text())).toBeGreaterThan(before), { timeout: 60_000, interval: 50 });
  });

  it('every refusal and every log line of a request carry its id; a proxy\'s id is kept, a hostile one replaced', async () => {
    const res = await server.client().post<{ errorCode: string; requestId: string }>('/api/order/view', { hash: 'f'.repeat(40) });
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.response.requestId).toBe(id);
    const logged = lines.filter((l) => l.reqId === id);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(logged.length).toBeGreaterThanOrEqual(3);
    const fromProxy = await fetch(`${server.url}/api/order/view`, { method: 'POST', headers: { 'x-request-id': 'edge-42.a' } });
    expect(fromProxy.headers.get('x-request-id')).toBe('edge-42.a');
    expect(((await fromProxy.json()) as { response: { requestId: string } }).response.requestId).toBe('edge-42.a');
    const hostile = await fetch(`${server.url}/livez`, { headers: { 'x-request-id': '<script>"x"' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness when the database is gone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers 503 while liveness stays 200', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    if (inject('testDb') === 'postgres') {
      // The database disappears under the running server (its connections are cut).
      await admin(inject('pgAdminUrl'), `DROP DATABASE ${new URL(server.databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    } else {
      await server.db.close();
    }
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
  });
});
