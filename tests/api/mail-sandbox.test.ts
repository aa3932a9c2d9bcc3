import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './order-helpers';
import { startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

// The embedded default (no SMTP_URL): nothing is sent, the outbox keeps every message and the
// sandbox mailbox shows a browser the mail of the orders it made, with its links on the
// configured public address; the operator, with the key printed at start, any recipient's.

const PUBLIC = 'https://demo.example/shop';
type ReturnData = { rows: { id: number }[]; reasons: { id: number }[] };

/** A free category event of plain tickets: its order is confirmed at once. */
const freeEvent = catalogue.events.find((e) => e.maybefree === 1 && e.useseatsvg === 0 && e.sale === 'open' && e.writeticketname === 0 && !e.group && e.prices.every((p) => p.price === 0));

describe('the sandbox mailbox', () => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({ config: { publicUrl: PUBLIC }, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
  });
  afterAll(() => server.close());

  /** The mailbox as the browser of `client` sees it (`to` may be empty: all its mail). */
  const mailbox = async (client: ApiClient, to: string, query = '') => {
    const res = await client.page(`/sandbox/mail?to=${encodeURIComponent(to)}${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.text;
  };
  /** The operator's key, as the server printed it at start. */
  const operatorKey = () => {
    const line = logLines.map((l) => JSON.parse(l) as { msg: string; mailbox?: string }).find((l) => l.msg.startsWith('sandbox mailbox'));
    expect(line?.mailbox).toMatch(new RegExp(`^${PUBLIC.replace(/[./]/g, '\\$&')}/sandbox/mail\\?key=[0-9a-f]{32}$`));
    return new URL(line!.mailbox!).searchParams.get('key')!;
  };

  it('shows the order and refund mail of one recipient, newest first, with clickable links on the public address', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, undefined, 1, { email: 'Mila@Example.ru', re_email: 'Mila@Example.ru' });
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
    expect(await confirmPaid(server, await openInvoice(c, hash))).toBe('paid');
    const data = (await c.post<ReturnData>(`/api/order/return/${hash}`, { hash })).body.response;
    expect((await c.post('/api/order/return-create', { hash, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] }, { headers: { host: 'evil.example' } })).status).toBe(200);

    // Any case of the address finds it.
    const page = await mailbox(c, 'mila@example.ru');
    // With no address, the browser's mail whatever its address: the same two.
    expect([...(await mailbox(c, '')).matchAll(/<h2 id="m\d+">/g)]).toHaveLength(2);
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
    const page = await mailbox(c, 'lang@example.ru');
    const subjects = [...page.matchAll(/<h2 id="m\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(subjects[0]).toMatch(/^请确认订单 \S+ 的退票$/);
    expect(subjects[1]).toMatch(/^Confirm the refund for order No\. /);
    expect(page).toMatch(new RegExp(`/order/return/${hash}\\?hash_conf=[0-9a-f]+&#38;lang=ch"`));
    expect(page).toMatch(new RegExp(`/order/return/${hash}\\?hash_conf=[0-9a-f]+&#38;lang=en"`));
  });

  it('another recipient sees none of it; something that is not an address is not echoed', async () => {
    const c = server.client();
    await c.fetchToken();
    expect(await mailbox(c, 'someone@example.ru')).toContain('Писем для someone@example.ru нет');
    const odd = await mailbox(c, '<b>x</b>');
    expect(odd).toContain('Это не адрес электронной почты');
    expect(odd).not.toContain('<b>x</b>');
    const empty = await mailbox(c, '');
    expect(empty).toContain('Адрес получателя');
    expect(empty).toContain('Этот браузер ещё не оформлял заказов с письмами');
    expect(empty).not.toContain('id="count"');
  });

  it('a stranger who knows a buyer\'s address reads none of their mail, so cannot take their order or confirm its refund', async () => {
    const buyer = server.client();
    const body = await categoryOrderBody(buyer, undefined, 2, { email: 'victim@example.ru', re_email: 'victim@example.ru' });
    const { hash } = (await buyer.post<{ hash: string }>('/api/order/create', body)).body.response;
    expect(await confirmPaid(server, await openInvoice(buyer, hash))).toBe('paid');
    const data = (await buyer.post<ReturnData>(`/api/order/return/${hash}`, { hash })).body.response;
    expect((await buyer.post('/api/order/return-create', { hash, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] })).status).toBe(200);
    expect(await mailbox(buyer, 'victim@example.ru')).toContain(`/order/return/${hash}?hash_conf=`);

    // Another browser (its own session), and a request with no session at all.
    const stranger = server.client();
    await stranger.fetchToken();
    const pages = [await mailbox(stranger, 'victim@example.ru'), await mailbox(stranger, 'VICTIM@example.ru'), await mailbox(stranger, ''), await (await fetch(`${server.url}/sandbox/mail?to=victim%40example.ru`)).text()];
    for (const page of pages) {
      expect(page).not.toContain(hash);
      expect(page).not.toContain('hash_conf');
      expect(page).not.toContain('id="count"');
    }
    // A made-up key is no way in either.
    const forged = await stranger.page('/sandbox/mail?to=victim%40example.ru&key=00000000000000000000000000000000');
    expect(forged.status).toBe(403);
    expect(forged.text).not.toContain(hash);
    // The ticket is still the buyer's, unconfirmed.
    expect((await server.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM return_applications a JOIN orders o ON o.order_id = a.order_id WHERE o.hash = ? AND a.confirmed_at IS NOT NULL`, [hash]))!.n).toBe(0);
  });

  it('the operator, with the key printed at start, reads any one recipient\'s mail (never a list of them)', async () => {
    const buyer = server.client();
    const body = await categoryOrderBody(buyer, undefined, 1, { email: 'op-check@example.ru', re_email: 'op-check@example.ru' });
    const { hash } = (await buyer.post<{ hash: string }>('/api/order/create', body)).body.response;
    expect(await confirmPaid(server, await openInvoice(buyer, hash))).toBe('paid');
    const key = operatorKey();
    const operator = server.client();
    const page = await mailbox(operator, 'op-check@example.ru', `&key=${key}`);
    expect(page).toContain(`<a href="${PUBLIC}/order/${hash}">`);
    expect(page).toContain('Режим оператора');
    // The form keeps the key for the next address.
    expect(page).toContain(`<input type="hidden" name="key" value="${key}">`);
    // No address: the form, not everyone's mail.
    const none = await mailbox(operator, '', `&key=${key}`);
    expect(none).not.toContain('id="count"');
    expect(none).not.toContain(hash);
  });

  it('a free order is confirmed at once and mails its tickets', async () => {
    expect(freeEvent, 'a free category event in the catalogue').toBeDefined();
    const c = server.client();
    const body = await categoryOrderBody(c, freeEvent!.slug, 1, { email: 'free@example.ru', re_email: 'free@example.ru', lang: 'kz' });
    const res = await c.post<{ hash: string }>('/api/order/create', body);
    expect(res.status).toBe(200);
    const page = await mailbox(c, 'free@example.ru');
    expect(page).toMatch(/тапсырыс расталды/);
    expect(page).toContain(`${PUBLIC}/order/${res.body.response.hash}?lang=kz`);
    expect(page).toMatch(new RegExp(`${PUBLIC.replace(/[./]/g, '\\$&')}/ticket/[0-9a-f]+\\?lang=kz`));
  });
});
