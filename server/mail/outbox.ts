import { defaultLang, type Lang } from '../../contract/lang';
import type { Db } from '../db/driver';
import { refundMail, type RefundMailData } from './texts';

/**
 * The outbox: every message the storefront sends is a row written in the transaction that
 * decides it (an application made, an order paid), so a rollback sends nothing and a commit
 * loses nothing. `deliverOutbox` (delivery.ts) sends it after commit and retries it.
 */

export type MailKind = 'refund' | 'order' | 'waitlist';

export interface QueuedMail {
  kind: MailKind;
  orderId: number | null;
  lang: Lang;
  recipient: string;
  subject: string;
  body: string;
  /** One message per fact: a second queueing with the same key is ignored. */
  dedupeKey?: string;
}

/** A recipient mail can go to: one address, no display name, no line breaks. */
export function mailable(address: string | null | undefined): address is string {
  return typeof address === 'string' && address.length <= 254 && /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(address);
}

/** Writes a message to the outbox inside the caller's transaction; false when nothing was queued. */
export async function queueMail(tx: Db, m: QueuedMail, now: Date): Promise<boolean> {
  if (!mailable(m.recipient)) return false;
  const res = await tx.run(
    `INSERT INTO outbox (recipient, subject, body, created_at, kind, order_id, lang, dedupe_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [m.recipient, m.subject, m.body, now.toISOString(), m.kind, m.orderId, m.lang, m.dedupeKey ?? null],
  );
  return res.changes > 0;
}

/** An address on the site: the configured public base, never the request's Host. */
export const siteLink = (publicUrl: string, pathAndQuery: string) => `${publicUrl}${pathAndQuery}`;

/** The e-mailed link that confirms a return application (the refund page in confirm mode). */
export function refundConfirmLink(publicUrl: string, orderHash: string, confHash: string, lang: Lang): string {
  const query = new URLSearchParams({ hash_conf: confHash });
  if (lang !== defaultLang) query.set('lang', lang);
  return siteLink(publicUrl, `/order/return/${orderHash}?${query.toString()}`);
}

export async function queueRefundConfirmation(
  tx: Db,
  o: { orderId: number; email: string | null; lang: Lang; applicationId: number },
  d: RefundMailData,
  now: Date,
): Promise<boolean> {
  const t = refundMail[o.lang];
  return queueMail(tx, { kind: 'refund', orderId: o.orderId, lang: o.lang, recipient: o.email ?? '', subject: t.subject(d), body: t.body(d), dedupeKey: `refund:${o.applicationId}` }, now);
}
