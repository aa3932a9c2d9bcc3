import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { paymentResultSchema } from '../../contract/order';
import { PUSHKIN_VERIFY_MS } from '../../server/payments/provider';
import { startServer, type ApiClient, type TestServer } from './harness';
import { buyer, categoryOrderBody, consents, loadNoScheme, plainEvent } from './order-helpers';
import { confirmPaid } from './payment-helpers';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox acquirer', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { rateLimits: { captcha: 1000, promo: 1000, lookup: 100000 } } });
  });
  afterAll(() => server.close());

  const pay = async (c: ApiClient, protocol: string, hash: string) =>
    envelopeSchema(paymentResultSchema).parse((await c.post(`/api/payment/${protocol}`, { hash })).body).response;
  const order = async (hash: string) =>
    (await server.db.get<{ status: number; paid_amount: number; total: number; service_total: number; pushkin_status: number | null }>(
      'SELECT status, paid_amount, total, service_total, pushkin_status FROM orders WHERE hash = ?', [hash]))!;
  const status = async (c: ApiClient, hash: string) => (await c.post<number>('/api/order/status-change', { hash })).body.response;

  async function newOrder() {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    return { c, hash };
  }

  it('the QR code opens the bank page; paying there marks the order paid and the poll answers 1', async () => {
    const { c, hash } = await newOrder();
    const qr = await pay(c, 'qr', hash);
    expect(qr.form_qr_code).toMatch(/^data:image\/png;base64,/);
    const invoice = /\/sandbox\/qr\/([0-9a-f]{32})$/.exec(qr.form_qr_url!)![1]!;
    const page = await fetch(qr.form_qr_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('QR');
    expect(html).toContain(`action="/sandbox/pay/${invoice}"`);
    expect(await status(c, hash)).toBe(0);
    const done = await fetch(`${server.url}/sandbox/pay/${invoice}`, { method: 'POST', headers: form, body: 'action=pay', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/order/${hash}?state=success&bankInvoiceId=${invoice}`);
    expect(await status(c, hash)).toBe(1);
    expect((await order(hash)).status).toBe(20);
    // The page now says the payment is processed and offers no second payment.
    const again = await (await fetch(qr.form_qr_url!)).text();
    expect(again).toContain('Payment already processed: paid');
    expect(again).not.toContain('<form');
    expect((await fetch(`${server.url}/sandbox/qr/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/sandbox/qr/not-an-invoice`)).status).toBe(404);
  });

  it('the way back from the bank keeps the language the buyer paid in', async () => {
    const { c, hash } = await newOrder();
    const widget = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/widget', { hash, lang: 'en' })).body).response;
    expect(widget.backUrl).toMatch(new RegExp(`/order/${hash}\\?lang=en$`));
    const { bankUrl } = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/redirect', { hash, lang: 'kz' })).body).response;
    const invoice = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(bankUrl!)![1]!;
    const declined = await fetch(`${server.url}/sandbox/pay/${invoice}`, { method: 'POST', headers: form, body: 'action=decline', redirect: 'manual' });
    expect(declined.headers.get('location')).toBe(`/order/declined/${hash}?lang=kz`);
    const again = envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/redirect', { hash, lang: 'ch' })).body).response;
    const second = /\/sandbox\/pay\/([0-9a-f]{32})$/.exec(again.bankUrl!)![1]!;
    const paid = await fetch(`${server.url}/sandbox/pay/${second}`, { method: 'POST', headers: form, body: 'action=pay', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`/order/${hash}?state=success&bankInvoiceId=${second}&lang=ch`);
  });

  it('status polls racing the bank page and the acquirer callback see one paid transition', async () => {
    const { c, hash } = await newOrder();
    const qr = await pay(c, 'qr', hash);
    const invoice = /\/sandbox\/qr\/([0-9a-f]{32})$/.exec(qr.form_qr_url!)![1]!;
    const polls = Array.from({ length: 20 }, () => status(server.client(), hash));
    const page = fetch(`${server.url}/sandbox/pay/${invoice}`, { method: 'POST', headers: { ...form, accept: 'application/json' }, body: 'action=pay' })
      .then((r) => r.json() as Promise<{ result: string }>);
    const callback = confirmPaid(server, invoice);
    const [answers, byPage, byCallback] = await Promise.all([Promise.all(polls), page, callback]);
    expect([byPage.result, byCallback].sort()).toEqual(['paid', 'unchanged']);
    expect(answers.every((a) => a === 0 || a === 1)).toBe(true);
    expect(await status(c, hash)).toBe(1);
    const o = await order(hash);
    expect(o.status).toBe(20);
    expect(o.paid_amount).toBeCloseTo(o.total + o.service_total, 2);
    const payments = await server.db.all<{ status: string }>('SELECT p.status FROM payments p JOIN orders o USING (order_id) WHERE o.hash = ?', [hash]);
    expect(payments).toEqual([{ status: 'paid' }]);
  });

  it('a declined payment leads to /order/declined/{hash}; the order stays payable', async () => {
    const { c, hash } = await newOrder();
    const redirect = await pay(c, 'redirect', hash);
    const declined = await fetch(redirect.bankUrl!, { method: 'POST', headers: form, body: 'action=decline', redirect: 'manual' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/order/declined/${hash}`);
    expect(await status(c, hash)).toBe(2);
    expect((await order(hash)).status).toBe(0);
    // A declined invoice cannot be paid afterwards; a new payment can.
    const late = await fetch(redirect.bankUrl!, { method: 'POST', headers: { ...form, accept: 'application/json' }, body: 'action=pay' });
    expect(((await late.json()) as { result: string }).result).toBe('unchanged');
    expect((await order(hash)).status).toBe(0);
    const retry = await pay(c, 'redirect', hash);
    expect(retry.bankUrl).not.toBe(redirect.bankUrl);
    await fetch(retry.bankUrl!, { method: 'POST', headers: form, body: 'action=pay', redirect: 'manual' });
    expect(await status(c, hash)).toBe(1);
  });

  it('the bank page answers an unknown action with the page itself and changes nothing', async () => {
    const { c, hash } = await newOrder();
    const { bankUrl } = await pay(c, 'redirect', hash);
    const res = await fetch(bankUrl!, { method: 'POST', headers: form, body: 'action=steal' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Оплатить / Pay');
    expect(await status(c, hash)).toBe(0);
  });

  describe('the Pushkin card verification answers by the last digit of the phone', () => {
    /** A Pushkin-card order (the card category, one ticket) by a buyer whose phone ends in `digit`. */
    async function pushkinOrder(digit: number) {
      const c = server.client();
      const data = await loadNoScheme(c, plainEvent.slug);
      const card = (pt: number | null | undefined) => data.price.find((p) => p.pricetype_id === pt && p.useproculture === 1);
      const day = data.calendar.find((d) => d._time.some((t) => card(t.pricetype_id) && t.quantity > 0))!;
      const time = day._time.find((t) => card(t.pricetype_id) && t.quantity > 0)!;
      const row = card(time.pricetype_id)!;
      const res = await c.post<{ hash: string }>('/api/order/create', {
        ...buyer, surname: 'Петрова', name: 'Анна', phone: `+7 916 123-45-6${digit}`,
        hash: data.action.hash_id, lang: 'ru', checkboxList: consents(data), crmClient: { pushkin: 1 },
        data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: row.zonelevel_id, quantity: 1, sum: row.price }],
      });
      expect(res.body.response).toMatchObject({ errorCode: '0' });
      return { c, hash: res.body.response.hash };
    }

    it('any other digit: 0 at once, the order is paid', async () => {
      const { c, hash } = await pushkinOrder(7);
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(0);
      expect(await order(hash)).toMatchObject({ status: 20, pushkin_status: 0 });
      expect(await status(c, hash)).toBe(1);
      // Polling again after success keeps answering 0 and pays nothing twice.
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(0);
      expect(await server.db.all("SELECT 1 FROM payments p JOIN orders o USING (order_id) WHERE o.hash = ? AND p.status = 'paid'", [hash])).toHaveLength(1);
    });

    it('3: in progress for 30 s, then its outcome (paid) once the clock has moved', async () => {
      const { c, hash } = await pushkinOrder(3);
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(3);
      expect(await order(hash)).toMatchObject({ status: 0, pushkin_status: 3 });
      // The order view says so too, so a page opened meanwhile keeps checking.
      const view = async () => (await c.post<{ discountData: { pochtaBankCode: number | null } }>('/api/order/view', { hash, lang: 'ru' })).body.response.discountData.pochtaBankCode;
      expect(await view()).toBe(3);
      clock += PUSHKIN_VERIFY_MS - 1000;
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(3);
      expect(await status(c, hash)).toBe(0);
      clock += 1000;
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(0);
      expect(await order(hash)).toMatchObject({ status: 20, pushkin_status: 0 });
      expect(await status(c, hash)).toBe(1);
      expect(await view()).toBeNull();
    });

    it('4: the verification fails and the order is annulled', async () => {
      const { c, hash } = await pushkinOrder(4);
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(4);
      expect(await order(hash)).toMatchObject({ status: 90, pushkin_status: 4 });
      expect(await status(c, hash)).toBe(2);
      expect((await pay(c, 'pushkin', hash)).pushkinCode).toBe(4);
      expect(await order(hash)).toMatchObject({ status: 90 });
    });

    it('a Pushkin order cannot be paid by a bank method, nor a bank order by the card', async () => {
      const { c, hash } = await pushkinOrder(7);
      expect((await c.post('/api/payment/widget', { hash })).status).toBe(400);
      const plain = await newOrder();
      expect((await plain.c.post('/api/payment/pushkin', { hash: plain.hash })).status).toBe(400);
      expect(await order(hash)).toMatchObject({ status: 0 });
    });
  });
});
