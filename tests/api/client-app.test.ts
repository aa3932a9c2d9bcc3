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

  it("puts the first paint's needs into the page: stylesheet, setup, a working CSRF token and its cookie", async () => {
    const res = await fetch(`${server.url}/event/abc`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('<style>.shell{display:flex}</style>');
    expect(html).not.toContain('href="/assets/app-1234.css"');
    const setupJson = /<script id="boot-setup" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const setup = (await (await fetch(`${server.url}/api/setup`)).json()) as unknown;
    expect(JSON.parse(setupJson ?? 'null')).toEqual(setup);
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    expect(token && cookie).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    // The token works for a write of the session the cookie names, with no /api/token call.
    const write = await fetch(`${server.url}/api/captcha/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token!, cookie: cookie!, 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ code: 'x', sid: 'y' }),
    });
    expect((await write.json()) as unknown).not.toMatchObject({ response: { errorCode: '-1000' } });
    // A returning visitor keeps the session: no new cookie, a token of the same session.
    const again = await fetch(`${server.url}/`, { headers: { accept: 'text/html', cookie: cookie! } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(/<meta name="csrf-token" content="([^"]+)">/.exec(await again.text())?.[1]).toBe(token);
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
