import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { paymentResultSchema } from '../../contract/order';
import { chromiumArgs, chromiumExecutable } from '../e2e/browser';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

/**
 * The merchant's side of the card-widget protocol (platform-notes), reduced to what the
 * hosted page needs: take the port, answer GET_VERSION and GET_PARAMETERS, log every message.
 * Served by the server as the "built client", so the frame is same-origin (frame-ancestors 'self').
 */
/** A browser on a busy two-core machine: allow the frame time to load and answer. */
const settle = { timeout: 10_000 };

const HOST_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>merchant</title></head><body><script>
window.__messages = [];
var orderId = new URLSearchParams(location.search).get('orderId');
window.addEventListener('message', function (e) {
  if (e.data !== 'Send port to target' || !e.ports[0]) return;
  var port = e.ports[0];
  window.__messages.push('port');
  port.onmessage = function (m) {
    var type = (m.data || {}).type;
    window.__messages.push(type);
    if (type === 'GET_VERSION') port.postMessage({ type: 'GET_VERSION', payload: 'v2.31.2' });
    if (type === 'GET_PARAMETERS') port.postMessage({ type: 'GET_PARAMETERS', payload: { orderId: orderId, href: location.href, host: location.origin } });
  };
});
var frame = document.createElement('iframe');
frame.title = 'web widget';
frame.src = '/sandbox/widget?orderId=' + encodeURIComponent(orderId) + '&platform=desktop';
document.body.appendChild(frame);
</script></body></html>`;

describe('the sandbox card widget', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ clientFiles: { 'index.html': HOST_PAGE } });
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  /** A fresh unpaid order and the invoice the widget payment opened for it. */
  async function openWidget() {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const pay = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/widget', { hash })).body).response;
    return { c, hash, invoiceId: pay.bankInvoiceId! };
  }

  const orderStatus = async (hash: string) => (await server.db.get<{ status: number }>('SELECT status FROM orders WHERE hash = ?', [hash]))!.status;
  const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);

  async function hostPage(invoiceId: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${server.url}/merchant?orderId=${invoiceId}`);
    // The hosted page asked for the version and its parameters through the transferred port.
    await expect.poll(() => messages(page), settle).toEqual(['port', 'GET_VERSION', 'GET_PARAMETERS']);
    return page;
  }

  it('serves an HTML page that speaks the widget protocol, only to frames of this site', async () => {
    const { invoiceId } = await openWidget();
    const res = await fetch(`${server.url}/sandbox/widget?orderId=${invoiceId}&platform=desktop`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    const html = await res.text();
    for (const part of ["'Send port to target'", 'MessageChannel', 'GET_PARAMETERS', 'GET_VERSION', "'success'", "'fail'", 'CLOSE_WIDGET']) expect(html).toContain(part);
    expect((await fetch(`${server.url}/sandbox/widget?orderId=${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/sandbox/widget`)).status).toBe(404);
  });

  it('pressing Pay in the frame posts success to the merchant page and the order becomes paid', async () => {
    const { c, hash, invoiceId } = await openWidget();
    const page = await hostPage(invoiceId);
    expect(await orderStatus(hash)).toBe(0);
    await page.frameLocator('iframe[title="web widget"]').getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect.poll(() => messages(page), settle).toEqual(['port', 'GET_VERSION', 'GET_PARAMETERS', 'success']);
    expect(await orderStatus(hash)).toBe(20);
    expect((await c.post<number>('/api/order/status-change', { hash })).body.response).toBe(1);
    await page.close();
  });

  it('pressing Decline posts fail and leaves the order unpaid; Close posts CLOSE_WIDGET', async () => {
    const { c, hash, invoiceId } = await openWidget();
    const page = await hostPage(invoiceId);
    const frame = page.frameLocator('iframe[title="web widget"]');
    await frame.getByRole('button', { name: 'Отклонить / Decline' }).click();
    await expect.poll(() => messages(page), settle).toEqual(['port', 'GET_VERSION', 'GET_PARAMETERS', 'fail']);
    expect(await orderStatus(hash)).toBe(0);
    expect((await c.post<number>('/api/order/status-change', { hash })).body.response).toBe(2);
    await frame.getByRole('button', { name: 'Закрыть / Close' }).click();
    await expect.poll(() => messages(page), settle).toEqual(['port', 'GET_VERSION', 'GET_PARAMETERS', 'fail', 'CLOSE_WIDGET']);
    await page.close();
  });
});
