import type { FastifyReply } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { parseLang } from '../../contract/lang';
import { ApiFailure, httpRefusal, refusalText } from '../http/errors';
import { orderPageLink } from '../orders/links';
import { originOf } from '../orders/view';
import { completePayment } from '../payments/complete';
import { accessCookiePage, identityFramePage, merchantPage, payPage, readWidgetParams, sandboxErrorPage, type MerchantReturn, type PayPageData, type WidgetView } from '../payments/sandbox-page';
import { startPayment } from '../payments/start';
import type { RoutePlugin } from './route-plugin';

interface InvoiceRow {
  invoice_id: string;
  amount: number;
  status: string;
  ord_num: string;
  hash: string;
  lang: string | null;
}

const INVOICE = /^[0-9a-f]{32}$/;
const ORDER_HASH = /^[0-9a-f]{16,64}$/i;

/**
 * The widget's hosted page in its two host families (widget/src/environments.ts): the
 * standard one and the "safe" one, each with its access-cookie popup and identity frame.
 */
export const WIDGET_HOSTS = ['/sandbox/widget', '/sandbox/safe/widget'] as const;
/** The cookie the access-cookie popup sets on the bank's site (desktop Safari). */
export const ACCESS_COOKIE = 'sandbox_widget_access';

/** The sandbox acquirer's pages: pay or decline by hand, as a tester would at a real bank. */
export const sandboxRoutes: RoutePlugin = async (app, { ctx }) => {
  // Encapsulated: only the bank's pages take form posts; the API stays JSON-only.
  await app.register(async (bank) => {
    bank.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const invoice = async (id: unknown) =>
      typeof id === 'string' && INVOICE.test(id)
        ? ctx.db.get<InvoiceRow>('SELECT p.invoice_id, p.amount, p.status, p.lang, o.ord_num, o.hash FROM payments p JOIN orders o ON o.order_id = p.order_id WHERE p.invoice_id = ?', [id])
        : undefined;
    const page = (row: InvoiceRow, mode: PayPageData['mode'], widget?: WidgetView) =>
      payPage({ invoiceId: row.invoice_id, ordNum: row.ord_num, amount: row.amount, status: row.status, mode, ...(widget ? { widget } : {}) });
    const notFound = 'Счёт не найден / Invoice not found';
    const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

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

    for (const host of WIDGET_HOSTS) {
      /**
       * The widget's hosted page: `?orderId=<bankInvoiceId>&platform=desktop` in the widget's
       * frame, `?orderId=…&params=<base64 JSON>` in the whole window on phones.
       */
      bank.get<{ Querystring: { orderId?: string; platform?: string; params?: string } }>(host, async (req, reply) => {
        const row = await invoice(req.query.orderId);
        if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
        let view: WidgetView = { platform: req.query.platform === 'desktop' ? 'desktop' : 'page', returns: null, merchantHost: null };
        if (typeof req.query.params === 'string') {
          const read = readWidgetParams(req.query.params, row.invoice_id, new URL(originOf(req)).origin);
          if (!read.ok) return html(reply, sandboxErrorPage(read.error), 400);
          view = { platform: 'page', returns: read.returns, merchantHost: read.merchantHost };
        }
        return reply.type('text/html; charset=utf-8').header('content-security-policy', "frame-ancestors 'self'").send(page(row, 'widget', view));
      });

      /** Desktop Safari: a first-hand visit to the bank's site, in a popup, sets its cookie. */
      bank.get(`${host}/access-cookie`, async (req, reply) => {
        const secure = req.protocol === 'https' ? '; Secure' : '';
        return html(
          reply.header('set-cookie', `${ACCESS_COOKIE}=granted; Path=/sandbox; Max-Age=31536000; HttpOnly; SameSite=${secure ? 'None' : 'Lax'}${secure}`).header('content-security-policy', "frame-ancestors 'none'"),
          accessCookiePage(),
        );
      });

      /** The identity-login frame of an invoice's widget. */
      bank.get<{ Querystring: { orderId?: string } }>(`${host}/framed-sberid`, async (req, reply) => {
        const row = await invoice(req.query.orderId);
        if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
        return html(reply.header('content-security-policy', "frame-ancestors 'self'"), identityFramePage(row.invoice_id));
      });
    }

    /** The demo merchant page (one script tag, one open() call); see merchantPage. */
    bank.get<{ Querystring: { bankInvoiceId?: string; state?: string; return?: string } }>('/sandbox/merchant', async (req, reply) => {
      const id = req.query.bankInvoiceId;
      const state = req.query.state === 'success' || req.query.state === 'return' ? req.query.state : null;
      const ret: MerchantReturn = req.query.return === 'urls' || req.query.return === 'none' ? req.query.return : 'back';
      if (id === undefined) return html(reply, merchantPage({ invoice: null, state: null, error: null }));
      const row = await invoice(id);
      if (!row) return html(reply, merchantPage({ invoice: null, state: null, error: notFound }), 404);
      return html(reply, merchantPage({ invoice: { invoiceId: row.invoice_id, ordNum: row.ord_num, amount: row.amount, status: row.status }, state, error: null, ret }));
    });

    /** Opens a card-widget invoice for a storefront order, as the merchant's server would. */
    bank.post<{ Body: Record<string, string> | undefined }>('/sandbox/merchant', async (req, reply) => {
      const hash = (req.body?.hash ?? '').trim();
      if (!ORDER_HASH.test(hash)) return html(reply, merchantPage({ invoice: null, state: null, error: 'Хеш заказа не читается / Not an order hash' }), 400);
      try {
        ctx.limiter.check('lookup', req);
        const started = await startPayment(ctx, 'widget', hash, originOf(req), 'ru');
        if (!started.bankInvoiceId) throw new ApiFailure(409, ErrorCode.payment, 'no invoice');
        return reply.redirect(`/sandbox/merchant?bankInvoiceId=${encodeURIComponent(started.bankInvoiceId)}`, 303);
      } catch (err) {
        const refusal = httpRefusal(err);
        if (!refusal) throw err;
        return html(reply, merchantPage({ invoice: null, state: null, error: `${refusalText(refusal, 'ru')} / ${refusalText(refusal, 'en')}` }), refusal.status);
      }
    });

    bank.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox/pay/:id', async (req, reply) => {
      const row = await invoice(req.params.id);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send(notFound);
      const action = req.body?.action;
      if (action !== 'pay' && action !== 'decline') return reply.type('text/html; charset=utf-8').send(page(row, 'page'));
      const { result, status } = await completePayment(ctx, row.invoice_id, action === 'pay' ? 'paid' : 'declined');
      const lang = parseLang(row.lang);
      // The way back follows the invoice's standing status, not the button: a second press on
      // a decided invoice (pay after decline) changes nothing and must not say it was paid.
      const redirect = status === 'paid'
        ? orderPageLink(row.hash, lang, { state: 'success', bankInvoiceId: row.invoice_id })
        : orderPageLink(row.hash, lang, {}, 'declined');
      if ((req.headers.accept ?? '').includes('application/json')) return { result, redirect };
      return reply.redirect(redirect, 303);
    });
  });
};
