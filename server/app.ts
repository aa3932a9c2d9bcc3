import crypto from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/driver';
import { installClientApp } from './http/client-app';
import type { PageSubjects } from './http/page-subjects';
import { eventByHash } from './catalogue/events';
import { orderByHash } from './orders/find';
import { paidTicket } from './orders/ticket';
import { installCsrf } from './http/csrf';
import { clientErrorReply, frameworkErrorReply, installClosingRefusal, installErrorHandler } from './http/envelope';
import { installForwardedAddressCheck } from './http/forwarded-address';
import { installHealth } from './http/health';
import { installMetrics } from './http/metrics';
import { installNulRefusal } from './http/nul-refusal';
import { RateLimiter } from './http/rate-limit';
import { installRouteRules } from './http/route-rules';
import { installRequestId, requestId } from './http/request-id';
import { assetRoutes } from './routes/assets';
import { bookingRoutes } from './routes/booking';
import { schemeHallRoutes } from './routes/scheme-hall';
import { captchaRoutes } from './routes/captcha';
import { catalogueRoutes } from './routes/catalogue';
import { demoRoutes } from './routes/demo';
import { orderRoutes } from './routes/orders';
import { orderChangeRoutes } from './routes/order-changes';
import { refundRoutes } from './routes/refunds';
import { accountRoutes } from './routes/account';
import { PAYMENT_CALLBACK, paymentRoutes } from './routes/payments';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxAccountRoutes } from './routes/sandbox-account';
import { widgetRoutes } from './routes/widget';
import { waitlistRoutes } from './routes/waitlist';
import { installWaitlistSweep } from './waitlist/sweep';
import { liveRoutes } from './routes/live';
import { LiveHub } from './live/hub';
import { mailboxKey, mailRoutes } from './routes/sandbox-mail';
import { sandboxProvider } from './payments/provider';
import { expireOrders } from './orders/expiry';
import { sendRefunds } from './payments/refunds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context, for in-process tests and tools. */
    storefront: AppContext;
  }
}

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** The CSRF secret survives restarts (tokens stay valid) unless SESSION_SECRET overrides it. */
async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.run(`INSERT INTO settings (key, value) VALUES ('session_secret', ?) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const row = await db.get<{ value: string }>(`SELECT value FROM settings WHERE key = 'session_secret'`);
  return row?.value ?? fresh;
}

/** A hop count becomes the function Fastify applies per hop (its typings take no number). */
function trustedProxies(trust: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Reservations also expire inside every hold; the sweep releases the ones nobody touches
 * and retries refunds the provider has not accepted yet.
 */
function installExpirySweep(app: FastifyInstance, ctx: AppContext): void {
  const timer = setInterval(() => {
    ctx.db.tx((tx) => expireOrders(tx, ctx.now())).catch((err: unknown) => app.log.error({ err }, 'expiry sweep failed'));
    sendRefunds(ctx).catch((err: unknown) => app.log.error({ err }, 'refund retry failed'));
  }, 30_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The pages' subjects, looked up by the domain as its own calls look them up. */
const pageSubjects = (db: Db): PageSubjects => ({
  order: async (hash) => !!(await orderByHash(db, hash)),
  event: async (hash) => !!(await eventByHash(db, hash)),
  ticket: async (hash) => !!(await paidTicket(db, hash)),
});

export async function buildApp({ db, config, now = () => new Date(), logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // Only configured proxies may name the client's address (the rate limits key on it).
    trustProxy: trustedProxies(config.trustProxy),
    // Order look-ups and the like carry hashes in the path; keep the router strict.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
    // Requests that arrive while the server closes get the envelope (installClosingRefusal).
    return503OnClosing: false,
    // Unique across instances, or the proxy's own X-Request-Id; in every log line (reqId) and refusal.
    genReqId: requestId,
  });
  const secret = await sessionSecret(db, config.secret);
  const payments = sandboxProvider(secret, db, now);
  // Counted in the database, so that every instance behind a proxy shares the limits.
  const limiter = new RateLimiter(config.rateLimits, now, db, (err) => app.log.warn({ err }, 'rate-limit counters not written'));
  app.addHook('onClose', () => limiter.settle());
  const live = new LiveHub(db, now, config.live, (err, what) => app.log.error({ err }, what));
  const ctx: AppContext = { db, config, now, limiter, payments, live };

  app.decorate('storefront', ctx);
  installErrorHandler(app);
  installClosingRefusal(app);
  installNulRefusal(app);
  installForwardedAddressCheck(app, config.trustProxy);
  installRequestId(app);
  installMetrics(app, ctx);
  installHealth(app, db);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });
  installRouteRules(app, limiter, { ...config.rateLimits, demo: config.clientLimits.demoPerMinute });
  installCsrf(app, { secret, exempt: [PAYMENT_CALLBACK] });

  await app.register(catalogueRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(schemeHallRoutes, { ctx });
  await app.register(captchaRoutes, { ctx });
  await app.register(assetRoutes, { ctx });
  await app.register(demoRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(orderChangeRoutes, { ctx });
  await app.register(refundRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(sandboxRoutes, { ctx });
  await app.register(sandboxAccountRoutes, { ctx });
  await app.register(widgetRoutes);
  await app.register(liveRoutes, { ctx });
  await app.register(waitlistRoutes, { ctx });
  await app.register(mailRoutes, { ctx, key: mailboxKey(secret) });
  installExpirySweep(app, ctx);
  installWaitlistSweep(app, ctx);
  await live.start();
  // Open streams would keep close() waiting: end them first.
  app.addHook('preClose', () => live.stop());
  await installClientApp(app, config.clientDir, pageSubjects(db));
  return app;
}
