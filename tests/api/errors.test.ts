import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** Bad input gets a 4xx envelope with errorCode and errorText: never a 500, never a crash. */
describe('bad requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const expectRefusal = (res: { status: number; body: { response: unknown } }, status: number) => {
    expect(res.status).toBe(status);
    const r = res.body.response as { errorCode: string; errorText: string };
    expect(Number(r.errorCode)).toBeLessThan(0);
    expect(r.errorText.length).toBeGreaterThan(5);
  };

  it('malformed JSON → 400', async () => {
    expectRefusal(await server.client().post('/api/no-scheme', '{"hash": ', { raw: true }), 400);
  });

  it('wrong types → 400 naming the field', async () => {
    const res = await server.client().post('/api/scheme/map', { hash: 42, calendar_id: 'x' });
    expectRefusal(res, 400);
    expect((res.body.response as { errorText: string }).errorText).toMatch(/hash|calendar_id/);
  });

  it('an empty or non-object body → 400', async () => {
    expectRefusal(await server.client().post('/api/no-scheme', '', { raw: true }), 400);
    expectRefusal(await server.client().post('/api/no-scheme', '[1,2]', { raw: true }), 400);
    expectRefusal(await server.client().post('/api/no-scheme', 'null', { raw: true }), 400);
  });

  it('unknown hashes → 404, alike for malformed and well-formed ones', async () => {
    const a = await server.client().post('/api/no-scheme', { hash: '0'.repeat(40) });
    const b = await server.client().post('/api/scheme', { hash: 'not-a-hash' });
    expectRefusal(a, 404);
    expectRefusal(b, 404);
    // Alike but for the request's own id.
    const alike = (r: typeof a) => ({ ...(r.body.response as object), requestId: undefined });
    expect(alike(a)).toEqual(alike(b));
  });

  it('an oversized body → 413', async () => {
    const res = await server.client().post('/api/no-scheme', { hash: 'x'.repeat(400_000) });
    expectRefusal(res, 413);
  });

  it('a body that is not JSON → 415', async () => {
    expectRefusal(await server.client().post('/api/no-scheme', 'hash=1', { raw: true, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415);
  });

  it('an unknown API route → 404 envelope', async () => {
    expectRefusal(await server.client().get('/api/nope'), 404);
  });

  it('a malformed %-escape in the address → 400 envelope, for API and page paths alike', async () => {
    for (const path of ['/api/%E0%A4%A', '/event/%E0%A4%A']) {
      const res = await fetch(`${server.url}${path}`);
      const body = (await res.json()) as { response: unknown };
      expectRefusal({ status: res.status, body }, 400);
    }
  });

  it('the server keeps serving after all of that', async () => {
    expect((await server.client().get('/api/setup')).status).toBe(200);
  });
});
