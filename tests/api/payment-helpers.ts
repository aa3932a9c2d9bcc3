import { envelopeSchema } from '../../contract/envelope';
import { paymentResultSchema } from '../../contract/order';
import type { ApiClient, TestServer } from './harness';
import { sign } from './sign';

export interface OrderMoney {
  status: number;
  total: number;
  service_total: number;
  discount: number;
  paid_amount: number;
  refunded_amount: number;
  promo_code: string | null;
  flagged: string | null;
}

/** Opens a widget payment of what the order owes now; answers the sandbox invoice id. */
export async function openInvoice(c: ApiClient, hash: string): Promise<string> {
  return envelopeSchema(paymentResultSchema).parse((await c.post('/api/payment/widget', { hash })).body).response.bankInvoiceId!;
}

/** The acquirer's signed confirmation that the invoice was paid. */
export async function confirmPaid(server: TestServer, invoiceId: string): Promise<string> {
  const res = await fetch(`${server.url}/api/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceId, outcome: 'paid', signature: sign(server, invoiceId, 'paid') }),
  });
  return ((await res.json()) as { response: { result: string } }).response.result;
}

export const orderMoney = async (server: TestServer, hash: string) =>
  (await server.db.get<OrderMoney>('SELECT status, total, service_total, discount, paid_amount, refunded_amount, promo_code, flagged FROM orders WHERE hash = ?', [hash]))!;

export const invoiceStatus = async (server: TestServer, invoiceId: string) =>
  (await server.db.get<{ status: string }>('SELECT status FROM payments WHERE invoice_id = ?', [invoiceId]))!.status;

/** What the sandbox acquirer gave back for an invoice (null when nothing). */
export const sandboxRefunded = async (server: TestServer, invoiceId: string) =>
  (await server.db.get<{ sum: number | null }>('SELECT SUM(amount) AS sum FROM sandbox_refunds WHERE invoice_id = ?', [invoiceId]))!.sum;

export const due = (o: OrderMoney) => Math.round((o.total + o.service_total - o.discount) * 100) / 100;

/** The confirmation hash of the return application mailed last (the demo's outbox). */
export const lastReturnConfirmation = async (server: TestServer) =>
  /hash_conf=([0-9a-f]+)/.exec((await server.db.get<{ body: string }>('SELECT body FROM outbox ORDER BY mail_id DESC LIMIT 1'))!.body)![1]!;
