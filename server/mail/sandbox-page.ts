import { linkify } from './html';
import { escapeHtml as esc } from '../texts/escape-html';

/**
 * The sandbox mailbox (embedded default, no SMTP_URL): what the storefront would have sent,
 * with its links clickable: to a browser, the mail of the orders it made; to the operator
 * (with the key), one recipient's. A tester's tool like the sandbox bank, so plain
 * server-rendered HTML in Russian and English, with no storefront code.
 */

export interface MailboxMessage {
  mail_id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  kind: string;
}

const style = `body{font:16px/1.45 system-ui,sans-serif;margin:0;background:#eef2f7;color:#1d2733}
main{max-width:640px;margin:24px auto;padding:0 12px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:0 0 4px}
.card{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 2px 12px #0001;overflow-wrap:anywhere}
form{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}
label{flex-basis:100%}
input{flex:1 1 200px;min-height:48px;padding:0 12px;font-size:16px;border:1px solid #9aa5b1;border-radius:8px;min-width:0}
button{min-height:48px;min-width:96px;padding:0 16px;font-size:16px;border:0;border-radius:8px;background:#1b5fa8;color:#fff;cursor:pointer}
.meta{font-size:13px;color:#55606e;margin:0 0 8px}.note{font-size:14px;color:#55606e}
.body p{margin:0 0 10px}.body a{display:inline-block;padding:6px 0;min-height:32px}`;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(linkify).join('<br>')}</p>`)
    .join('');

export interface MailboxView {
  /** The recipient asked for ('' when none or not an address). */
  to: string;
  /** Their mail, newest first; null when no address was asked for. */
  messages: MailboxMessage[] | null;
  /** Something was typed that is not an e-mail address. */
  notAnAddress?: boolean;
  /** The operator's view (every recipient, one at a time): the key the form keeps. */
  operatorKey?: string | undefined;
}

const SCOPE_BROWSER =
  '<p class="note" id="scope">Здесь только письма по заказам, оформленным в этом браузере. / Only the mail of orders made in this browser is shown here.</p>';
const SCOPE_OPERATOR = '<p class="note" id="scope">Режим оператора: письма любого получателя. / Operator mode: any recipient\'s mail.</p>';

function emptyText(to: string, operator: boolean): string {
  if (to) return `Писем для ${esc(to)} нет. / No mail for ${esc(to)}.`;
  return operator ? '' : 'Этот браузер ещё не оформлял заказов с письмами. / This browser has made no orders with mail yet.';
}

export function mailboxPage({ to, messages, notAnAddress = false, operatorKey }: MailboxView): string {
  const operator = operatorKey !== undefined;
  const list =
    messages === null
      ? notAnAddress
        ? '<p class="card" id="not-an-address" role="alert">Это не адрес электронной почты. / This is not an e-mail address.</p>'
        : ''
      : messages.length === 0
        ? `<p class="card" id="empty">${emptyText(to, operator)}</p>`
        : `<h2 id="count">Писем: ${messages.length} / Messages: ${messages.length}</h2>` +
          messages
            .map(
              (m) => `<article class="card" aria-labelledby="m${m.mail_id}">
<h2 id="m${m.mail_id}">${esc(m.subject)}</h2>
<p class="meta">${esc(m.created_at.slice(0, 16).replace('T', ' '))} UTC · ${esc(m.recipient)}</p>
<div class="body">${paragraphs(m.body)}</div>
</article>`,
            )
            .join('\n');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Песочница почты / Sandbox mailbox</title><style>${style}</style></head><body><main>
<h1>Песочница почты / Sandbox mailbox</h1>
<p class="note">Письма никуда не уходят (SMTP_URL не задан): здесь видно, что получил бы покупатель. / No mail leaves the server (SMTP_URL is not set): this is what the buyer would receive.</p>
${operator ? SCOPE_OPERATOR : SCOPE_BROWSER}
<form method="get" action="/sandbox/mail" role="search">
<label for="to">Адрес получателя / Recipient's address</label>
<input id="to" name="to" type="email"${operator ? ' required' : ''} maxlength="254" autocomplete="off" value="${esc(to)}">${operator ? `\n<input type="hidden" name="key" value="${esc(operatorKey)}">` : ''}
<button type="submit">Открыть / Open</button>
</form>
${list}
</main></body></html>`;
}
