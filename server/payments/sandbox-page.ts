/**
 * The sandbox acquirer's hosted pages. They belong to the "bank", not to the storefront,
 * so they are plain server-rendered HTML in Russian and English, with no storefront code.
 *
 * The card widget's hosted side (the protocol of platform-notes.md, the merchant side is
 * widget/): the payment page in the widget's frame (`platform=desktop`) or in the whole
 * window on phones (`params`), the desktop Safari access-cookie popup, the identity-login
 * frame, and a demo merchant page that pays with one script tag and one `open()` call.
 */
import { scriptJson } from '../../contract/script-json';
import { escapeHtml as esc } from '../texts/escape-html';

/** Where the full-window widget page sends the buyer (phones): decided from the open parameters. */
export interface WidgetReturns {
  /** After a payment; null: the bank's own return link (the order page). */
  success: string | null;
  /** After a decline; null: the bank's own link (the declined page). */
  fail: string | null;
  /** The Close button; null: no Close button. */
  close: string | null;
}

export interface WidgetView {
  /** desktop: inside the widget's overlay frame; page: the whole window (phones, or opened directly). */
  platform: 'desktop' | 'page';
  returns: WidgetReturns | null;
  /** The merchant page's host, from the open parameters (phones; on desktop it comes by message). */
  merchantHost: string | null;
}

export interface PayPageData {
  invoiceId: string;
  ordNum: string;
  amount: number;
  status: string;
  /** widget: speak the card-widget protocol to the opener frame instead of redirecting. */
  mode: 'page' | 'widget' | 'qr';
  widget?: WidgetView;
}

const style = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#eef2f7;color:#1d2733}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:6px 0}.amount{font-size:28px;font-weight:700;margin:16px 0}
button,a.button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:10px 0;border:0;border-radius:8px;font-size:17px;cursor:pointer;text-align:center}
.pay{background:#1b7f3b;color:#fff}.decline{background:#e5e7eb;color:#1d2733}.close{background:none;color:#55606e;text-decoration:underline}
.note{font-size:13px;color:#55606e}`;
/** In the widget's transparent overlay the page is the backdrop: the merchant page shows dimmed behind the card. */
const framedStyle = `html,body{background:rgba(16,24,40,.55);min-height:100%}body{display:flex;align-items:center;justify-content:center;min-height:100vh}main{margin:24px}`;

const head = (title: string, extra = '') =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${style}${extra}</style></head>`;

export function payPage(d: PayPageData): string {
  const done = d.status !== 'created';
  const amount = d.amount.toLocaleString('ru-RU', { minimumFractionDigits: 2 });
  const widget = d.mode === 'widget' ? (d.widget ?? { platform: 'page', returns: null, merchantHost: null }) : null;
  const framed = widget?.platform === 'desktop';
  const closeButton = widget && (framed || widget.returns?.close) ? '<button class="close" id="close" type="button">Закрыть / Close</button>' : '';
  return `${head('Sandbox bank · Песочница банка', framed ? framedStyle : '')}<body><main>
<h1>Sandbox bank · Песочница банка</h1>
<p>Заказ / Order № ${esc(d.ordNum)}</p>
${widget ? `<p class="note" id="merchant"${widget.merchantHost ? '' : ' hidden'}>Магазин / Merchant: <span id="merchant-host">${esc(widget.merchantHost ?? '')}</span></p>` : ''}
<p class="amount">${esc(amount)} ₽</p>
${done ? `<p id="state">Платёж уже обработан / Payment already processed: ${esc(d.status)}</p>` : `
<form method="post" action="/sandbox/pay/${esc(d.invoiceId)}" id="form">
<button class="pay" name="action" value="pay" type="submit">Оплатить / Pay</button>
<button class="decline" name="action" value="decline" type="submit">Отклонить / Decline</button>
</form>`}
${closeButton}
${framed && !done ? `<p class="note"><a id="open-link" href="/sandbox/pay/${esc(d.invoiceId)}">Оплатить на странице банка / Pay on the bank's page</a></p>` : ''}
${framed ? `<p class="note" id="identity-state" hidden>Банковский ID проверен / Bank ID checked</p>
<p class="note" id="cookie-state" hidden>Доступ к cookie получен / Cookie access granted</p>` : ''}
<p class="note">${d.mode === 'qr' ? 'Эта страница открывается по QR-коду. / This page opens from the QR code. ' : ''}Тестовый платёж: деньги не списываются. / Test payment: no money moves.</p>
</main>${widget ? widgetScript(d.invoiceId, widget) : ''}</body></html>`;
}

/**
 * The hosted side of the card-widget protocol (platform-notes): in the widget's frame, a
 * MessageChannel to the merchant page (GET_VERSION and GET_PARAMETERS, then success, fail
 * or CLOSE_WIDGET), and the messages the widget relays from its popup and identity frame;
 * in the whole window, the way back the open parameters named.
 */
function widgetScript(invoiceId: string, view: WidgetView): string {
  return `<script>
(function () {
  var returns = ${scriptJson(view.returns ?? { success: null, fail: null, close: null })};
  var framed = window.parent !== window;
  var channel = new MessageChannel(), port = channel.port1, params = null;
  function show(id) { var el = document.getElementById(id); if (el) el.hidden = false; }
  port.onmessage = function (e) {
    var m = e.data || {};
    if (m.type === 'GET_PARAMETERS') {
      params = m.payload || {};
      var host = document.getElementById('merchant-host');
      if (host && typeof params.host === 'string') { host.textContent = params.host; show('merchant'); }
    }
  };
  port.start();
  if (framed) {
    window.parent.postMessage('Send port to target', '*', [channel.port2]);
    port.postMessage({ type: 'GET_VERSION' });
    port.postMessage({ type: 'GET_PARAMETERS' });
    // Relayed by the widget: only from the page that holds this frame.
    window.addEventListener('message', function (e) {
      if (e.source !== window.parent) return;
      var m = e.data || {};
      if (m.type === 'ACCESS_COOKIE_GRANTED') {
        show('cookie-state');
        window.parent.postMessage({ type: 'CLOSE_ACCESS_TAB', target: 'tab' }, '*');
      }
      if (m.type === 'SBERID_CHECKED') show('identity-state');
    });
    // The access-cookie popup (desktop Safari) may have loaded first: ask it (relayed; no popup, no answer).
    window.parent.postMessage({ type: 'ACCESS_COOKIE_STATUS', target: 'tab' }, '*');
    document.addEventListener('keydown', function (e) { if (e.key === 'Escape') port.postMessage({ type: 'CLOSE_WIDGET' }); });
    // The merchant's window goes to the bank's own page (OPEN_LINK), out of the frame.
    var link = document.getElementById('open-link');
    if (link) link.addEventListener('click', function (e) { e.preventDefault(); port.postMessage({ type: 'OPEN_LINK', payload: link.href }); });
  }
  function finish(action) {
    return fetch('/sandbox/pay/${esc(invoiceId)}', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'action=' + action })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        var paid = r.result === 'paid' || r.result === 'unchanged' && action === 'pay';
        if (framed) port.postMessage({ type: paid ? 'success' : 'fail' });
        else location.assign((paid ? returns.success : returns.fail) || r.redirect);
      });
  }
  var form = document.getElementById('form');
  if (form) form.addEventListener('submit', function (e) { e.preventDefault(); finish(e.submitter && e.submitter.value === 'decline' ? 'decline' : 'pay'); });
  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function () {
    if (framed) port.postMessage({ type: 'CLOSE_WIDGET' });
    else if (returns.close) location.assign(returns.close);
  });
})();
</script>`;
}

/**
 * Desktop Safari keeps a framed page's cookies only for a site visited first-hand: the
 * widget opens this page in a popup. It sets the bank's cookie, tells the widget's frame
 * (relayed by the merchant page: `target: "iframe"`; again when the frame asks, should it
 * load later), and closes when the frame answers (`target: "tab"`).
 */
export function accessCookiePage(): string {
  return `${head('Sandbox bank · Доступ / Access')}<body><main>
<h1>Sandbox bank · Песочница банка</h1>
<p id="access">Доступ к cookie разрешён. Окно закроется само. / Cookie access granted. This window closes by itself.</p>
<button class="close" id="close" type="button">Закрыть окно / Close window</button>
</main><script>
(function () {
  var opener = window.opener;
  document.getElementById('close').addEventListener('click', function () { window.close(); });
  if (!opener) return;
  function granted() { opener.postMessage({ type: 'ACCESS_COOKIE_GRANTED', target: 'iframe' }, '*'); }
  window.addEventListener('message', function (e) {
    if (e.source !== opener) return;
    var type = (e.data || {}).type;
    // The widget's frame loaded after this page: it asks, and hears it now.
    if (type === 'ACCESS_COOKIE_STATUS') granted();
    if (type === 'CLOSE_ACCESS_TAB') window.close();
  });
  granted();
})();
</script></body></html>`;
}

/**
 * The identity-login frame: it asks the merchant page for the open payload
 * (GET_SBERID_RESPONSE → SBERID_RESPONSE), tells the payment frame (relayed) and asks to be
 * closed (CLOSE_SBERID_TAB). The sandbox has no identity provider: it only checks the
 * payload names the invoice it was opened for.
 */
export function identityFramePage(invoiceId: string): string {
  return `${head('Sandbox bank · ID')}<body><p id="identity">…</p><script>
(function () {
  if (window.parent === window) return;
  var expected = ${scriptJson(invoiceId)};
  window.addEventListener('message', function (e) {
    if (e.source !== window.parent) return;
    var m = e.data || {};
    if (m.type !== 'SBERID_RESPONSE') return;
    var orderId = (m.payload || {}).orderId;
    var ok = orderId === expected;
    document.getElementById('identity').textContent = ok ? 'checked' : 'wrong invoice';
    if (ok) window.parent.postMessage({ type: 'SBERID_CHECKED', target: 'iframe', payload: { orderId: orderId } }, '*');
    window.parent.postMessage({ type: 'CLOSE_SBERID_TAB' }, '*');
  });
  window.parent.postMessage({ type: 'GET_SBERID_RESPONSE' }, '*');
})();
</script></body></html>`;
}

/** A page of the sandbox bank that says what went wrong (bad widget parameters, unknown invoice…). */
export function sandboxErrorPage(text: string): string {
  return `${head('Sandbox bank · Ошибка / Error')}<body><main><h1>Sandbox bank · Песочница банка</h1><p id="error" role="alert">${esc(text)}</p></main></body></html>`;
}

export type WidgetParamsResult = { ok: true; returns: WidgetReturns; merchantHost: string | null } | { ok: false; error: string };

const MAX_PARAMS = 8192;

/**
 * `params` of the full-window widget page: base64 of the JSON of the open parameters plus
 * orderId, href and host (widget/src/checkout.ts). The way back must be on the merchant's
 * site, which for the sandbox bank is its own site (`siteOrigin`): anything else would make
 * the bank's page an open redirect.
 */
export function readWidgetParams(raw: string, invoiceId: string, siteOrigin: string): WidgetParamsResult {
  const bad = (why: string): WidgetParamsResult => ({ ok: false, error: `Параметры виджета не читаются / The widget's parameters cannot be read: ${why}` });
  if (raw.length > MAX_PARAMS) return bad('too long');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw)) return bad('not base64');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return bad('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('not an object');
  const p = value as Record<string, unknown>;
  if (p.orderId !== undefined && String(p.orderId) !== invoiceId) return bad('orderId is another invoice');
  const link = (name: 'backUrl' | 'successUrl' | 'failUrl'): URL | null | 'bad' => {
    const v = p[name];
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string') return 'bad';
    try {
      const url = new URL(v, siteOrigin);
      return url.origin === siteOrigin && (url.protocol === 'http:' || url.protocol === 'https:') ? url : 'bad';
    } catch {
      return 'bad';
    }
  };
  const back = link('backUrl');
  const success = link('successUrl');
  const fail = link('failUrl');
  for (const [name, v] of [['backUrl', back], ['successUrl', success], ['failUrl', fail]] as const) {
    if (v === 'bad') return { ok: false, error: `Адрес возврата не на сайте магазина / The return address is not on the merchant's site: ${name}` };
  }
  const withState = (url: URL, state: string) => {
    const out = new URL(url.href);
    out.searchParams.set('state', state);
    out.searchParams.set('bankInvoiceId', invoiceId);
    return out.href;
  };
  const href = (u: URL | null | 'bad') => (u && u !== 'bad' ? u.href : null);
  const returns: WidgetReturns = back && back !== 'bad'
    ? { success: withState(back, 'success'), fail: withState(back, 'return'), close: withState(back, 'return') }
    : { success: href(success), fail: href(fail), close: href(fail) };
  const host = typeof p.host === 'string' && p.host.length <= 255 ? p.host : null;
  return { ok: true, returns, merchantHost: host };
}

export interface MerchantInvoice {
  invoiceId: string;
  ordNum: string;
  amount: number;
  status: string;
}

/** The parameters of the demo merchant's open() call, as JavaScript. */
function openArgs(invoiceId: string, ret: MerchantReturn): string {
  const id = scriptJson(invoiceId);
  const page = `'/sandbox/merchant?bankInvoiceId=' + encodeURIComponent(${id})`;
  if (ret === 'urls') return `{ bankInvoiceId: ${id}, successUrl: ${page} + '&state=success', failUrl: ${page} + '&state=return' }`;
  if (ret === 'none') return `{ bankInvoiceId: ${id} }`;
  return `{ bankInvoiceId: ${id}, backUrl: location.origin + '/sandbox/merchant' }`;
}

/**
 * The demo merchant: one script tag and one `open()` call. With `?bankInvoiceId=` it pays
 * that invoice; back from the bank (`?state=`) it says how it went; without an invoice it
 * opens one for a storefront order (a form posting the order's hash). `?return=urls` comes
 * back by successUrl/failUrl instead of backUrl, `?return=none` only shows the promise's outcome.
 */
/** How the demo merchant asks to come back: backUrl (the default), successUrl/failUrl, or only the promise. */
export type MerchantReturn = 'back' | 'urls' | 'none';

export function merchantPage(opts: { invoice: MerchantInvoice | null; state: string | null; error: string | null; ret?: MerchantReturn }): string {
  const { invoice, state, error, ret = 'back' } = opts;
  const stateText = state === 'success' ? 'Оплачено / Paid' : state === 'return' ? 'Оплата не завершена / Payment not completed' : null;
  const body = invoice
    ? `<p>Заказ / Order № ${esc(invoice.ordNum)} · счёт / invoice <code>${esc(invoice.invoiceId)}</code></p>
<p class="amount">${esc(invoice.amount.toLocaleString('ru-RU', { minimumFractionDigits: 2 }))} ₽</p>
${stateText ? `<p id="state" role="status">${esc(stateText)}</p>` : ''}
${invoice.status === 'created' ? '<button class="pay" id="pay" type="button">Оплатить картой / Pay by card</button>' : `<p class="note">Счёт / Invoice: ${esc(invoice.status)}</p>`}
<p id="outcome" role="status" aria-live="polite" style="min-height:1.5em"></p>
<script src="/widget/checkout.js"></script>
<script>
document.getElementById('pay')?.addEventListener('click', function () {
  var out = document.getElementById('outcome');
  out.textContent = '…';
  CardCheckout.open(${openArgs(invoice.invoiceId, ret)})
    .then(function (outcome) { out.textContent = 'open() → ' + outcome; }, function (reason) { out.textContent = 'open() rejected: ' + reason; });
});
</script>`
    : `<form method="post" action="/sandbox/merchant">
<label for="hash">Хеш заказа витрины / Storefront order hash</label>
<input id="hash" name="hash" required maxlength="64" autocomplete="off" style="display:block;width:100%;box-sizing:border-box;min-height:44px;font:inherit">
<button class="pay" type="submit">Выставить счёт / Open an invoice</button>
</form>`;
  return `${head('Demo merchant · Демо-магазин', '.page-end{height:120vh}')}<body><main>
<h1>Демо-магазин / Demo merchant</h1>
${error ? `<p id="error" role="alert">${esc(error)}</p>` : ''}
${body}
<p class="note">Страница магазина с виджетом оплаты картой: один тег script и один вызов open(). / A merchant page with the card-payment widget: one script tag and one open() call.</p>
</main><div class="page-end" aria-hidden="true"></div></body></html>`;
}
