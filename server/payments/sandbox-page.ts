/**
 * The sandbox acquirer's hosted pages. They belong to the "bank", not to the storefront,
 * so they are plain server-rendered HTML in Russian and English, with no storefront code.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PayPageData {
  invoiceId: string;
  ordNum: string;
  amount: number;
  status: string;
  /** widget: speak the card-widget protocol to the opener frame instead of redirecting. */
  mode: 'page' | 'widget' | 'qr';
}

const style = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#eef2f7;color:#1d2733}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:6px 0}.amount{font-size:28px;font-weight:700;margin:16px 0}
button{display:block;width:100%;min-height:48px;margin:10px 0;border:0;border-radius:8px;font-size:17px;cursor:pointer}
.pay{background:#1b7f3b;color:#fff}.decline{background:#e5e7eb;color:#1d2733}.close{background:none;color:#55606e;text-decoration:underline}
.note{font-size:13px;color:#55606e}`;

export function payPage(d: PayPageData): string {
  const done = d.status !== 'created';
  const amount = d.amount.toLocaleString('ru-RU', { minimumFractionDigits: 2 });
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox bank · Песочница банка</title><style>${style}</style></head><body><main>
<h1>Sandbox bank · Песочница банка</h1>
<p>Заказ / Order № ${esc(d.ordNum)}</p>
<p class="amount">${esc(amount)} ₽</p>
${done ? `<p id="state">Платёж уже обработан / Payment already processed: ${esc(d.status)}</p>` : `
<form method="post" action="/sandbox/pay/${esc(d.invoiceId)}" id="form">
<button class="pay" name="action" value="pay" type="submit">Оплатить / Pay</button>
<button class="decline" name="action" value="decline" type="submit">Отклонить / Decline</button>
</form>`}
${d.mode === 'widget' ? '<button class="close" id="close" type="button">Закрыть / Close</button>' : ''}
<p class="note">${d.mode === 'qr' ? 'Эта страница открывается по QR-коду. / This page opens from the QR code. ' : ''}Тестовый платёж: деньги не списываются. / Test payment: no money moves.</p>
</main>${d.mode === 'widget' ? widgetScript(d.invoiceId) : ''}</body></html>`;
}

/** The hosted side of the card-widget protocol (platform-notes): MessageChannel to the merchant page. */
function widgetScript(invoiceId: string): string {
  return `<script>
(function () {
  var channel = new MessageChannel(), port = channel.port1, params = null;
  port.onmessage = function (e) {
    var m = e.data || {};
    if (m.type === 'GET_PARAMETERS') params = m.payload || {};
  };
  port.start();
  if (window.parent !== window) {
    window.parent.postMessage('Send port to target', '*', [channel.port2]);
    port.postMessage({ type: 'GET_VERSION' });
    port.postMessage({ type: 'GET_PARAMETERS' });
  }
  function finish(action) {
    return fetch('/sandbox/pay/${esc(invoiceId)}', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'action=' + action })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        if (window.parent !== window) port.postMessage({ type: r.result === 'paid' || r.result === 'unchanged' && action === 'pay' ? 'success' : 'fail' });
        else location.assign(r.redirect);
      });
  }
  var form = document.getElementById('form');
  if (form) form.addEventListener('submit', function (e) { e.preventDefault(); finish(e.submitter && e.submitter.value === 'decline' ? 'decline' : 'pay'); });
  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function () { port.postMessage({ type: 'CLOSE_WIDGET' }); });
})();
</script>`;
}
