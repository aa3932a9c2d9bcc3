import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './order-helpers';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

// The embedded default (no SMTP_URL): nothing is sent, the outbox keeps every message and the
// sandbox mailbox shows a recipient's mail with its links on the configured public address.

const PUBLIC = 'https://demo.example/shop';
type ReturnData = { rows: { id: number }[]; reasons: { id: number }[] };

/** A free category event of plain tickets: its order is confirmed at once. */
const freeEvent = catalogue.events.find((e) => e.maybefree === 1 && e.useseatsvg === 0 && e.sale === 'open' && e.writeticketname === 0 && !e.group && e.prices.every((p) => p.price === 0));

describe('the sandbox mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { publicUrl: PUBLIC } });
  });
  afterAll(() => server.close());

  const mailbox = async (to: string) => {
    const res = await fetch(`${server.url}/sandbox/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.text();
  };

  it('shows the order and refund mail of one recipient, newest first, with clickable links on the public address', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, undefined, 1, { email: 'Mila@Example.ru', re_email: 'Mila@Example.ru' });
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
    expect(await confirmPaid(server, await openInvoice(c, hash))).toBe('paid');
    const data = (await c.post<ReturnData>(`/api/order/return/${hash}`, { hash })).body.response;
    expect((await c.post('/api/order/return-create', { hash, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] }, { headers: { host: 'evil.example' } })).status).toBe(200);

    // Any case of the address finds it.
    const page = await mailbox('mila@example.ru');
    const subjects = [...page.matchAll(/<h2 id="m\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    const ordNum = (await server.db.get<{ ord_num: string }>('SELECT ord_num FROM orders WHERE hash = ?', [hash]))!.ord_num;
    expect(subjects).toEqual([`Подтвердите возврат билетов по заказу № ${ordNum}`, `Ваши билеты: заказ № ${ordNum}`]);
    const link = new RegExp(`<a href="(${PUBLIC.replace(/[./]/g, '\\$&')}/order/return/${hash}\\?hash_conf=[0-9a-f]+)">`).exec(page)?.[1];
    expect(link).toBeDefined();
    expect(page).toContain(`<a href="${PUBLIC}/order/${hash}">`);
    expect(page).not.toContain('evil.example');
    // Nothing went anywhere: the messages stay in the outbox, unsent.
    const rows = await server.db.all<{ sent_at: string | null; attempts: number }>('SELECT sent_at, attempts FROM outbox WHERE LOWER(recipient) = ?', ['mila@example.ru']);
    expect(rows).toEqual([{ sent_at: null, attempts: 0 }, { sent_at: null, attempts: 0 }]);
  });

  it('the refund mail speaks the language the buyer applied in, else the order\'s', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, undefined, 2, { email: 'lang@example.ru', re_email: 'lang@example.ru', lang: 'en' });
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
    expect(await confirmPaid(server, await openInvoice(c, hash))).toBe('paid');
    const data = (await c.post<ReturnData>(`/api/order/return/${hash}`, { hash })).body.response;
    // No lang: the order's (English).
    expect((await c.post('/api/order/return-create', { hash, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] })).status).toBe(200);
    // Applied in Chinese: Chinese, and the link opens the page in Chinese.
    expect((await c.post('/api/order/return-create', { hash, lang: 'ch', reason: data.reasons[0]!.id, id: [data.rows[1]!.id] })).status).toBe(200);
    const page = await mailbox('lang@example.ru');
    const subjects = [...page.matchAll(/<h2 id="m\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(subjects[0]).toMatch(/^请确认订单 \S+ 的退票$/);
    expect(subjects[1]).toMatch(/^Confirm the refund for order No\. /);
    expect(page).toMatch(new RegExp(`/order/return/${hash}\\?hash_conf=[0-9a-f]+&#38;lang=ch"`));
    expect(page).toMatch(new RegExp(`/order/return/${hash}\\?hash_conf=[0-9a-f]+&#38;lang=en"`));
  });

  it('another recipient sees none of it; something that is not an address is not echoed', async () => {
    expect(await mailbox('someone@example.ru')).toContain('Писем для someone@example.ru нет');
    const odd = await mailbox('<b>x</b>');
    expect(odd).toContain('Это не адрес электронной почты');
    expect(odd).not.toContain('<b>x</b>');
    const empty = await mailbox('');
    expect(empty).toContain('Адрес получателя');
    expect(empty).not.toContain('id="count"');
  });

  it('a free order is confirmed at once and mails its tickets', async () => {
    expect(freeEvent, 'a free category event in the catalogue').toBeDefined();
    const c = server.client();
    const body = await categoryOrderBody(c, freeEvent!.slug, 1, { email: 'free@example.ru', re_email: 'free@example.ru', lang: 'kz' });
    const res = await c.post<{ hash: string }>('/api/order/create', body);
    expect(res.status).toBe(200);
    const page = await mailbox('free@example.ru');
    expect(page).toMatch(/тапсырыс расталды/);
    expect(page).toContain(`${PUBLIC}/order/${res.body.response.hash}?lang=kz`);
    expect(page).toMatch(new RegExp(`${PUBLIC.replace(/[./]/g, '\\$&')}/ticket/[0-9a-f]+\\?lang=kz`));
  });
});
