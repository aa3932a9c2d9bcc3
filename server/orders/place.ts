import { ErrorCode } from '../../contract/envelope';
import { LIVE_ORDER, zoneCapacities } from '../catalogue/availability';
import { hhmmOf, isoDay } from '../catalogue/clock';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { msg } from '../http/messages';
import { orderHash } from '../seed/ids';
import { orderNumber, orderNumberSql, ticketCode, ticketHash } from './codes';
import { expireOrders } from './expiry';
import { checkHoldLimits, holdLimitChecks, holdLockKeys, type HoldLimitCheck, type OrderClient } from './client-limits';
import { cachedCatalogue, catalogueVersion, directCatalogue, dropCachedCatalogue, type PlanningCatalogue } from './planning-catalogue';
import { limitFailure, type OrderPlan } from './plan';
import { kickMail } from '../mail/delivery';
import { queueOrderConfirmation } from '../mail/outbox';

export const placeUnavailable = (seatIds: number[]) =>
  new ApiFailure(409, ErrorCode.limit, msg('placeUnavailable'), { unavailable: seatIds });

/** The plan's catalogue rows are older than the database's: the order is planned again. */
export class StaleCatalogue extends Error {
  constructor() {
    super('the catalogue changed since the order was planned');
  }
}

/**
 * Inside the caller's transaction: the plan's catalogue rows are current, and the session is
 * still on sale (one query).
 */
async function checkSession(tx: Db, plan: OrderPlan, now: Date): Promise<void> {
  const today = isoDay(now);
  const row = await tx.get<{ version: number | null; on_sale: number | null }>(
    `SELECT (SELECT version FROM catalogue_version WHERE id = 1) AS version,
            (SELECT 1 FROM sessions s JOIN events e ON e.event_id = s.event_id
              WHERE s.calendar_id = ? AND e.sale <> 'soon' AND s.day >= ? AND NOT (s.day = ? AND s.time <> '' AND s.time <= ?)) AS on_sale`,
    [plan.calendarId, today, today, hhmmOf(now)],
  );
  if (plan.catalogueVersion !== undefined && Number(row?.version) !== plan.catalogueVersion) throw new StaleCatalogue();
  if (!row?.on_sale) throw limitFailure(msg('sessionClosed'));
}

/**
 * Re-checks, inside the caller's transaction, exactly what each line needs: room left in a
 * category zone, a standing place's quant, a seat's hold. (Whole-session availability is the
 * listing's business, not the hot path's.)
 */
async function checkPlaces(tx: Db, plan: OrderPlan, now: Date): Promise<void> {
  const categoryNeed = new Map<number, number>();
  for (const l of plan.lines) if (l.seatId === null) categoryNeed.set(l.zonelevelId, (categoryNeed.get(l.zonelevelId) ?? 0) + l.quantity);
  if (categoryNeed.size) {
    const capacity = await zoneCapacities(tx, [plan.event.event_id]);
    for (const [zone, need] of categoryNeed) {
      const sold = await tx.get<{ sold: number | null }>(
        `SELECT SUM(l.quantity - l.refunded) AS sold FROM order_lines l JOIN orders o ON o.order_id = l.order_id
          WHERE l.calendar_id = ? AND l.zonelevel_id = ? AND ${LIVE_ORDER}`,
        [plan.calendarId, zone, now.toISOString()],
      );
      if (need > (capacity.get(`${plan.event.event_id}:${zone}`) ?? 0) - (sold?.sold ?? 0)) throw limitFailure(msg('notEnoughPlaces'));
    }
  }

  const seats = plan.lines.filter((l) => l.seat).map((l) => l.seatId!);
  if (seats.length) {
    const taken = await tx.all<{ seat_id: number }>(
      `SELECT h.seat_id FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
        WHERE h.calendar_id = ? AND h.seat_id IN (${seats.map(() => '?').join(',')}) AND ${LIVE_ORDER}`,
      [plan.calendarId, ...seats, now.toISOString()],
    );
    if (taken.length) throw placeUnavailable(taken.map((t) => t.seat_id));
  }
  for (const stand of plan.lines.filter((l) => l.seatId !== null && !l.seat)) {
    const row = await tx.get<{ capacity: number; sold: number | null }>(
      `SELECT h.capacity, (SELECT SUM(l.quantity - l.refunded) FROM order_lines l JOIN orders o ON o.order_id = l.order_id
                             WHERE l.calendar_id = ? AND l.seat_id = h.seat_id AND ${LIVE_ORDER}) AS sold
         FROM hall_seats h JOIN venues v ON v.hall_id = h.hall_id WHERE v.seatroot_id = ? AND h.seat_id = ?`,
      [plan.calendarId, now.toISOString(), plan.event.seatroot_id, stand.seatId],
    );
    if (!row || stand.quantity > row.capacity - (row.sold ?? 0)) throw placeUnavailable([stand.seatId!]);
  }
}

async function insertOrder(tx: Db, plan: OrderPlan, now: Date, reserveSeconds: number, holdSeats: boolean, client: OrderClient | null): Promise<{ orderId: number; hash: string; confirmed: boolean }> {
  const total = plan.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const service = plan.lines.reduce((s, l) => s + l.fee * l.quantity, 0);
  const confirmed = total + service === 0;
  const hash = orderHash();
  const { buyer } = plan;
  // The next id is known before the insert (SQLite: the write lock is ours; PostgreSQL: the
  // sequence), so the order number goes in with the row instead of an UPDATE of a unique index.
  const orderId = await tx.nextId('orders', 'order_id');
  await tx.run(
    `INSERT INTO orders (order_id, hash, ord_num, event_id, status, created_at, reserve_until, lang, fio, surname, name, patronymic, phone, email,
       pushkin, client_id, subscrit_id, referral, total, service_total, paid_at, client_sid, client_ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [orderId, hash, orderNumber(orderId), plan.event.event_id, confirmed ? 20 : 0, now.toISOString(),
      new Date(now.getTime() + (confirmed ? 0 : reserveSeconds * 1000)).toISOString(), plan.lang, buyer.fio, buyer.surname, buyer.name,
      buyer.patronymic, buyer.phone, buyer.email, plan.pushkin ? 1 : 0, plan.clientId, plan.subscription?.subscritId ?? null, plan.referral,
      total, service, confirmed ? now.toISOString() : null, client?.sid ?? null, client?.ip ?? null],
  );
  // Seats first, in seat order: two orders wanting overlapping seats meet on the same first
  // seat and one waits for the other, instead of each holding a seat the other needs (a
  // deadlock PostgreSQL would break only after a second).
  if (holdSeats) {
    const seats = plan.lines.filter((l) => l.seat).map((l) => l.seatId!).sort((a, b) => a - b);
    for (const seatId of seats) {
      const held = await tx.run(`INSERT INTO seat_holds (calendar_id, seat_id, order_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [plan.calendarId, seatId, orderId]);
      if (!held.changes) throw placeUnavailable([seatId]);
    }
  }
  for (const l of plan.lines) {
    const line = await tx.run(
      `INSERT INTO order_lines (order_id, calendar_id, price_id, zonelevel_id, seat_id, quantity, price, priceservise) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [orderId, plan.calendarId, l.priceId, l.zonelevelId, l.seatId, l.quantity, l.price, l.fee],
    );
    await tx.runMany(
      `INSERT INTO tickets (order_id, line_id, tickethash_id, ticketcode, tickettype, price, priceservise, quant) VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
      Array.from({ length: l.quantity }, () => [orderId, line.lastInsertId, ticketHash(), ticketCode(), l.price, l.fee, l.passagequant]),
    );
  }
  if (plan.subscription) {
    const need = plan.lines.reduce((s, l) => s + l.quantity, 0);
    const used = await tx.run('UPDATE client_subscriptions SET quant = quant - ? WHERE subscrit_id = ? AND quant >= ?', [need, plan.subscription.subscritId, need]);
    if (!used.changes) throw limitFailure(msg('subscriptionShort'));
  }
  return { orderId, hash, confirmed };
}

/**
 * PostgreSQL, an order of numbered seats only (the storefront's hot path): the checks and the
 * writes in one statement, which writes nothing unless every check passes: the plan's
 * catalogue is current, the session on sale, none of the seats has a hold row (live or not),
 * no reservation is waiting to be expired, and the client's caps leave room. Each seat is then
 * kept by the seat_holds primary key: a concurrent order inserting the same seat waits for it,
 * and one of them fails with a unique violation, which rolls its statement back whole. Anything
 * the statement did not write (a check failed, a race lost) goes the general way below, which
 * expires, checks and answers precisely. Seats go in in seat order, as there.
 *
 * Round trips: one; with per-client caps three (BEGIN with the caps' locks, this, COMMIT),
 * as counting under a lock needs a statement that starts after the lock is held.
 */
const FAST_SEAT_HOLD = `
WITH gate AS (
  SELECT (SELECT version FROM catalogue_version WHERE id = 1) = $6::bigint AS current,
         EXISTS (SELECT 1 FROM sessions s JOIN events e ON e.event_id = s.event_id
                  WHERE s.calendar_id = $1::bigint AND e.sale <> 'soon' AND s.day >= $2::text
                    AND NOT (s.day = $2::text AND s.time <> '' AND s.time <= $3::text)) AS on_sale,
         EXISTS (SELECT 1 FROM seat_holds WHERE calendar_id = $1::bigint AND seat_id = ANY ($4::bigint[])) AS held,
         EXISTS (SELECT 1 FROM orders WHERE status = 0 AND reserve_until <= $5::text) AS expiring,
         CASE WHEN $30::bigint > 0 THEN (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                                          WHERE o.client_ip = $23::text AND o.status = 0 AND o.reserve_until > $5::text AND l.calendar_id = $1::bigint) ELSE 0 END AS held_ip,
         CASE WHEN $31::bigint > 0 THEN (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
                                          WHERE o.client_sid = $22::text AND o.status = 0 AND o.reserve_until > $5::text AND l.calendar_id = $1::bigint) ELSE 0 END AS held_sid
),
id AS (
  SELECT nextval(pg_get_serial_sequence('orders', 'order_id')) AS order_id FROM gate
   WHERE current AND on_sale AND NOT held AND NOT expiring
     AND ($30::bigint = 0 OR held_ip + cardinality($4::bigint[]) <= $30::bigint)
     AND ($31::bigint = 0 OR held_sid + cardinality($4::bigint[]) <= $31::bigint)
),
o AS (
  INSERT INTO orders (order_id, hash, ord_num, event_id, status, created_at, reserve_until, lang, fio, surname, name, patronymic, phone, email,
    pushkin, client_id, subscrit_id, referral, total, service_total, paid_at, client_sid, client_ip)
  SELECT order_id, $7::text, ${orderNumberSql('order_id')}, $8::bigint, 0, $5::text, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text, $15::text, $16::text,
    $17::bigint, $18::bigint, NULL, $19::text, $20::float8, $21::float8, NULL, $22::text, $23::text
    FROM id
  RETURNING order_id
),
h AS (
  INSERT INTO seat_holds (calendar_id, seat_id, order_id) SELECT $1::bigint, x.seat_id, o.order_id FROM o, unnest($4::bigint[]) WITH ORDINALITY AS x(seat_id, n) ORDER BY x.n
),
l AS (
  INSERT INTO order_lines (order_id, calendar_id, price_id, zonelevel_id, seat_id, quantity, price, priceservise)
  SELECT o.order_id, $1::bigint, x.price_id, x.zonelevel_id, x.seat_id, 1, x.price, x.fee
    FROM o, unnest($24::bigint[], $25::bigint[], $4::bigint[], $26::float8[], $27::float8[]) AS x(price_id, zonelevel_id, seat_id, price, fee)
  RETURNING line_id, seat_id
),
t AS (
  INSERT INTO tickets (order_id, line_id, tickethash_id, ticketcode, tickettype, price, priceservise, quant)
  SELECT o.order_id, l.line_id, x.hash, x.code, 1, x.price, x.fee, x.quant
    FROM o, l JOIN unnest($4::bigint[], $28::text[], $29::text[], $26::float8[], $27::float8[], $32::bigint[]) AS x(seat_id, hash, code, price, fee, quant) ON x.seat_id = l.seat_id
)
SELECT (SELECT order_id FROM o) AS order_id`;

/** SQLSTATEs after which the one-statement hold leaves the order to the general path: a seat's hold taken meanwhile, a deadlock. */
const FAST_FALLBACK = new Set(['23505', '40P01']);

async function placeSeatsInOneStatement(ctx: AppContext, plan: OrderPlan, now: Date, client: OrderClient | null, caps: readonly HoldLimitCheck[]): Promise<{ orderId: number; hash: string } | null> {
  const seats = [...plan.lines].sort((a, b) => a.seatId! - b.seatId!);
  const total = seats.reduce((s, l) => s + l.price, 0);
  const service = seats.reduce((s, l) => s + l.fee, 0);
  const hash = orderHash();
  const { buyer } = plan;
  const today = isoDay(now);
  const cap = (column: HoldLimitCheck['column']) => caps.find((c) => c.column === column)?.limit ?? 0;
  const params = [
    plan.calendarId, today, hhmmOf(now), seats.map((l) => l.seatId!), now.toISOString(), plan.catalogueVersion ?? -1,
    hash, plan.event.event_id, new Date(now.getTime() + ctx.config.reserveSeconds * 1000).toISOString(), plan.lang,
    buyer.fio, buyer.surname, buyer.name, buyer.patronymic, buyer.phone, buyer.email,
    plan.pushkin ? 1 : 0, plan.clientId, plan.referral, total, service, client?.sid ?? null, client?.ip ?? null,
    seats.map((l) => l.priceId), seats.map((l) => l.zonelevelId), seats.map((l) => l.price), seats.map((l) => l.fee),
    seats.map(() => ticketHash()), seats.map(() => ticketCode()), cap('client_ip'), cap('client_sid'), seats.map((l) => l.passagequant),
  ];
  const write = (db: Db) => db.get<{ order_id: number | null }>(FAST_SEAT_HOLD, params);
  try {
    const row = caps.length
      ? await ctx.db.tx(write, { isolation: 'read committed', locks: holdLockKeys(caps) })
      : await write(ctx.db);
    return row?.order_id == null ? null : { orderId: Number(row.order_id), hash };
  } catch (err) {
    if (FAST_FALLBACK.has((err as { code?: string }).code ?? '')) return null;
    throw err;
  }
}

/**
 * Takes the places of a plan: in one transaction that expires stale reservations,
 * re-checks availability and writes the order, its tickets and its seat holds.
 */
export async function placeOrder(ctx: AppContext, plan: OrderPlan, client: OrderClient | null = null): Promise<{ orderId: number; hash: string }> {
  const now = ctx.now();
  if (ctx.config.unsafeUnlockedHolds) {
    // Test-only control: check, let the other requests of a race check too, then write without
    // locks. One event-loop turn is too short a window: on a busy machine the requests of a
    // race arrive over hundreds of milliseconds, and the control must oversell every time.
    await checkSession(ctx.db, plan, now);
    await checkPlaces(ctx.db, plan, now);
    await new Promise((r) => setTimeout(r, 250));
    return ctx.db.tx((tx) => insertOrder(tx, plan, now, ctx.config.reserveSeconds, false, client));
  }
  const caps = holdLimitChecks(ctx, client);
  const places = plan.lines.reduce((s, l) => s + l.quantity, 0);
  const seatsOnly = plan.lines.length > 0 && plan.lines.every((l) => l.seat);
  const paid = plan.lines.some((l) => l.price + l.fee > 0);
  if (ctx.db.dialect === 'postgres' && seatsOnly && paid && !plan.subscription && caps.every((c) => places <= c.limit)) {
    const placed = await placeSeatsInOneStatement(ctx, plan, now, client, caps);
    if (placed) return placed;
  }
  // PostgreSQL: READ COMMITTED with explicit locks, the hot path's cheapest safe way. A seat is
  // kept by the seat_holds primary key; places that are counted (a category zone, a standing
  // place's quant) by the session's row lock, taken before counting; the client's limits by
  // its own locks, taken as the transaction begins. Orders of different sessions never wait
  // for each other.
  const counted = plan.lines.some((l) => !l.seat);
  const placed = await ctx.db.tx(async (tx) => {
    await expireOrders(tx, now);
    await checkSession(tx, plan, now);
    await checkHoldLimits(tx, caps, plan.calendarId, places, now);
    if (counted) await tx.get('SELECT calendar_id FROM sessions WHERE calendar_id = ? FOR UPDATE', [plan.calendarId]);
    await checkPlaces(tx, plan, now);
    const order = await insertOrder(tx, plan, now, ctx.config.reserveSeconds, true, client);
    // A free order is confirmed at once: its tickets are mailed (written with it, sent after commit).
    return { ...order, mailed: order.confirmed && (await queueOrderConfirmation(tx, ctx, order.orderId, now)) };
  }, { isolation: 'read committed', locks: holdLockKeys(caps) });
  if (placed.mailed) kickMail(ctx);
  return { orderId: placed.orderId, hash: placed.hash };
}

/**
 * Plans an order from this process's catalogue cache and places it. When the hold finds the
 * catalogue changed since (or the plan was refused on rows that turn out to be stale), the
 * cache is dropped and the order planned again; the last attempt reads the database directly.
 */
export async function placePlannedOrder(
  ctx: AppContext,
  planWith: (cat: PlanningCatalogue) => Promise<OrderPlan>,
  client: OrderClient | null,
): Promise<{ orderId: number; hash: string }> {
  for (let attempt = 1; ; attempt++) {
    const cat = attempt < 3 ? await cachedCatalogue(ctx.db) : directCatalogue(ctx.db);
    let plan: OrderPlan;
    try {
      plan = await planWith(cat);
    } catch (err) {
      if (cat.version !== undefined && err instanceof ApiFailure && (await catalogueVersion(ctx.db)) !== cat.version) {
        dropCachedCatalogue(ctx.db, cat.version);
        continue;
      }
      throw err;
    }
    try {
      return await placeOrder(ctx, plan, client);
    } catch (err) {
      if (!(err instanceof StaleCatalogue)) throw err;
      dropCachedCatalogue(ctx.db, cat.version);
    }
  }
}
