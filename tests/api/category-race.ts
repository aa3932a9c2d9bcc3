import type { TestServer } from './harness';
import { categoryOrderBody, loadNoScheme, plainEvent } from './order-helpers';

/** The smallest category zone of the plain event: 60 places, far fewer than 200 buyers want. */
export const SMALL_ZONE = 5;

/**
 * 200 buyers, each with its own session, ask for 1 or 2 places of the small zone of one
 * session at once: what was on sale, the answers, the places sold and won, the tickets
 * written, and (read when asked) what the listing says is left.
 */
export async function raceForCategory(server: TestServer) {
  const c = server.client();
  const data = await loadNoScheme(c, plainEvent.slug);
  const day = data.calendar.find((d) => d._time.some((t) => t.zones.some((z) => z.zonelevel_id === SMALL_ZONE && z.quantity > 0)))!;
  const time = day._time.find((t) => t.zones.some((z) => z.zonelevel_id === SMALL_ZONE && z.quantity > 0))!;
  const row = data.price.find((p) => p.pricetype_id === time.pricetype_id && p.zonelevel_id === SMALL_ZONE && p.useproculture !== 1)!;
  const left = time.zones.find((z) => z.zonelevel_id === SMALL_ZONE)!.quantity;
  const base = await categoryOrderBody(c, plainEvent.slug, 1);
  const want = (i: number) => 1 + (i % 2);
  const body = (i: number) => ({
    ...base,
    data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: SMALL_ZONE, quantity: want(i), sum: row.price * want(i) }],
  });
  const clients = await Promise.all(Array.from({ length: 200 }, async () => {
    const b = server.client();
    await b.fetchToken();
    return b;
  }));
  const results = await Promise.all(clients.map((b, i) => b.post<{ errorCode: string; hash: string }>('/api/order/create', body(i))));
  const sold = (await server.db.get<{ n: number | null }>(
    `SELECT SUM(l.quantity) AS n FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE l.calendar_id = ? AND l.zonelevel_id = ? AND o.status IN (0, 20)`,
    [time.calendar_id!, SMALL_ZONE],
  ))!.n ?? 0;
  const tickets = (await server.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM tickets t JOIN order_lines l ON l.line_id = t.line_id JOIN orders o ON o.order_id = l.order_id
      WHERE l.calendar_id = ? AND l.zonelevel_id = ? AND o.status IN (0, 20)`,
    [time.calendar_id!, SMALL_ZONE],
  ))!.n;
  const won = results.reduce((n, r, i) => n + (r.status === 200 ? want(i) : 0), 0);
  const leftAfter = async () =>
    (await loadNoScheme(c, plainEvent.slug)).calendar.find((d) => d.day === day.day)!._time.find((t) => t.time === time.time)!.zones.find((z) => z.zonelevel_id === SMALL_ZONE)!.quantity;
  return { left, results, want, sold, won, tickets: Number(tickets), leftAfter };
}
