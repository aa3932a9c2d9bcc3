import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { paymentResultSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';
import { invoiceStatus, orderMoney } from './payment-helpers';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

// Issue 17, item 5: the bank page answered success to "pay" pressed after "decline".
describe('the sandbox bank page after a decision', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  async function invoiceOf() {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const { bankUrl } = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/redirect', { hash })).body).response;
    return { hash, invoice: /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(bankUrl!)![1]! };
  }
  const press = (invoice: string, action: string, json = false) =>
    fetch(`${server.url}/sandbox/pay/${invoice}`, { method: 'POST', headers: { ...form, ...(json ? { accept: 'application/json' } : {}) }, body: `action=${action}`, redirect: 'manual' });

  it('pay after decline leads to the declined page and leaves the order unpaid', async () => {
    const { hash, invoice } = await invoiceOf();
    expect((await press(invoice, 'decline')).headers.get('location')).toBe(`/order/declined/${hash}`);
    const again = await press(invoice, 'pay');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/order/declined/${hash}`);
    const asJson = (await (await press(invoice, 'pay', true)).json()) as { result: string; redirect: string };
    expect(asJson).toEqual({ result: 'unchanged', redirect: `/order/declined/${hash}` });
    expect(await invoiceStatus(server, invoice)).toBe('declined');
    expect((await orderMoney(server, hash)).status).toBe(0);
    expect((await orderMoney(server, hash)).paid_amount).toBe(0);
  });

  it('decline after pay still leads to the paid order', async () => {
    const { hash, invoice } = await invoiceOf();
    expect((await press(invoice, 'pay')).headers.get('location')).toBe(`/order/${hash}?state=success&bankInvoiceId=${invoice}`);
    expect((await press(invoice, 'decline')).headers.get('location')).toBe(`/order/${hash}?state=success&bankInvoiceId=${invoice}`);
    expect((await orderMoney(server, hash)).status).toBe(20);
  });
});
