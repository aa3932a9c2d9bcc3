import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { clientInfoSchema, orderViewSchema } from '../../contract/order';
import { startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, lastReturnConfirmation, openInvoice } from './payment-helpers';

async function paidOrder(server: TestServer, c: ApiClient, body: object, path = '/api/order/create'): Promise<string> {
  const { hash } = (await c.post<{ hash: string }>(path, body)).body.response;
  await confirmPaid(server, await openInvoice(c, hash));
  return hash;
}

describe('refunds', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock) });
  });
  afterAll(() => server.close());

  it('applies, mails a 24-hour link, confirms, frees the seat, and never refunds more than was paid', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const seat = s.map.seat_numbers[3]!.seat_id;
    const c = server.client();
    const hash = await paidOrder(server, c, schemeOrderBody(s, [seat]), '/api/order/create-scheme');
    const data = (await c.post<{ rows: { id: number; status_id: number; summa: number; returndatime: number }[]; reasons: { id: number }[]; text: string }>(`/api/order/return/${hash}`, { hash, lang: 'en' })).body.response;
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({ status_id: 0 });
    expect(data.rows[0]!.returndatime).toBeGreaterThan(0);
    expect(data.text).toMatch(/refund/);
    expect((await c.post('/api/order/return-create', { hash, lang: 'en', reason: data.reasons[0]!.id, id: [0, data.rows[0]!.id] })).body.response).toMatchObject({ errorCode: '0' });
    const again = await c.post('/api/order/return-create', { hash, lang: 'en', reason: data.reasons[0]!.id, id: [data.rows[0]!.id] });
    expect(again.status).toBe(409);
    const conf = await lastReturnConfirmation(server);
    const confirmView = (await c.post<{ confirm: number; rows: { status_id: number }[] }>(`/api/order/return/${hash}`, { hash, hashConf: conf })).body.response;
    expect(confirmView).toMatchObject({ confirm: 1, rows: [{ status_id: 60 }] });
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: conf })).body.response).toMatchObject({ errorCode: '0' });
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: conf })).body.response).toMatchObject({ errorCode: '0' });
    const order = (await server.db.get<{ paid_amount: number; refunded_amount: number }>('SELECT paid_amount, refunded_amount FROM orders WHERE hash = ?', [hash]))!;
    expect(order.refunded_amount).toBeCloseTo(order.paid_amount, 2);
    const map = (await schemeSession(server.client(), mapEventSlug('theatre'))).map;
    expect(map.seat_numbers.some((x) => x.seat_id === seat)).toBe(true);
  });

  it('a confirmation link expires after 24 hours', async () => {
    const c = server.client();
    const hash = await paidOrder(server, c, await categoryOrderBody(c));
    const data = (await c.post<{ rows: { id: number }[]; reasons: { id: number }[] }>(`/api/order/return/${hash}`, { hash })).body.response;
    await c.post('/api/order/return-create', { hash, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] });
    const conf = await lastReturnConfirmation(server);
    clock += 25 * 3600_000;
    try {
      const late = await c.post('/api/order/return-confirm', { hash, hashConf: conf });
      expect(late.status).toBe(410);
    } finally {
      clock -= 25 * 3600_000;
    }
  });

  it('an unpaid order cannot be returned', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    expect((await c.post(`/api/order/return/${hash}`, { hash })).status).toBe(409);
  });
});

describe('nominal tickets, personal account and the single ticket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('order-data lists the tickets with what each needs; confirm-nominal checks the holders', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, 'charyn-canyon-bus-tour', 1);
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
    const res = await c.post('/api/order-data', { hash, lang: 'ru' });
    const data = res.body as unknown as { response: { id: number; needdocument: number; needage: number }[]; docTypes: unknown[]; countries: unknown[]; regions: unknown[]; checkboxList: { id: number; filling: number }[] };
    expect(data.response[0]).toMatchObject({ needdocument: 1, needage: 2 });
    expect(data.docTypes.length).toBeGreaterThan(3);
    const holder = {
      hash, lang: 'ru', id: [data.response[0]!.id], surname: ['Иванова'], name: ['Мария'], middleName: [''], docTypeId: [1], docNum: ['4510 123456'],
      age: [''], date: ['12.03.1988'], countryId: [1], regionId: [101], checkboxList: data.checkboxList.map((x) => ({ id: x.id, checked: 1 })),
    };
    const bad = await c.post('/api/confirm-nominal', { ...holder, docNum: ['12'] });
    expect(bad.status).toBe(400);
    expect((bad.body.response as { errorText: string }).errorText).toBe('Билет 1: номер документа не соответствует его типу');
    expect((await c.post('/api/confirm-nominal', { ...holder, date: ['01.01.2100'] })).status).toBe(400);
    expect((await c.post('/api/confirm-nominal', { ...holder, regionId: [''] })).status).toBe(400);
    expect((await c.post('/api/confirm-nominal', holder)).body.response).toMatchObject({ errorCode: '0', hash });
    const view = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash })).body).response;
    expect(view.main[0]!.personname).toBe('Иванова Мария');
  });

  it('a nominal order is paid for only once every ticket is named, each once', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, 'charyn-canyon-bus-tour', 2);
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
    const refused = await c.post('/api/payment/redirect', { hash, lang: 'ru' });
    expect(refused.status).toBe(409);
    expect(refused.body.response).toMatchObject({ errorCode: '-9997', errorText: expect.stringMatching(/владельца/) });

    const data = (await c.post('/api/order-data', { hash, lang: 'ru' })).body as unknown as { response: { id: number }[]; checkboxList: { id: number }[] };
    const ids = data.response.map((t) => t.id);
    expect(ids).toHaveLength(2);
    const holders = (n: number) => ({
      hash, lang: 'ru', surname: Array(n).fill('Иванова'), name: Array(n).fill('Мария'), middleName: Array(n).fill(''), docTypeId: Array(n).fill(1),
      docNum: Array(n).fill('4510 123456'), age: Array(n).fill(''), date: Array(n).fill('12.03.1988'), countryId: Array(n).fill(1), regionId: Array(n).fill(101),
      checkboxList: data.checkboxList.map((x) => ({ id: x.id, checked: 1 })),
    });
    // One ticket of two, or the same ticket twice, leaves a ticket unnamed.
    expect((await c.post('/api/confirm-nominal', { ...holders(1), id: [ids[0]] })).status).toBe(400);
    expect((await c.post('/api/confirm-nominal', { ...holders(2), id: [ids[0], ids[0]] })).status).toBe(400);
    expect((await c.post('/api/payment/redirect', { hash, lang: 'ru' })).status).toBe(409);

    expect((await c.post('/api/confirm-nominal', { ...holders(2), id: ids })).body.response).toMatchObject({ errorCode: '0', hash });
    const opened = await c.post('/api/payment/redirect', { hash, lang: 'ru' });
    expect(opened.status).toBe(200);
    expect(opened.body.response).toMatchObject({ errorCode: '0', bankUrl: expect.any(String) });
  });

  it('client-info answers the demo client with subscriptions; logout ends a session, not the documented demo one', async () => {
    const c = server.client();
    const info = envelopeSchema(clientInfoSchema.strict()).parse((await c.post('/api/crm/client-info', { sessionId: 'demo-session-0001' })).body).response;
    expect(info.errorCode).toBe(0);
    expect(info).toMatchObject({ sessionId: 'demo-session-0001', id: expect.any(Number), clientname: expect.any(String), clientemail: info.email });
    expect(info.subscriptions.length).toBeGreaterThan(0);
    expect(info.subscriptions[0]!.hash_id).toMatch(/^[0-9a-f]{40}$/);
    // The README's demo link keeps working after someone logs out of it (it answered 401 until a restart).
    await c.post('/api/crm/logout', { sessionId: 'demo-session-0001' });
    expect((await c.post('/api/crm/client-info', { sessionId: 'demo-session-0001' })).status).toBe(200);
    // Any other session of the client ends.
    await server.db.run('INSERT INTO crm_sessions (session_id, client_id, created_at) VALUES (?, ?, ?)', ['signed-in-elsewhere', info.id, new Date().toISOString()]);
    expect((await c.post('/api/crm/client-info', { sessionId: 'signed-in-elsewhere' })).status).toBe(200);
    await c.post('/api/crm/logout', { sessionId: 'signed-in-elsewhere' });
    expect((await c.post('/api/crm/client-info', { sessionId: 'signed-in-elsewhere' })).status).toBe(401);
  });

  it('a paid ticket opens by its own hash; an unpaid one does not', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const ticket = (await server.db.get<{ tickethash_id: string }>('SELECT t.tickethash_id FROM tickets t JOIN orders o ON o.order_id = t.order_id WHERE o.hash = ?', [hash]))!;
    expect((await c.get(`/api/ticket/${ticket.tickethash_id}`)).status).toBe(404);
    await server.db.run('UPDATE orders SET status = 20 WHERE hash = ?', [hash]);
    const res = await c.get<{ ticket: { _qrcode: string } }>(`/api/ticket/${ticket.tickethash_id}`);
    expect(res.body.response.ticket._qrcode).toMatch(/^data:image\/png/);
    expect((await c.get('/api/ticket/zzz')).status).toBe(400);
  });
});
