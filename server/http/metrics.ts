import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/driver';
import { watchLoopDelay } from './loop-delay';

const ORDER_STATUS: Record<number, string> = { 0: 'reserved', 20: 'paid', 90: 'cancelled' };

/** What the metrics read of the app's context: the database, the clock and the live hub's counts. */
interface MetricsContext {
  db: Db;
  now: () => Date;
  live: { readonly open: number; readonly dropped: number };
}

/**
 * Prometheus metrics at GET /metrics (prom-client, a registry per app). Per instance: request
 * rate and latency per route (the route's pattern, never the raw URL, so hashes do not become
 * series), and the process (CPU, memory, event-loop lag). From the database at each scrape,
 * the same on every instance: orders by status, places held unpaid, payments by status,
 * refunds sent and waiting, the mail queue. Per instance again: open live-map connections.
 */
export function installMetrics(app: FastifyInstance, ctx: MetricsContext): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const stopLoopDelay = watchLoopDelay(registry);
  app.addHook('onClose', async () => stopLoopDelay());
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer, by route', labelNames: ['method', 'route'], registers: [registry],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  const db = ctx.db;
  new Gauge({
    name: 'storefront_orders', help: 'Orders by status (reserved counts reservations not yet swept after expiry)', labelNames: ['status'], registers: [registry],
    async collect() {
      this.reset();
      for (const r of await db.all<{ status: number; n: number }>('SELECT status, COUNT(*) AS n FROM orders GROUP BY status')) {
        this.set({ status: ORDER_STATUS[Number(r.status)] ?? String(r.status) }, Number(r.n));
      }
    },
  });
  new Gauge({
    name: 'storefront_held_places', help: 'Places held by live unpaid reservations', registers: [registry],
    async collect() {
      const r = await db.get<{ n: number | null }>(
        `SELECT SUM(l.quantity - l.refunded) AS n FROM orders o JOIN order_lines l ON l.order_id = o.order_id WHERE o.status = 0 AND o.reserve_until > ?`,
        [ctx.now().toISOString()],
      );
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'storefront_payments', help: 'Payments (invoices) by status', labelNames: ['status'], registers: [registry],
    async collect() {
      this.reset();
      for (const r of await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM payments GROUP BY status')) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'storefront_refunds', help: 'Refunds to the provider: sent, or waiting for the provider to take them', labelNames: ['state'], registers: [registry],
    async collect() {
      const r = await db.get<{ sent: number; waiting: number }>('SELECT COUNT(sent_at) AS sent, COUNT(*) - COUNT(sent_at) AS waiting FROM refunds');
      this.set({ state: 'sent' }, Number(r?.sent ?? 0));
      this.set({ state: 'waiting' }, Number(r?.waiting ?? 0));
    },
  });
  new Gauge({
    name: 'storefront_mail_queue', help: 'Messages in the outbox not sent yet', registers: [registry],
    async collect() {
      const r = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL');
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'storefront_waitlist_entries',
    help: 'Waiting-list entries of sessions still to come, by session and state (waiting; offered: places held for them now)',
    labelNames: ['calendar_id', 'state'], registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.all<{ calendar_id: number; state: string; n: number }>(
        `SELECT w.calendar_id, w.state, COUNT(*) AS n FROM waitlist_entries w JOIN sessions s ON s.calendar_id = w.calendar_id
          WHERE w.state IN ('waiting', 'offering', 'offered') AND s.day >= ? GROUP BY w.calendar_id, w.state`,
        [ctx.now().toISOString().slice(0, 10)],
      );
      for (const r of rows) this.inc({ calendar_id: String(r.calendar_id), state: r.state === 'offering' ? 'waiting' : r.state }, Number(r.n));
    },
  });

  new Gauge({
    name: 'storefront_live_connections', help: 'Open live-map connections (seat-change streams) on this instance', registers: [registry],
    collect() {
      this.set(ctx.live.open);
    },
  });

  new Counter({
    name: 'storefront_live_dropped_total', help: 'Live-map listeners dropped for not reading what they were sent (this instance)', registers: [registry],
    collect() {
      this.reset();
      this.inc(ctx.live.dropped);
    },
  });

  app.get('/metrics', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
