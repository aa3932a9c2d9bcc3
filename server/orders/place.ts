import { ErrorCode } from '../../contract/envelope';
import { LIVE_ORDER, zoneCapacities } from '../catalogue/availability';
import { hhmmOf, isoDay } from '../catalogue/clock';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { msg } from '../http/messages';
import { orderHash } from '../seed/ids';
import { orderNumber, ticketCode, ticketHash } from './codes';
import { expireOrders } from './expiry';
import { checkHoldLimits, holdLimitChecks, holdLockKeys, type OrderClient } from './client-limits';
import { holdSeatsBatched } from './seat-batch';
import { refuseHeldBackSeats } from './held-back';
import { placeCountedInOneStatement } from './counted-hold';
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
 * Takes the places of a plan: in one transaction that expires stale reservations,
 * re-checks availability and writes the order, its tickets and its seat holds.
 */
export async function placeOrder(ctx: AppContext, plan: OrderPlan, client: OrderClient | null = null): Promise<{ orderId: number; hash: string }> {
  const now = ctx.now();
  await refuseHeldBackSeats(ctx.db, plan, now, client);
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
    // With the other seat orders that arrive meanwhile, in one statement (seat-batch.ts).
    const placed = await holdSeatsBatched(ctx, { plan, now, client, caps });
    if (placed) return placed;
  }
  if (ctx.db.dialect === 'postgres' && plan.lines.length > 0 && plan.lines.every((l) => !l.seat) && paid && !plan.subscription && caps.every((c) => places <= c.limit)) {
    const placed = await placeCountedInOneStatement(ctx, plan, now, client, caps);
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
