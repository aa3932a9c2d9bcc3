import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// The stand-in personal account signs a tester in as a demo client and sends them back.
describe('sandbox personal account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    return { status: res.status, html: await res.text() };
  };
  const links = (html: string) => [...html.matchAll(/class="client" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));

  it('lists the demo clients, each link going back with its sessionId', async () => {
    const { status, html } = await page('/sandbox/lk/login?backUrl=%2Fevent%2Fabc%3Flang%3Den');
    expect(status).toBe(200);
    expect(html).toContain('Вход / Sign in');
    expect(links(html)).toContain('/event/abc?lang=en&sessionId=demo-session-0001');
    // The client signed in through the link is the one the API knows.
    const client = links(html)[0]!.match(/sessionId=([\w-]+)/)![1]!;
    const res = await server.client().post<{ errorCode: string }>('/api/crm/client-info', { sessionId: client });
    expect(res.body.response).toMatchObject({ errorCode: '0' });
  });

  it('register and the account page are the same list; unknown pages are 404', async () => {
    expect((await page('/sandbox/lk/register?backUrl=/')).html).toContain('Регистрация / Register');
    expect((await page('/sandbox/lk/')).html).toContain('Личный кабинет / Personal account');
    expect((await page('/sandbox/lk/nope')).status).toBe(404);
    // Names of built-in object properties are pages like any other unknown one.
    for (const name of ['constructor', '__proto__', 'toString']) expect((await page(`/sandbox/lk/${name}`)).status, name).toBe(404);
  });

  it('never redirects off the site: absolute, protocol-relative and odd back URLs become /', async () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      const { html } = await page(`/sandbox/lk/login?backUrl=${encodeURIComponent(back)}`);
      for (const href of links(html)) expect(href.startsWith('/?sessionId='), `${back} → ${href}`).toBe(true);
      expect(html).not.toContain('evil.example');
    }
  });
});
