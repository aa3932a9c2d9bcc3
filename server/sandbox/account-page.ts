import { escapeHtml as esc } from '../texts/escape-html';
/**
 * The sandbox personal account: the operator's account site is not part of the storefront
 * (setup only says it exists, `app.lk`), so the demo ships a stand-in that signs a tester in
 * as one of the demo clients and sends them back with `?sessionId=…`, as the real one does.
 * Plain server-rendered HTML in Russian and English, like the sandbox bank's pages.
 */

export interface DemoClient {
  session_id: string;
  lastname: string | null;
  firstname: string | null;
  email: string | null;
  blocked: number;
  subscriptions: number;
}

export type AccountPageKind = 'login' | 'register' | 'account';

/** Only a path on this site: an absolute or protocol-relative address would be an open redirect. */
export function safeBackUrl(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  try {
    const url = new URL(raw, 'http://storefront.invalid');
    return url.origin === 'http://storefront.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export function signedInUrl(back: string, sessionId: string): string {
  const url = new URL(back, 'http://storefront.invalid');
  url.searchParams.set('sessionId', sessionId);
  return `${url.pathname}${url.search}`;
}

const titles: Record<AccountPageKind, string> = {
  login: 'Вход / Sign in',
  register: 'Регистрация / Register',
  account: 'Личный кабинет / Personal account',
};

const style = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#eef2f7;color:#1d2733}
main{max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 8px}ul{list-style:none;padding:0}li{margin:10px 0}
a.client{display:block;min-height:44px;padding:10px 14px;border-radius:8px;background:#1b5fa8;color:#fff;text-decoration:none}
a.client small{display:block;opacity:.85}.note{font-size:13px;color:#55606e}a.back{display:inline-block;min-height:44px;line-height:44px}`;

export function accountPage(kind: AccountPageKind, clients: DemoClient[], back: string): string {
  const items = clients
    .map((c) => {
      const name = [c.lastname, c.firstname].filter(Boolean).join(' ') || c.session_id;
      const facts = [c.email ?? '', c.subscriptions ? `абонементов / subscriptions: ${c.subscriptions}` : '', c.blocked ? 'карта заблокирована / card blocked' : '']
        .filter(Boolean)
        .join(' · ');
      return `<li><a class="client" href="${esc(signedInUrl(back, c.session_id))}">Войти как / Sign in as ${esc(name)}<small>${esc(facts)}</small></a></li>`;
    })
    .join('\n');
  const intro =
    kind === 'register'
      ? 'В демо регистрации нет: войдите как один из демо-клиентов. / The demo has no registration: sign in as one of the demo clients.'
      : 'Демо-клиенты личного кабинета. / The personal account\'s demo clients.';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${titles[kind]} · Sandbox</title><style>${style}</style></head><body><main>
<h1>${titles[kind]}</h1>
<p>${intro}</p>
<ul>${items}</ul>
<a class="back" href="${esc(back)}">← Вернуться в магазин / Back to the store</a>
<p class="note">Песочница: настоящий личный кабинет — отдельный сайт оператора. / Sandbox: the real personal account is the operator's own site.</p>
</main></body></html>`;
}
