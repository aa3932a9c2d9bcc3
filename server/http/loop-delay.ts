import { Histogram, type Registry } from 'prom-client';

/** How often the loop is asked to wake: each wake-up late by more than its period counts once. */
const PERIOD_MS = 20;

/**
 * The event loop's delay as a Prometheus histogram (`storefront_event_loop_delay_seconds`):
 * how late a timer due every PERIOD_MS fired. prom-client's default metrics give percentiles
 * of the last scrape's window only; buckets add up across scrapes and instances, so the
 * on-sale bench (bench/onsale) and an operator read the p99 of any period from two scrapes.
 * A burst that blocks the loop for 80 ms is one observation of ~80 ms.
 */
export function watchLoopDelay(registry: Registry): () => void {
  const delay = new Histogram({
    name: 'storefront_event_loop_delay_seconds',
    help: `How late a timer due every ${PERIOD_MS} ms fired on this instance's event loop`,
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1],
    registers: [registry],
  });
  let due = performance.now() + PERIOD_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    delay.observe(Math.max(0, now - due) / 1000);
    // Due again one period after it ran: a long block counts once, not once per missed period.
    due = now + PERIOD_MS;
  }, PERIOD_MS);
  timer.unref();
  return () => clearInterval(timer);
}
