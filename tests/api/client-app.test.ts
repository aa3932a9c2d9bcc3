import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

describe('serving the built client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      clientFiles: {
        'index.html': '<!doctype html><html><head><title>storefront</title><link rel="stylesheet" crossorigin href="/assets/app-1234.css"></head><body><div id="root"></div></body></html>',
        'assets/app-1234.js': 'console.log(1)',
        'assets/app-1234.css': '.shell{display:flex}',
      },
    });
  });
  afterAll(() => server.close());

  it('every page path gets index.html (history mode); a path no page has gets it with 404', async () => {
    for (const path of ['/', '/ru/rules', '/rules/purchase-terms', '/contacts/', '/demo/seatmap']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    // The app shows its not-found page; crawlers and monitors read the status. An order or
    // event page whose hash names nothing is missing too (page-status.test.ts), dots or not.
    for (const path of ['/no/such/page', '/foo.bar', '/de/rules', '/event', '/contacts/extra', '/event/abc/2025-01-01/10:00', '/order/xyz', '/event/abc/25.11.2026', '/order/abc.def']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it("puts the first paint's needs into the page and its cookies: stylesheet, setup, the session and a working CSRF token", async () => {
    const res = await fetch(`${server.url}/event/abc`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('<style>.shell{display:flex}</style>');
    expect(html).not.toContain('href="/assets/app-1234.css"');
    const setupJson = /<script id="boot-setup" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const setup = (await (await fetch(`${server.url}/api/setup`)).json()) as unknown;
    expect(JSON.parse(setupJson ?? 'null')).toEqual(setup);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('storefront_sid='));
    const tokenCookie = cookies.find((c) => c.startsWith('storefront_csrf='));
    expect(session).toContain('HttpOnly');
    // The page's code reads the token: not HttpOnly, for the session like the session's own cookie.
    expect(tokenCookie).toMatch(/^storefront_csrf=[A-Za-z0-9_-]{20,}; Path=\/; SameSite=Lax$/);
    const token = tokenCookie!.split(';')[0]!.split('=')[1]!;
    expect(html).not.toContain(token);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    // The token works for a write of the session the cookie names, with no /api/token call.
    const cookie = `${session!.split(';')[0]}; ${tokenCookie!.split(';')[0]}`;
    const write = await fetch(`${server.url}/api/captcha/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie, 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ code: 'x', sid: 'y' }),
    });
    expect((await write.json()) as unknown).not.toMatchObject({ response: { errorCode: '-1000' } });
    // A returning visitor keeps the session and its token: no new cookie.
    const again = await fetch(`${server.url}/`, { headers: { accept: 'text/html', cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A visitor whose token cookie is gone or stale gets it again, for the same session.
    const stale = await fetch(`${server.url}/`, { headers: { accept: 'text/html', cookie: `${session!.split(';')[0]}; storefront_csrf=old` } });
    expect(stale.headers.getSetCookie()).toEqual([tokenCookie]);
  });

  it('sends a page as the same compressed bytes to every visitor, compressed once', async () => {
    const visit = async (cookie?: string) => {
      const res = await fetch(`${server.url}/contacts`, { headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toContain('accept-encoding');
      // fetch decodes the body; the bytes on the wire are checked below.
      return res.text();
    };
    const first = await visit();
    expect(await visit()).toBe(first);
    expect(await visit('storefront_sid=someone-else-0123456789abcdef')).toBe(first);
    const raw = async () => (await server.app.inject({ method: 'GET', url: '/contacts', headers: { accept: 'text/html', 'accept-encoding': 'br' } })).rawPayload;
    const [a, b] = [await raw(), await raw()];
    expect(a.equals(b)).toBe(true);
    expect(zlib.brotliDecompressSync(a).toString()).toBe(first);
    // A client that takes no compression gets the page as it is.
    const plain = await server.app.inject({ method: 'GET', url: '/contacts', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first);
  });

  it('starts the listing\'s data from the listing page only, in the language of the address', async () => {
    const home = await (await fetch(`${server.url}/?lang=kz`, { headers: { accept: 'text/html' } })).text();
    expect(home).toContain('["/api/afisha?lang=kz"]');
    const other = await (await fetch(`${server.url}/contacts`, { headers: { accept: 'text/html' } })).text();
    expect(other).not.toContain('id="early-gets"');
  });

  it('the listing page as served runs its inline script: the early GET starts while the code downloads', async () => {
    const home = await (await fetch(`${server.url}/?lang=en`, { headers: { accept: 'text/html' } })).text();
    const started: string[] = [];
    const dom = new JSDOM(home, {
      runScripts: 'dangerously',
      url: server.url,
      beforeParse(window) {
        window.fetch = (input) => {
          started.push(String(input));
          return Promise.resolve(new Response('{}'));
        };
      },
    });
    expect(started).toEqual(['/api/afisha?lang=en']);
    expect(Object.keys((dom.window as Window & { __earlyGets?: object }).__earlyGets ?? {})).toEqual(['/api/afisha?lang=en']);
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
