import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { deliverOutbox, RETRY_BASE_MS } from '../../server/mail/delivery';
import { freePort } from './free-port';
import { startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

// The storefront's mail through a real SMTP server (smtp-server, started here) and parsed
// back with mailparser: the order's tickets once it is paid, the refund confirmation link on
// the configured public address whatever Host the request names, and a mail server that is
// down, refusing or silent: the buyer's request succeeds, the message stays queued and is
// delivered exactly once when the server takes it.

const PUBLIC = 'https://tickets.example.com';

interface Mailbox {
  received: ParsedMail[];
  port: number;
  close(): Promise<void>;
}

/** A local SMTP server; `refuse` answers RCPT TO with a temporary 451 while it returns true. */
async function startSmtp(port = 0, refuse: () => boolean = () => false): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse()) return callback();
      const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
      err.responseCode = 451;
      callback(err);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A session (cookie and CSRF token) for requests made with node:http, which may name any Host. */
async function session(server: TestServer) {
  const res = await fetch(`${server.url}/api/token`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, token: ((await res.json()) as { response: string }).response };
}

/** POST with hostile Host and X-Forwarded-Host headers, as a proxy that passes them through would. */
async function postWithHost(server: TestServer, path: string, body: unknown, host: string): Promise<{ status: number; body: { response: Record<string, unknown> } }> {
  const { cookie, token } = await session(server);
  const url = new URL(server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          Host: host,
          'X-Forwarded-Host': host,
          'X-Forwarded-Proto': 'http',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'X-Requested-With': 'XMLHttpRequest',
          'X-CSRF-TOKEN': token,
          cookie,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { response: Record<string, unknown> } }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface OutboxRow {
  mail_id: number;
  kind: string;
  recipient: string;
  attempts: number;
  sent_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  message_id: string | null;
}
const outbox = (server: TestServer, kind: string) => server.db.all<OutboxRow>('SELECT * FROM outbox WHERE kind = ? ORDER BY mail_id', [kind]);

type ReturnData = { rows: { id: number; status_id: number }[]; reasons: { id: number }[] };

async function paidOrder(server: TestServer, c: ApiClient, lang = 'en', email = 'anna@example.ru'): Promise<string> {
  const body = await categoryOrderBody(c, undefined, 2, { lang, email, re_email: email });
  const { hash } = (await c.post<{ hash: string }>('/api/order/create', body)).body.response;
  expect(await confirmPaid(server, await openInvoice(c, hash))).toBe('paid');
  return hash;
}

/** Applies for the return of the order's first ticket with a hostile Host header; answers the request's result. */
async function applyForReturn(server: TestServer, c: ApiClient, hash: string, lang = 'en') {
  const data = (await c.post<ReturnData>(`/api/order/return/${hash}`, { hash, lang })).body.response;
  return postWithHost(server, '/api/order/return-create', { hash, lang, reason: data.reasons[0]!.id, id: [data.rows[0]!.id] }, 'evil.example');
}

const waitFor = <T>(fn: () => T | Promise<T>) => vi.waitFor(fn, { timeout: 15_000, interval: 50 });
const confirmLinkIn = (text: string) => /https?:\/\/\S+\/order\/return\/\S+/.exec(text)?.[0];

describe('mail through SMTP', () => {
  let smtp: Mailbox;
  let server: TestServer;
  let clock = Date.now();
  const smtpPort = { value: 0 };
  let refuse = false;

  beforeAll(async () => {
    smtpPort.value = await freePort();
    smtp = await startSmtp(smtpPort.value, () => refuse);
    server = await startServer({
      now: () => new Date(clock),
      config: { smtpUrl: `smtp://127.0.0.1:${smtpPort.value}`, publicUrl: PUBLIC, mailFrom: 'Afisha tickets <tickets@example.com>', smtpTimeouts: { connection: 1000, greeting: 500, socket: 2000 } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  afterEach(() => {
    refuse = false;
  });

  it('a paid order mails its tickets, once, in the order\'s language, with links on the public address', async () => {
    const c = server.client();
    const hash = await paidOrder(server, c);
    const view = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash, lang: 'en' })).body).response;
    const mail = await waitFor(() => {
      const m = smtp.received.find((x) => x.subject === `Your tickets: order No. ${view.ord_num}`);
      expect(m).toBeDefined();
      return m!;
    });
    expect(mail.from?.value).toEqual([{ address: 'tickets@example.com', name: 'Afisha tickets' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['anna@example.ru']);
    expect(mail.text).toContain(`Order No. ${view.ord_num} is paid`);
    for (const t of view.main) expect(mail.text).toContain(`${PUBLIC}/ticket/${t.tickethash_id}?lang=en`);
    expect(mail.text).toContain(`${PUBLIC}/order/${hash}?lang=en`);
    // The HTML part has the same links, clickable.
    expect(mail.html).toContain(`<a href="${PUBLIC}/order/${hash}?lang=en">`);

    // The acquirer's confirmation delivered again changes nothing and mails nothing.
    const invoice = (await server.db.get<{ invoice_id: string }>(`SELECT invoice_id FROM payments p JOIN orders o ON o.order_id = p.order_id WHERE o.hash = ?`, [hash]))!.invoice_id;
    expect(await confirmPaid(server, invoice)).toBe('unchanged');
    await deliverOutbox(server.app.storefront);
    expect(smtp.received.filter((x) => x.subject === mail.subject)).toHaveLength(1);
    const rows = (await outbox(server, 'order')).filter((r) => r.recipient === 'anna@example.ru');
    expect(rows.at(-1)).toMatchObject({ attempts: 1, last_error: null });
    expect(rows.at(-1)!.sent_at).not.toBeNull();
  });

  it('the refund confirmation link is on PUBLIC_URL even when the request names a hostile Host; following it confirms', async () => {
    const c = server.client();
    const hash = await paidOrder(server, c, 'en', 'boris@example.ru');
    const res = await applyForReturn(server, c, hash);
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ errorCode: '0' });
    const mail = await waitFor(() => {
      const m = smtp.received.find((x) => x.subject?.startsWith('Confirm the refund') && x.text?.includes(hash));
      expect(m).toBeDefined();
      return m!;
    });
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    const link = new URL(confirmLinkIn(mail.text ?? '')!);
    expect(link.origin).toBe(PUBLIC);
    expect(link.pathname).toBe(`/order/return/${hash}`);
    expect(link.searchParams.get('lang')).toBe('en');
    expect(mail.text).toMatch(/valid for 24 hours/);
    const hashConf = link.searchParams.get('hash_conf')!;
    expect(hashConf.length).toBeGreaterThan(5);
    // What the refund page does with the link: read the application, then confirm it.
    expect((await c.post(`/api/order/return/${hash}`, { hash, lang: 'en', hashConf })).body.response).toMatchObject({ confirm: 1 });
    expect((await c.post('/api/order/return-confirm', { hash, lang: 'en', hashConf })).body.response).toMatchObject({ errorCode: '0' });
  });

  it('a mail server that is down: the application succeeds, the message stays queued and arrives once when the server is back', async () => {
    const c = server.client();
    const hash = await paidOrder(server, c, 'ru', 'vera@example.ru');
    await waitFor(async () => expect((await outbox(server, 'order')).find((r) => r.recipient === 'vera@example.ru')?.sent_at).toBeTruthy());
    await smtp.close();

    const res = await applyForReturn(server, c, hash, 'ru');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ errorCode: '0' });
    const failed = await waitFor(async () => {
      const row = (await outbox(server, 'refund')).find((r) => r.recipient === 'vera@example.ru');
      expect(row?.attempts).toBe(1);
      return row!;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(Date.parse(failed.next_attempt_at!)).toBe(clock + RETRY_BASE_MS);

    smtp = await startSmtp(smtpPort.value, () => refuse);
    // Not before its time: the sweep leaves it alone until the backoff has passed.
    expect(await deliverOutbox(server.app.storefront)).toEqual({ sent: 0, failed: 0 });
    clock += RETRY_BASE_MS;
    // Two sweeps at once (the periodic one runs too): the lease lets only one send it.
    await Promise.all([deliverOutbox(server.app.storefront), deliverOutbox(server.app.storefront)]);
    await waitFor(() => expect(smtp.received.filter((m) => m.subject?.startsWith('Подтвердите возврат'))).toHaveLength(1));
    await deliverOutbox(server.app.storefront);
    const mails = smtp.received.filter((m) => m.subject?.startsWith('Подтвердите возврат'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.messageId).toBe(failed.message_id);
    expect(mails[0]!.text).toContain(`${PUBLIC}/order/return/${hash}?hash_conf=`);
    expect(mails[0]!.text).toContain('действует 24 часа');
    const row = (await outbox(server, 'refund')).find((r) => r.mail_id === failed.mail_id)!;
    expect(row).toMatchObject({ attempts: 2, last_error: null });
  });

  it('a mail server that refuses for a while: retried with growing waits, delivered once it accepts', async () => {
    const c = server.client();
    refuse = true;
    const hash = await paidOrder(server, c, 'en', 'gleb@example.ru');
    const row = () => outbox(server, 'order').then((rows) => rows.find((r) => r.recipient === 'gleb@example.ru')!);
    await waitFor(async () => expect((await row()).attempts).toBe(1));
    expect((await row()).last_error).toMatch(/451/);
    clock += RETRY_BASE_MS;
    await deliverOutbox(server.app.storefront);
    const second = await row();
    expect(second).toMatchObject({ attempts: 2, sent_at: null });
    // The second wait is twice the first.
    expect(Date.parse(second.next_attempt_at!)).toBe(clock + 2 * RETRY_BASE_MS);
    refuse = false;
    clock += 2 * RETRY_BASE_MS;
    await deliverOutbox(server.app.storefront);
    expect((await row()).sent_at).not.toBeNull();
    expect(smtp.received.filter((m) => m.text?.includes(hash))).toHaveLength(1);
  });

  it('a mail server that never answers: the buyer\'s request succeeds, the message waits for the next attempt', async () => {
    const c = server.client();
    const hash = await paidOrder(server, c, 'en', 'dina@example.ru');
    await waitFor(async () => expect((await outbox(server, 'order')).find((r) => r.recipient === 'dina@example.ru')?.sent_at).toBeTruthy());
    await smtp.close();
    // Takes the connection and says nothing: no SMTP greeting ever comes.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(smtpPort.value, '127.0.0.1', () => r()));
    try {
      const res = await applyForReturn(server, c, hash);
      expect(res.body.response).toMatchObject({ errorCode: '0' });
      const failed = await waitFor(async () => {
        const r = (await outbox(server, 'refund')).find((x) => x.recipient === 'dina@example.ru');
        expect(r?.attempts).toBe(1);
        return r!;
      });
      expect(failed.sent_at).toBeNull();
      expect(failed.last_error).toMatch(/ETIMEDOUT|Greeting never received/i);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
    smtp = await startSmtp(smtpPort.value, () => refuse);
    clock += RETRY_BASE_MS;
    await deliverOutbox(server.app.storefront);
    expect(smtp.received.filter((m) => m.subject?.startsWith('Confirm the refund') && m.text?.includes(hash))).toHaveLength(1);
  });

  it('with SMTP configured the sandbox mailbox is off', async () => {
    const res = await fetch(`${server.url}/sandbox/mail?to=anna@example.ru`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/SMTP/);
  });
});
