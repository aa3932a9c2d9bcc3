import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { installMailDelivery } from '../mail/delivery';
import { mailable } from '../mail/outbox';
import { mailboxPage, type MailboxMessage, type MailboxView } from '../mail/sandbox-page';

const MAX_SHOWN = 50;

/**
 * The storefront's mail: with SMTP_URL, the delivery of the outbox (sent after commit, retried
 * by a sweep); without it, the sandbox mailbox `GET /sandbox/mail?to=<address>` where a tester
 * reads what a buyer would have received and follows its links. The mailbox shows one
 * recipient's mail at a time (the address must be known, no list of buyers) and is off
 * whenever real mail goes out.
 */
export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installMailDelivery(app, ctx);

  app.get<{ Querystring: { to?: unknown } }>('/sandbox/mail', async (req, reply) => {
    ctx.limiter.check('lookup', req);
    if (ctx.config.smtpUrl) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Песочница почты выключена: письма уходят через SMTP. / The sandbox mailbox is off: mail goes out through SMTP.');
    }
    const raw = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    // Only an address is echoed back; anything else is answered without repeating it.
    const to = mailable(raw) ? raw : '';
    const view: MailboxView = to
      ? {
          to,
          messages: await ctx.db.all<MailboxMessage>(
            'SELECT mail_id, subject, body, created_at, kind FROM outbox WHERE LOWER(recipient) = LOWER(?) ORDER BY mail_id DESC LIMIT ?',
            [to, MAX_SHOWN],
          ),
        }
      : { to: '', messages: null, notAnAddress: raw !== '' };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .header('referrer-policy', 'no-referrer')
      .send(mailboxPage(view));
  });
}
