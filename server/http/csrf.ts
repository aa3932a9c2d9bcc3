import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from './errors';
import { msg } from './messages';

export const SESSION_COOKIE = 'storefront_sid';

/** The token is an HMAC of the session id, so it needs no storage and dies with the cookie. */
export function tokenFor(secret: string, sessionId: string): string {
  return crypto.createHmac('sha256', secret).update(sessionId).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function sessionIdOf(req: FastifyRequest): string | undefined {
  const sid = req.cookies[SESSION_COOKIE];
  return sid && SESSION_ID.test(sid) ? sid : undefined;
}

/** Who asks, as the order limits count clients: the browser session (its cookie) and the address. */
export const requestClient = (req: FastifyRequest): { sid: string | null; ip: string } => ({ sid: sessionIdOf(req) ?? null, ip: req.ip });

export interface CsrfOptions {
  secret: string;
  /** Paths (exact) that take no token, such as provider callbacks authenticated otherwise. */
  exempt?: readonly string[];
}

/**
 * GET /api/token sets the session cookie when missing and answers the token; every
 * POST to /api/* must carry it in X-CSRF-TOKEN, else errorCode -1000.
 */
export function installCsrf(app: FastifyInstance, { secret, exempt = [] }: CsrfOptions): void {
  app.get('/api/token', { config: { limit: false } }, async (req, reply) => {
    let sid = sessionIdOf(req);
    if (!sid) {
      sid = crypto.randomBytes(24).toString('base64url');
      reply.setCookie(SESSION_COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
    }
    reply.header('cache-control', 'no-store');
    return { response: tokenFor(secret, sid) };
  });

  // Before the route's limit and schema: a request without its token is refused as such.
  app.addHook('preValidation', async (req) => {
    // The route that matched, not the request line: the router decodes `%61pi` to `api`,
    // so a check on the raw URL could be walked around by spelling the path differently.
    const route = req.routeOptions.url ?? '';
    if (req.method !== 'POST' || !route.startsWith('/api/')) return;
    if (exempt.includes(route)) return;
    const sid = sessionIdOf(req);
    const header = req.headers['x-csrf-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!sid || !token || !sameToken(token, tokenFor(secret, sid))) {
      throw new ApiFailure(419, ErrorCode.invalidCsrf, msg('csrf'));
    }
  });
}
