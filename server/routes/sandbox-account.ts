import { accountPage, safeBackUrl, type AccountPageKind, type DemoClient } from '../sandbox/account-page';
import type { RoutePlugin } from './route-plugin';

// A Map, so that a page named like an object property (constructor, toString) finds nothing.
const kinds = new Map<string, AccountPageKind>([['login', 'login'], ['register', 'register'], ['', 'account']]);

/** GET /sandbox/lk/{login,register,}?backUrl=/path: the stand-in personal account (see account-page.ts). */
export const sandboxAccountRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get<{ Params: { page?: string }; Querystring: { backUrl?: string } }>('/sandbox/lk/:page?', async (req, reply) => {
    const kind = kinds.get(req.params.page ?? '');
    if (!kind) return reply.status(404).type('text/plain; charset=utf-8').send('Страница не найдена / Page not found');
    const clients = await ctx.db.all<DemoClient>(
      `SELECT c.session_id, c.lastname, c.firstname, c.email, c.blocked,
              (SELECT COUNT(*) FROM client_subscriptions s WHERE s.client_id = c.id) AS subscriptions
         FROM clients c ORDER BY c.id`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(accountPage(kind, clients, safeBackUrl(req.query.backUrl)));
  });
};
