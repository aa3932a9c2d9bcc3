import type { FastifyInstance } from 'fastify';
import { parseLang } from '../../contract/lang';
import type { AppContext } from '../context';
import { orderPageLink } from '../orders/links';
import { completePayment } from '../payments/complete';
import { payPage, type PayPageData } from '../payments/sandbox-page';

interface InvoiceRow {
  invoice_id: string;
  amount: number;
  status: string;
  ord_num: string;
  hash: string;
  lang: string | null;
}

const INVOICE = /^[0-9a-f]{32}$/;

/** The sandbox acquirer's pages: pay or decline by hand, as a tester would at a real bank. */
export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Encapsulated: only the bank's pages take form posts; the API stays JSON-only.
  await app.register(async (bank) => {
    bank.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const invoice = async (id: string) =>
      INVOICE.test(id)
        ? ctx.db.get<InvoiceRow>('SELECT p.invoice_id, p.amount, p.status, p.lang, o.ord_num, o.hash FROM payments p JOIN orders o ON o.order_id = p.order_id WHERE p.invoice_id = ?', [id])
        : undefined;
    const page = (row: InvoiceRow, mode: PayPageData['mode']) =>
      payPage({ invoiceId: row.invoice_id, ordNum: row.ord_num, amount: row.amount, status: row.status, mode });
    const notFound = 'Счёт не найден / Invoice not found';

    bank.get<{ Params: { id: string } }>('/sandbox/pay/:id', async (req, reply) => {
      const row = await invoice(req.params.id);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
      return reply.type('text/html; charset=utf-8').send(page(row, 'page'));
    });

    bank.get<{ Params: { id: string } }>('/sandbox/qr/:id', async (req, reply) => {
      const row = await invoice(req.params.id);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
      return reply.type('text/html; charset=utf-8').send(page(row, 'qr'));
    });

    /** The widget's hosted page: `?orderId=<bankInvoiceId>&platform=desktop` or `&params=<base64>` on phones. */
    bank.get<{ Querystring: { orderId?: string } }>('/sandbox/widget', async (req, reply) => {
      const row = await invoice(req.query.orderId ?? '');
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
      return reply.type('text/html; charset=utf-8').header('content-security-policy', "frame-ancestors 'self'").send(page(row, 'widget'));
    });

    bank.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox/pay/:id', async (req, reply) => {
      const row = await invoice(req.params.id);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
      const action = req.body?.action;
      if (action !== 'pay' && action !== 'decline') return reply.type('text/html; charset=utf-8').send(page(row, 'page'));
      const { result } = await completePayment(ctx, row.invoice_id, action === 'pay' ? 'paid' : 'declined');
      const lang = parseLang(row.lang);
      const redirect = result === 'declined' || result === 'refunded'
        ? orderPageLink(row.hash, lang, {}, 'declined')
        : orderPageLink(row.hash, lang, { state: 'success', bankInvoiceId: row.invoice_id });
      if ((req.headers.accept ?? '').includes('application/json')) return { result, redirect };
      return reply.redirect(redirect, 303);
    });
  });
}
