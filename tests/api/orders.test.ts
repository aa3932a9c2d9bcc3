import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema, paymentResultSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { sign } from './sign';
import { categoryOrderBody, loadNoScheme, mapEventSlug, plainEvent, schemeOrderBody, schemeSession } from './order-helpers';

describe('order creation and payment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const view = async (hash: string) => envelopeSchema(orderViewSchema).parse((await server.client().post('/api/order/view', { hash, lang: 'en' })).body).response;

  it('creates a category order that holds its places and awaits payment', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, plainEvent.slug, 2);
    const before = (await loadNoScheme(c, plainEvent.slug)).calendar.flatMap((d) => d._time).find((t) => t.time === body.data[0]!.time && true)!;
    const res = await c.post<{ errorCode: string; hash: string }>('/api/order/create', body);
    expect(res.status).toBe(200);
    expect(res.body.response.errorCode).toBe('0');
    expect(res.body.response.hash).toMatch(/^[0-9a-f]{40}$/);
    const v = await view(res.body.response.hash);
    expect(v).toMatchObject({ status: 0, printingAllowed: false, paymentAllowed: true });
    expect(v.main).toHaveLength(2);
    expect(v.reservetime).toBeGreaterThan(800);
    expect(v.demsumma).toBeGreaterThan(0);
    expect(v.main[0]!._qrcode).toBeNull();
    expect(Object.keys(v.urnPay).length).toBeGreaterThanOrEqual(4);
    const after = (await loadNoScheme(c, plainEvent.slug)).calendar.find((d) => d.day === body.data[0]!.day)!._time.find((t) => t.time === body.data[0]!.time)!;
    expect(after.quantity).toBeLessThanOrEqual(before.quantity);
  });

  it('refuses a missing consent, a bad buyer and an order over the limit', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c);
    expect((await c.post('/api/order/create', { ...body, checkboxList: [] })).status).toBe(body.checkboxList.length ? 400 : 200);
    const badFio = await c.post('/api/order/create', { ...body, fio: 'x' });
    expect(badFio.status).toBe(400);
    expect(badFio.body.response).toMatchObject({ errorCode: '-400' });
    const tooMany = await c.post('/api/order/create', { ...body, data: [{ ...body.data[0]!, quantity: plainEvent.demquantlimit + 1 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.response).toMatchObject({ errorCode: '-9998' });
    const negative = await c.post('/api/order/create', { ...body, data: [{ ...body.data[0]!, quantity: -3 }] });
    expect(negative.status).toBe(400);
  });

  it('holds a seat for one order only: the second buyer gets "place unavailable"', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const seat = s.map.seat_numbers[5]!.seat_id;
    const first = await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]));
    expect(first.body.response).toMatchObject({ errorCode: '0' });
    const second = await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]));
    expect(second.status).toBe(409);
    expect(second.body.response).toMatchObject({ errorCode: '-9998', unavailable: [seat] });
  });

  it('pays through the sandbox bank page and then shows tickets with QR codes and barcodes', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const pay = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/redirect', { hash, lang: 'ru' })).body).response;
    expect(pay.bankUrl).toMatch(/\/sandbox\/pay\/[0-9a-f]{32}$/);
    const page = await fetch(pay.bankUrl!);
    expect(await page.text()).toContain('Оплатить / Pay');
    const done = await fetch(pay.bankUrl!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/order/${hash}`);
    const v = await view(hash);
    expect(v).toMatchObject({ status: 20, printingAllowed: true, paymentAllowed: false });
    expect(v.main[0]!._qrcode).toMatch(/^data:image\/png;base64,/);
    expect(v.main[0]!._barcode).toMatch(/^data:image\/png;base64,/);
    expect((await c.post<number>('/api/order/status-change', { hash })).body.response).toBe(1);
  });

  it('a declined payment leads to the declined page and leaves the order payable', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const pay = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/form', { hash })).body).response;
    expect(pay.form_action).toBeTruthy();
    expect(pay.form_bank).toMatchObject({ action: 'open' });
    const done = await fetch(pay.form_action!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=decline', redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`/order/declined/${hash}`);
    expect((await c.post<number>('/api/order/status-change', { hash })).body.response).toBe(2);
    expect((await view(hash)).paymentAllowed).toBe(true);
  });

  it('ten concurrent deliveries of one confirmation make one paid transition', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const pay = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/widget', { hash })).body).response;
    const invoiceId = pay.bankInvoiceId!;
    const signature = sign(server, invoiceId, 'paid');
    const results = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/payment/callback`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoiceId, outcome: 'paid', signature }),
    }).then((r) => r.json() as Promise<{ response: { result: string } }>)));
    expect(results.map((r) => r.response.result).sort()).toEqual(['paid', ...Array(9).fill('unchanged')]);
    const order = await server.db.get<{ paid_amount: number; total: number; service_total: number }>('SELECT paid_amount, total, service_total FROM orders WHERE hash = ?', [hash]);
    expect(order!.paid_amount).toBeCloseTo(order!.total + order!.service_total, 2);
    const forged = await fetch(`${server.url}/api/payment/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoiceId, outcome: 'paid', signature: 'x'.repeat(64) }) });
    expect(forged.status).toBe(403);
  });
});
