import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionIdOf } from '../http/csrf';
import { installMailDelivery } from '../mail/delivery';
import { mailable } from '../mail/outbox';
import { mailboxPage, type MailboxMessage, type MailboxView } from '../mail/sandbox-page';
import type { RoutePlugin } from './route-plugin';

const MAX_SHOWN = 50;

/**
 * The operator's key to every recipient's mail in the sandbox mailbox: derived from the
 * session secret (as the sandbox acquirer's key is), so every instance and every restart
 * agree on it, and it tells nothing of the secret. Printed at start while the mailbox is on.
 */
export const mailboxKey = (sessionSecret: string) => crypto.createHmac('sha256', sessionSecret).update('sandbox-mailbox').digest('hex').slice(0, 32);

const sameKey = (given: string, key: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

const COLUMNS = 'm.mail_id, m.recipient, m.subject, m.body, m.created_at, m.kind';

/**
 * The storefront's mail: with SMTP_URL, the delivery of the outbox (sent after commit, retried
 * by a sweep); without it, the sandbox mailbox `GET /sandbox/mail[?to=<address>]`, where a
 * buyer reads what they would have received and follows its links. A browser sees only the
 * mail of orders made in that browser session (its session cookie placed the order): an
 * order's mail carries its link, and a refund's the code that confirms it, so an address
 * alone must not open them. The operator, with `key` (printed at start), reads any one
 * recipient's mail; nobody gets a list of buyers. Off whenever real mail goes out.
 */
export const mailRoutes: RoutePlugin<{ key: string }> = async (app, { ctx, key }) => {
  installMailDelivery(app, ctx);
  if (!ctx.config.smtpUrl) {
    app.log.info({ mailbox: `${ctx.config.publicUrl}/sandbox/mail?key=${key}` }, 'sandbox mailbox: buyers read the mail of their own orders at /sandbox/mail; the operator reads any recipient\'s with this key');
  }

  const browserMail = (req: FastifyRequest, to: string): Promise<MailboxMessage[]> => {
    const sid = sessionIdOf(req);
    if (!sid) return Promise.resolve([]);
    return to
      ? ctx.db.all<MailboxMessage>(
          `SELECT ${COLUMNS} FROM outbox m JOIN orders o ON o.order_id = m.order_id WHERE o.client_sid = ? AND LOWER(m.recipient) = LOWER(?) ORDER BY m.mail_id DESC LIMIT ?`,
          [sid, to, MAX_SHOWN],
        )
      : ctx.db.all<MailboxMessage>(`SELECT ${COLUMNS} FROM outbox m JOIN orders o ON o.order_id = m.order_id WHERE o.client_sid = ? ORDER BY m.mail_id DESC LIMIT ?`, [sid, MAX_SHOWN]);
  };

  app.get<{ Querystring: { to?: unknown; key?: unknown } }>('/sandbox/mail', { config: { limit: 'lookup' } }, async (req, reply) => {
    if (ctx.config.smtpUrl) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Песочница почты выключена: письма уходят через SMTP. / The sandbox mailbox is off: mail goes out through SMTP.');
    }
    const givenKey = typeof req.query.key === 'string' ? req.query.key : undefined;
    if (givenKey !== undefined && !sameKey(givenKey, key)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Неверный ключ почтового ящика. / Wrong mailbox key.');
    }
    const operator = givenKey !== undefined;
    const raw = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    // Only an address is echoed back; anything else is answered without repeating it.
    const to = mailable(raw) ? raw : '';
    let view: MailboxView;
    if (raw !== '' && !to) view = { to: '', messages: null, notAnAddress: true, operatorKey: operator ? key : undefined };
    else if (operator) {
      view = {
        to,
        messages: to ? await ctx.db.all<MailboxMessage>(`SELECT ${COLUMNS} FROM outbox m WHERE LOWER(m.recipient) = LOWER(?) ORDER BY m.mail_id DESC LIMIT ?`, [to, MAX_SHOWN]) : null,
        operatorKey: key,
      };
    } else view = { to, messages: await browserMail(req, to) };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .header('referrer-policy', 'no-referrer')
      .send(mailboxPage(view));
  });
};
