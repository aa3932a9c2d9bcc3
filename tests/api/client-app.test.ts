import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

describe('serving the built client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      clientFiles: { 'index.html': '<!doctype html><title>storefront</title><div id="root"></div>', 'assets/app-1234.js': 'console.log(1)' },
    });
  });
  afterAll(() => server.close());

  it('every non-API GET that accepts HTML gets index.html (history mode)', async () => {
    for (const path of ['/', '/event/abc/2025-01-01/10:00', '/order/xyz', '/no/such/page', '/ru/rules', '/event/abc/25.11.2026', '/order/abc.def', '/foo.bar']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves assets with a long cache, and a missing asset is a 404, not the page', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    for (const path of ['/assets/missing', '/images/none.png', '/favicon.ico', '/missing.css']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  it('API paths never fall back to the page', async () => {
    const res = await fetch(`${server.url}/api/unknown`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ response: { errorCode: '-404' } });
  });
});
