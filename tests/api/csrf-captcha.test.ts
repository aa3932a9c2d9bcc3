import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

describe('CSRF token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('GET /api/token sets a session cookie and answers a token in the envelope', async () => {
    const res = await fetch(`${server.url}/api/token`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.headers.get('set-cookie')).toMatch(/storefront_sid=.+HttpOnly/i);
    expect(((await res.json()) as { response: string }).response.length).toBeGreaterThanOrEqual(16);
  });

  it('a POST without a token, with a wrong one, or with another session\'s gets -1000', async () => {
    const bare = await fetch(`${server.url}/api/no-scheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hash":"x"}' });
    expect(bare.status).toBe(419);
    expect(((await bare.json()) as { response: { errorCode: string } }).response.errorCode).toBe('-1000');

    const a = server.client();
    const b = server.client();
    await a.fetchToken();
    const tokenB = await b.fetchToken();
    const crossed = await a.post('/api/no-scheme', { hash: 'x' }, { headers: { 'X-CSRF-TOKEN': tokenB } });
    expect(crossed.status).toBe(419);
    expect(crossed.body.response).toMatchObject({ errorCode: '-1000' });
  });

  it('no spelling of an /api/ path that reaches a route skips the check (encoded letters, slashes, dot segments, case)', async () => {
    const c = server.client();
    const body = JSON.stringify(await categoryOrderBody(c));
    /** A POST with the path exactly as written (fetch would normalise it), no cookie and no token. */
    const rawPost = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(server.url);
        const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const before = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))!.n;
    for (const path of ['/%61pi/order/create', '/%2561pi/order/create', '/a%70i/order/create', '//api/order/create', '/api//order/create', '/x/../api/order/create', '/./api/order/create', '/API/order/create', '/Api/order/create', '/api/order/%63reate', '/api/order/create/', '/api/order/create?x=1']) {
      const res = await rawPost(path);
      // Refused (419) or not routed (404/400): never an order.
      expect(res.status, `${path}: ${res.body}`).not.toBe(200);
      if (res.status === 419) expect(JSON.parse(res.body)).toMatchObject({ response: { errorCode: '-1000' } });
    }
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))!.n).toBe(before);
  });

  it('the same session keeps its token across calls', async () => {
    const c = server.client();
    const t1 = await c.fetchToken();
    const t2 = await c.fetchToken();
    expect(t2).toBe(t1);
  });
});

describe('image captcha', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { captchaEnabled: true } });
  });
  afterAll(() => server.close());

  const answerOf = async (sid: string) => (await server.db.get<{ answer: string }>('SELECT answer FROM captchas WHERE sid = ?', [sid]))!.answer;

  it('setup says captcha is on when configured', async () => {
    const res = await server.client().get<{ captcha: { enabled: number } }>('/api/setup');
    expect(res.body.response.captcha.enabled).toBe(1);
  });

  it('GET /api/captcha gives an SVG image and a sid; the right code checks once', async () => {
    const c = server.client();
    const { response } = (await c.get<{ code: string; sid: string }>('/api/captcha')).body;
    expect(response.code).toMatch(/^<svg/);
    const answer = await answerOf(response.sid);
    const ok = await c.post('/api/captcha/check', { code: answer.toUpperCase(), sid: response.sid });
    expect(ok.body.response).toMatchObject({ result: true, sid: response.sid });
    const again = await c.post('/api/captcha/check', { code: answer, sid: response.sid });
    expect(again.body.response).toMatchObject({ result: false });
  });

  it('a wrong code burns the sid', async () => {
    const c = server.client();
    const { response } = (await c.get<{ code: string; sid: string }>('/api/captcha')).body;
    const answer = await answerOf(response.sid);
    expect((await c.post('/api/captcha/check', { code: 'zzzzz', sid: response.sid })).body.response).toMatchObject({ result: false });
    expect((await c.post('/api/captcha/check', { code: answer, sid: response.sid })).body.response).toMatchObject({ result: false });
  });

  it('a code longer than 8 characters is refused as bad input', async () => {
    const res = await server.client().post('/api/captcha/check', { code: '123456789', sid: 'abc' });
    expect(res.status).toBe(400);
  });
});
