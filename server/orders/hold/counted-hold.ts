import { hhmmOf, isoDay } from '../../catalogue/clock';
import type { AppContext } from '../../context';
import { holdLockKeys, type HoldLimitCheck, type OrderClient } from './client-caps';
import { orderHash, orderNumberSql, ticketCode, ticketHash } from './ids';
import type { OrderPlan } from '../plan';

/**
 * PostgreSQL, an order of counted places only (category zones of a category event, standing
 * places), paid, no subscription: three round trips instead of about twelve. Places that are
 * counted are counted under the session's row lock, and a statement's snapshot is taken when
 * it starts: so the lock is taken first, in the BEGIN message (with the client caps' advisory
 * locks, in the order the transaction path takes them), and one statement then checks and
 * writes, then COMMIT.
 *
 * The statement writes nothing unless every check passes: the plan's catalogue is current, the
 * session on sale, no reservation is waiting to be expired, each zone has room for what the
 * order needs (its quota less the live orders' places), each standing place too (its capacity
 * less theirs), and the client's caps leave room. Anything it did not write goes the
 * transaction path, which expires, checks and answers precisely.
 */
const countedHold = (control: boolean) => `
WITH x AS MATERIALIZED (
  SELECT * FROM unnest($24::bigint[], $25::bigint[], $26::bigint[], $27::bigint[], $28::float8[], $29::float8[], $30::bigint[])
    WITH ORDINALITY AS x(price_id, zonelevel_id, seat_id, quantity, price, fee, quant, n)
),
gate AS (
  SELECT (SELECT version FROM catalogue_version WHERE id = 1) = $5::bigint
     AND EXISTS (SELECT 1 FROM sessions s JOIN events e ON e.event_id = s.event_id
                  WHERE s.calendar_id = $1::bigint AND e.sale <> 'soon' AND s.day >= $2::text
                    AND NOT (s.day = $2::text AND s.time <> '' AND s.time <= $3::text))
     AND NOT COALESCE((SELECT MIN(reserve_until) FROM orders WHERE status = 0) <= $4::text, false)${control ? '\n     AND (SELECT true FROM pg_sleep(0.1))' : ''}
     AND NOT EXISTS (
       SELECT 1 FROM (SELECT zonelevel_id, SUM(quantity) AS need FROM x WHERE seat_id IS NULL GROUP BY zonelevel_id) z
        WHERE z.need > COALESCE((SELECT q.quantity FROM zone_quotas q WHERE q.event_id = $7::bigint AND q.zonelevel_id = z.zonelevel_id), 0)
                     - COALESCE((SELECT SUM(l.quantity - l.refunded) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
                                  WHERE l.calendar_id = $1::bigint AND l.zonelevel_id = z.zonelevel_id
                                    AND (o.status = 20 OR (o.status = 0 AND o.reserve_until > $4::text))), 0))
     AND NOT EXISTS (
       SELECT 1 FROM (SELECT seat_id, SUM(quantity) AS need FROM x WHERE seat_id IS NOT NULL GROUP BY seat_id) st
        WHERE NOT EXISTS (SELECT 1 FROM hall_seats h JOIN venues v ON v.hall_id = h.hall_id WHERE v.seatroot_id = $31::bigint AND h.seat_id = st.seat_id)
           OR EXISTS (SELECT 1 FROM hall_seats h JOIN venues v ON v.hall_id = h.hall_id
                       WHERE v.seatroot_id = $31::bigint AND h.seat_id = st.seat_id
                         AND st.need > h.capacity - COALESCE((SELECT SUM(l.quantity - l.refunded) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
                                                              WHERE l.calendar_id = $1::bigint AND l.seat_id = st.seat_id
                                                                AND (o.status = 20 OR (o.status = 0 AND o.reserve_until > $4::text))), 0)))
     AND ($22::bigint = 0 OR (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                               WHERE o.client_ip = $21::text AND o.status = 0 AND o.reserve_until > $4::text AND l.calendar_id = $1::bigint)
                             + $19::bigint <= $22::bigint)
     AND ($23::bigint = 0 OR (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                               WHERE o.client_sid = $20::text AND o.status = 0 AND o.reserve_until > $4::text AND l.calendar_id = $1::bigint)
                             + $19::bigint <= $23::bigint) AS ok
),
id AS MATERIALIZED (SELECT nextval(pg_get_serial_sequence('orders', 'order_id')) AS order_id FROM gate WHERE ok),
o AS (
  INSERT INTO orders (order_id, hash, ord_num, event_id, status, created_at, reserve_until, lang, fio, surname, name, patronymic, phone, email,
    pushkin, client_id, subscrit_id, referral, total, service_total, paid_at, client_sid, client_ip)
  SELECT order_id, $6::text, ${orderNumberSql('order_id')}, $7::bigint, 0, $4::text, $8::text, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text, $15::text,
    $16::bigint, $17::bigint, NULL, $18::text, (SELECT SUM(price * quantity) FROM x), (SELECT SUM(fee * quantity) FROM x), NULL, $20::text, $21::text
    FROM id
),
lines AS MATERIALIZED (
  SELECT x.*, id.order_id, nextval(pg_get_serial_sequence('order_lines', 'line_id')) AS line_id FROM x, id
),
l AS (
  INSERT INTO order_lines (line_id, order_id, calendar_id, price_id, zonelevel_id, seat_id, quantity, price, priceservise)
  SELECT line_id, order_id, $1::bigint, price_id, zonelevel_id, seat_id, quantity, price, fee FROM lines ORDER BY n
),
t AS (
  INSERT INTO tickets (order_id, line_id, tickethash_id, ticketcode, tickettype, price, priceservise, quant)
  SELECT lines.order_id, lines.line_id, k.hash, k.code, 1, lines.price, lines.fee, lines.quant
    FROM unnest($32::bigint[], $33::text[], $34::text[]) AS k(n, hash, code) JOIN lines ON lines.n = k.n
)
SELECT (SELECT order_id FROM id) AS order_id`;

const COUNTED_HOLD = countedHold(false);
const CONTROL_HOLD = countedHold(true);

/**
 * Test-only (tests/api/order-batch.test.ts, in-process servers): the statement without the
 * session's lock, and slow enough that racing orders overlap, to prove the category race test
 * can fail on this path. Never set outside tests.
 */
export const countedHoldTesting = { withoutSessionLock: false };

/** SQLSTATEs after which the order goes the transaction path instead: a deadlock. */
const FALLBACK = new Set(['40P01']);

/** The order's id and hash, or null when it was not written and must go the transaction path. */
export async function placeCountedInOneStatement(
  ctx: AppContext,
  plan: OrderPlan,
  now: Date,
  client: OrderClient | null,
  caps: readonly HoldLimitCheck[],
): Promise<{ orderId: number; hash: string } | null> {
  const hash = orderHash();
  const { buyer, lines } = plan;
  const cap = (column: HoldLimitCheck['column']) => caps.find((c) => c.column === column)?.limit ?? 0;
  const tickets = lines.flatMap((l, i) => Array.from({ length: l.quantity }, () => i + 1));
  const params = [
    plan.calendarId, isoDay(now), hhmmOf(now), now.toISOString(), plan.catalogueVersion ?? -1, hash, plan.event.event_id,
    new Date(now.getTime() + ctx.config.reserveSeconds * 1000).toISOString(), plan.lang,
    buyer.fio, buyer.surname, buyer.name, buyer.patronymic, buyer.phone, buyer.email,
    plan.pushkin ? 1 : 0, plan.clientId, plan.referral, lines.reduce((n, l) => n + l.quantity, 0), client?.sid ?? null, client?.ip ?? null, cap('client_ip'), cap('client_sid'),
    lines.map((l) => l.priceId), lines.map((l) => l.zonelevelId), lines.map((l) => l.seatId), lines.map((l) => l.quantity),
    lines.map((l) => l.price), lines.map((l) => l.fee), lines.map((l) => l.passagequant),
    plan.event.seatroot_id ?? -1, tickets, tickets.map(() => ticketHash()), tickets.map(() => ticketCode()),
  ];
  try {
    const control = countedHoldTesting.withoutSessionLock;
    const row = await ctx.db.tx((tx) => tx.get<{ order_id: number | null }>(control ? CONTROL_HOLD : COUNTED_HOLD, params), {
      isolation: 'read committed',
      locks: holdLockKeys(caps),
      lockSessions: control ? [] : [plan.calendarId],
    });
    return row?.order_id == null ? null : { orderId: Number(row.order_id), hash };
  } catch (err) {
    if (FALLBACK.has((err as { code?: string }).code ?? '')) return null;
    throw err;
  }
}
