import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import { textToHtml } from './html';

/**
 * Sends the outbox through SMTP (`SMTP_URL`), after the commit that wrote a message and
 * again from a periodic sweep. A message is claimed with a lease before it is sent, so two
 * sweeps (or two server instances on one database) never send it twice; one the mail server
 * does not take (down, refusing, timing out) stays unsent, records why, and is tried again
 * with backoff: 30 s, 1, 2, 4 … minutes, at most an hour apart, until it goes. Nothing is
 * ever dropped. Without `SMTP_URL` nothing is sent: the sandbox mailbox shows the outbox.
 */

/** How often the sweep looks for due messages. */
export const MAIL_SWEEP_MS = 15_000;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 3_600_000;
/** A claimed message is left alone this long: more than a send can take with the timeouts below. */
const LEASE_MS = 2 * 60_000;
const BATCH = 50;

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

interface MailState {
  transport: Transporter | null;
  /** The pass under way, if any; a kick meanwhile asks for one more. */
  running: Promise<DeliveryResult> | null;
  again: boolean;
  closed: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'> | null;
}

const states = new WeakMap<AppContext, MailState>();

function stateOf(ctx: AppContext): MailState {
  let s = states.get(ctx);
  if (!s) {
    s = {
      transport: ctx.config.smtpUrl
        ? nodemailer.createTransport(
            // Bounded waits: a mail server that hangs must not hold a pass (or a lease) for minutes.
            {
              url: ctx.config.smtpUrl,
              connectionTimeout: ctx.config.smtpTimeouts?.connection ?? 10_000,
              greetingTimeout: ctx.config.smtpTimeouts?.greeting ?? 10_000,
              socketTimeout: ctx.config.smtpTimeouts?.socket ?? 30_000,
            },
            { from: ctx.config.mailFrom },
          )
        : null,
      running: null,
      again: false,
      closed: false,
      log: null,
    };
    states.set(ctx, s);
  }
  return s;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

interface DueRow {
  mail_id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  message_id: string | null;
}

/** Errors of the connection itself: the next messages would meet the same, so the pass stops. */
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ETLS', 'EAUTH', 'EPROXY']);

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: string; responseCode?: number; response?: string };
  return [e.code, e.responseCode, e.response ?? e.message].filter((x) => x !== undefined && x !== '').join(' ').slice(0, 500);
}

/**
 * One pass over the due messages (unsent, and not waiting for a retry or leased). Exported
 * for the sweep, the after-commit kick and tests; without SMTP it sends nothing.
 */
export async function deliverOutbox(ctx: AppContext): Promise<DeliveryResult> {
  const state = stateOf(ctx);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (!state.transport || state.closed) return result;
  const host = new URL(ctx.config.publicUrl).hostname;
  const due = await ctx.db.all<DueRow>(
    `SELECT mail_id, recipient, subject, body, attempts, message_id FROM outbox
      WHERE sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY mail_id LIMIT ?`,
    [ctx.now().toISOString(), BATCH],
  );
  for (const m of due) {
    if (state.closed) break;
    const now = ctx.now();
    // The same Message-ID on every attempt, so a receiver can tell a retry from a new message.
    const messageId = m.message_id ?? `<outbox-${m.mail_id}.${crypto.randomBytes(8).toString('hex')}@${host}>`;
    const claimed = await ctx.db.run(
      `UPDATE outbox SET next_attempt_at = ?, message_id = ? WHERE mail_id = ? AND sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)`,
      [new Date(now.getTime() + LEASE_MS).toISOString(), messageId, m.mail_id, now.toISOString()],
    );
    if (!claimed.changes) continue;
    try {
      await state.transport.sendMail({
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        html: textToHtml(m.body),
        messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      await ctx.db.run('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL WHERE mail_id = ?', [ctx.now().toISOString(), m.mail_id]);
      result.sent++;
    } catch (err) {
      result.failed++;
      const at = ctx.now();
      const why = describe(err);
      const next = new Date(at.getTime() + retryDelay(m.attempts + 1)).toISOString();
      await ctx.db.run('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE mail_id = ?', [why, next, m.mail_id]);
      state.log?.warn({ mailId: m.mail_id, attempts: m.attempts + 1, next, error: why }, 'mail not taken by the mail server; it stays queued');
      if (CONNECTION_ERRORS.has((err as { code?: string }).code ?? '')) break;
    }
  }
  return result;
}

/**
 * Starts a pass unless one is running (then one more follows it). Never rejects: a failure is
 * logged and the sweep tries again.
 */
function runPass(ctx: AppContext, log: (err: unknown) => void): Promise<DeliveryResult> {
  const state = stateOf(ctx);
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const pass = async (): Promise<DeliveryResult> => {
    const total: DeliveryResult = { sent: 0, failed: 0 };
    do {
      state.again = false;
      try {
        const r = await deliverOutbox(ctx);
        total.sent += r.sent;
        total.failed += r.failed;
      } catch (err) {
        log(err);
      }
    } while (state.again && !state.closed);
    return total;
  };
  state.running = pass().finally(() => {
    state.running = null;
  });
  return state.running;
}

/**
 * After the commit that queued a message: send it now, without making the buyer's request
 * wait for the mail server (whatever it answers, the request has succeeded).
 */
export function kickMail(ctx: AppContext): void {
  const state = stateOf(ctx);
  if (!state.transport || state.closed) return;
  void runPass(ctx, (err) => state.log?.error({ err }, 'mail delivery failed'));
}

/** The sweep, and on close: no new pass, the running one finished, the connection closed. */
export function installMailDelivery(app: FastifyInstance, ctx: AppContext, sweepMs = MAIL_SWEEP_MS): void {
  const state = stateOf(ctx);
  const log = (err: unknown) => app.log.error({ err }, 'mail delivery failed');
  state.log = app.log;
  if (!state.transport) return;
  app.log.info({ from: ctx.config.mailFrom }, 'mail goes out through SMTP');
  const timer = setInterval(() => void runPass(ctx, log), sweepMs);
  timer.unref();
  // Whatever was left unsent before a restart goes out as soon as the server is up.
  app.addHook('onReady', async () => {
    void runPass(ctx, log);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    state.closed = true;
    await state.running?.catch(() => undefined);
    state.transport?.close();
  });
}
