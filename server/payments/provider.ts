import crypto from 'node:crypto';
import type { Db } from '../db/driver';
import { qrDataUrl } from '../orders/images';
import { orderPageLink } from '../orders/links';
import type { PaymentProvider } from '../payment-provider';

/** How long the sandbox's Pushkin-card verification stays 'in progress' (code 3). */
export const PUSHKIN_VERIFY_MS = 30_000;

/** The sandbox acquirer's signing key, derived from the session secret so that a restart keeps it. */
const acquirerKey = (sessionSecret: string) => crypto.createHmac('sha256', sessionSecret).update('sandbox-acquirer').digest('hex');
const signWith = (key: string, invoiceId: string, outcome: string) => crypto.createHmac('sha256', key).update(`${invoiceId}:${outcome}`).digest('hex');

/** The sandbox acquirer's signature of a confirmation, for a server started with this session secret. */
export const signConfirmation = (sessionSecret: string, invoiceId: string, outcome: string) => signWith(acquirerKey(sessionSecret), invoiceId, outcome);

/**
 * The sandbox acquirer: hosted pages under /sandbox/ let a tester pay or decline.
 * Pushkin-card verification answers by the buyer's phone: ending in 4 fails, in 3 takes
 * PUSHKIN_VERIFY_MS, anything else succeeds at once.
 * Refunds are recorded in `sandbox_refunds`; like a bank, it refuses to give back more than
 * the invoice took.
 */
export function sandboxProvider(sessionSecret: string, db: Db, now: () => Date): PaymentProvider {
  const key = acquirerKey(sessionSecret);
  const sign = (invoiceId: string, outcome: string) => signWith(key, invoiceId, outcome);
  return {
    async start({ invoiceId, orderHash, amount, protocol, origin, phone, lang }) {
      const payPage = `${origin}/sandbox/pay/${invoiceId}`;
      switch (protocol) {
        case 'widget':
          return { bankInvoiceId: invoiceId, backUrl: `${origin}${orderPageLink(orderHash, lang)}` };
        case 'qr': {
          const url = `${origin}/sandbox/qr/${invoiceId}`;
          return { form_qr_url: url, form_qr_code: await qrDataUrl(url, 240) };
        }
        case 'redirect':
          return { bankUrl: payPage };
        case 'form':
          return { form_action: payPage, form_bank: { action: 'open', amount: amount.toFixed(2), order: orderHash } };
        case 'pushkin': {
          const last = (phone ?? '').slice(-1);
          return { pushkinCode: last === '4' ? 4 : last === '3' ? 3 : 0 };
        }
      }
    },
    sign,
    verify: (invoiceId, outcome, signature) => {
      const expected = Buffer.from(sign(invoiceId, outcome));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
    refund: (invoiceId, amount, key) =>
      db.tx(async (tx) => {
        if (await tx.get('SELECT 1 FROM sandbox_refunds WHERE refund_key = ?', [key])) return;
        const invoice = await tx.get<{ amount: number; status: string }>('SELECT amount, status FROM payments WHERE invoice_id = ?', [invoiceId]);
        if (!invoice || (invoice.status !== 'paid' && invoice.status !== 'refunded')) throw new Error(`sandbox: invoice ${invoiceId} took no money`);
        const before = (await tx.get<{ sum: number | null }>('SELECT SUM(amount) AS sum FROM sandbox_refunds WHERE invoice_id = ?', [invoiceId]))!.sum ?? 0;
        if (!(amount > 0) || before + amount > invoice.amount + 0.005) throw new Error(`sandbox: refund of ${amount} exceeds what invoice ${invoiceId} took`);
        await tx.run('INSERT INTO sandbox_refunds (refund_key, invoice_id, amount, created_at) VALUES (?, ?, ?, ?)', [key, invoiceId, amount, now().toISOString()]);
      }),
  };
}
