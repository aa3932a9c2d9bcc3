import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { paymentResultSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

// The card-payment widget as the server serves it (/widget/checkout.js and .mjs) and the
// sandbox bank's side of it: the phone page with `params`, the safe host family, the
// access-cookie popup, the identity frame and the demo merchant page.

describe('the card-payment widget, served', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function widgetInvoice() {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const pay = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/widget', { hash })).body).response;
    return { hash, invoiceId: pay.bankInvoiceId!, backUrl: pay.backUrl! };
  }
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

  it('/widget/checkout.js: a classic script with the global, revalidated by ETag (304 while unchanged)', async () => {
    const res = await fetch(`${server.url}/widget/checkout.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const text = await res.text();
    expect(text).toContain('window.CardCheckout=');
    expect(text).toContain('v2.31.2');
    const again = await fetch(`${server.url}/widget/checkout.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${server.url}/widget/checkout.js`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('/widget/checkout.mjs: the ES module, another ETag; HEAD works; other names are not found', async () => {
    const js = await fetch(`${server.url}/widget/checkout.js`);
    const mjs = await fetch(`${server.url}/widget/checkout.mjs`);
    expect(mjs.status).toBe(200);
    expect(mjs.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(mjs.headers.get('etag')).not.toBe(js.headers.get('etag'));
    expect(await mjs.text()).toMatch(/export\{/);
    expect((await fetch(`${server.url}/widget/checkout.mjs`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${server.url}/widget/other.js`)).status).toBe(404);
  });

  it('the phone page: params decoded, the way back on the page, the merchant named', async () => {
    const { invoiceId, backUrl } = await widgetInvoice();
    const params = b64({ bankInvoiceId: invoiceId, orderId: invoiceId, backUrl, href: backUrl, host: new URL(server.url).host });
    const res = await fetch(`${server.url}/sandbox/widget?orderId=${invoiceId}&params=${encodeURIComponent(params)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`"success":"${backUrl}?state=success&bankInvoiceId=${invoiceId}"`);
    expect(html).toContain(`"fail":"${backUrl}?state=return&bankInvoiceId=${invoiceId}"`);
    expect(html).toContain(`<span id="merchant-host">${new URL(server.url).host}</span>`);
    expect(html).toContain('id="close"');
  });

  it('the phone page refuses parameters it cannot read and ways back off the site, saying why', async () => {
    const { invoiceId } = await widgetInvoice();
    for (const [params, text] of [
      ['%%%', 'not base64'],
      [b64({ backUrl: 'https://evil.test/' }), 'backUrl'],
      [b64({ orderId: '0'.repeat(32) }), 'orderId is another invoice'],
    ]) {
      const res = await fetch(`${server.url}/sandbox/widget?orderId=${invoiceId}&params=${encodeURIComponent(params!)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain(text);
    }
  });

  it('the safe family serves the same page, popup and identity frame', async () => {
    const { invoiceId } = await widgetInvoice();
    const page = await fetch(`${server.url}/sandbox/safe/widget?orderId=${invoiceId}&platform=desktop`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(await page.text()).toContain("'Send port to target'");
    expect((await fetch(`${server.url}/sandbox/safe/widget/access-cookie`)).status).toBe(200);
    expect((await fetch(`${server.url}/sandbox/safe/widget/framed-sberid?orderId=${invoiceId}`)).status).toBe(200);
  });

  it('access-cookie sets the bank cookie and may not be framed; the identity frame needs a known invoice', async () => {
    const res = await fetch(`${server.url}/sandbox/widget/access-cookie`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('sandbox_widget_access=granted; Path=/sandbox; Max-Age=31536000; HttpOnly; SameSite=Lax');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(await res.text()).toContain("type: 'ACCESS_COOKIE_GRANTED', target: 'iframe'");
    const { invoiceId } = await widgetInvoice();
    const identity = await fetch(`${server.url}/sandbox/widget/framed-sberid?orderId=${invoiceId}`);
    expect(identity.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(await identity.text()).toContain("type: 'GET_SBERID_RESPONSE'");
    expect((await fetch(`${server.url}/sandbox/widget/framed-sberid?orderId=${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/sandbox/widget/framed-sberid`)).status).toBe(404);
  });

  it('the demo merchant opens an invoice for an order hash and pays it with one script tag and one open()', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const form = await fetch(`${server.url}/sandbox/merchant`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `hash=${hash}` });
    expect(form.status).toBe(303);
    const location = form.headers.get('location')!;
    expect(location).toMatch(/^\/sandbox\/merchant\?bankInvoiceId=[0-9a-f]{32}$/);
    const page = await (await fetch(`${server.url}${location}`)).text();
    expect(page).toContain('<script src="/widget/checkout.js"></script>');
    expect(page).toContain('CardCheckout.open({ bankInvoiceId: "');
    expect(page).toContain('id="pay"');
  });

  it('the demo merchant says what is wrong: no hash, an unknown order, an unknown invoice', async () => {
    const post = (body: string) => fetch(`${server.url}/sandbox/merchant`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const bad = await post('hash=');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Хеш заказа не читается / Not an order hash');
    const unknown = await post(`hash=${'0'.repeat(40)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('id="error"');
    const invoice = await fetch(`${server.url}/sandbox/merchant?bankInvoiceId=nope`);
    expect(invoice.status).toBe(404);
    expect(await invoice.text()).toContain('Счёт не найден / Invoice not found');
    const blank = await fetch(`${server.url}/sandbox/merchant`);
    expect(blank.status).toBe(200);
    expect(await blank.text()).toContain('name="hash"');
  });
});
