import { hhmmOf, isoDay } from '../../catalogue/clock';
import type { AppContext } from '../../context';
import type { Db } from '../../db/driver';
import { holdLockKeys, type HoldLimitCheck, type OrderClient } from './client-caps';
import { orderHash, orderNumberSql, ticketCode, ticketHash } from './ids';
import type { OrderPlan } from '../plan';
import { ORDERS_OUTGREW_STATISTICS_SQL, refreshOrdersStatistics } from './orders-statistics';

/**
 * PostgreSQL, orders of numbered seats only (the storefront's hot path): the checks and the
 * writes of several orders in one statement (group commit). Orders that arrive while the
 * event loop is busy, or while earlier statements are with the database, wait for the next
 * statement and go in it together, up to `orderBatch` of them: one round trip, one plan, one
 * executor start and one commit for them all, instead of one each.
 *
 * Each order stays all-or-nothing and independent of the others in its statement:
 * - its checks are its own (the plan's catalogue is current, its session on sale, none of its
 *   seats has a hold row, the client's caps leave room); an order that fails one is not
 *   written, and goes the transaction path (expiry, precise checks and refusals) alone;
 * - no two orders of one statement want the same seat (the later one waits for the next);
 * - a seat taken meanwhile by another statement or instance makes the seat_holds primary key
 *   fail the whole statement: nothing of it is written, and each of its orders is tried again
 *   in a statement of its own, the losers then going the transaction path;
 * - if any reservation is waiting to expire, nothing is written: the transaction path expires
 *   it (the next hold sweeps expired orders, as before).
 * Seat holds go in in (session, seat) order across the statement, the order every hold path
 * takes its seats in, so two statements wanting overlapping seats wait, never deadlock.
 *
 * The per-client caps (HOLD_LIMIT, HOLD_LIMIT_ADDRESS) are counted in the statement under the
 * advisory locks of every client in it, taken with BEGIN (one message; then the statement,
 * then COMMIT: three round trips a statement). An order counts, besides what its client holds
 * already, every earlier order of the same client and session in its statement, whether or not
 * that one is written: never fewer places than the client would hold, so never past the cap.
 */

export interface SeatHold {
  plan: OrderPlan;
  now: Date;
  client: OrderClient | null;
  caps: readonly HoldLimitCheck[];
}

export type Placed = { orderId: number; hash: string };

/** SQLSTATEs after which a statement's orders are tried again one by one: a seat's hold taken meanwhile, a deadlock. */
const FALLBACK = new Set(['23505', '40P01']);

/** Statements a process keeps with the database at once; orders arriving meanwhile queue for the next. */
const IN_FLIGHT = 2;

const batchSql = (ignoreConflicts: boolean) => `
WITH b AS MATERIALIZED (
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::bigint[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::bigint[], $17::bigint[], $18::text[],
                       $19::float8[], $20::float8[], $21::text[], $22::text[], $23::bigint[], $24::bigint[], $25::bigint[])
    WITH ORDINALITY AS b(calendar_id, day, hhmm, created_at, version, hash, event_id, reserve_until, lang,
                         fio, surname, name, patronymic, phone, email, pushkin, client_id, referral,
                         total, service, sid, ip, cap_ip, cap_sid, places, k)
),
s AS MATERIALIZED (
  SELECT * FROM unnest($26::bigint[], $27::bigint[], $28::bigint[], $29::bigint[], $30::float8[], $31::float8[], $32::bigint[], $33::text[], $34::text[])
    AS s(k, seat_id, price_id, zonelevel_id, price, fee, quant, thash, tcode)
),
ids AS MATERIALIZED (
  SELECT b.*, nextval(pg_get_serial_sequence('orders', 'order_id')) AS order_id FROM b
   WHERE b.version = (SELECT version FROM catalogue_version WHERE id = 1)
     -- The earliest live reservation by the (status, reserve_until) index: a generic plan of
     -- any reservation at or before $35 reads the whole table (a third of it expected to match).
     AND NOT COALESCE((SELECT MIN(reserve_until) FROM orders WHERE status = 0) <= $35::text, false)
     AND EXISTS (SELECT 1 FROM sessions ss JOIN events e ON e.event_id = ss.event_id
                  WHERE ss.calendar_id = b.calendar_id AND e.sale <> 'soon' AND ss.day >= b.day
                    AND NOT (ss.day = b.day AND ss.time <> '' AND ss.time <= b.hhmm))
     ${ignoreConflicts ? '' : 'AND NOT EXISTS (SELECT 1 FROM s JOIN seat_holds h ON h.calendar_id = b.calendar_id AND h.seat_id = s.seat_id WHERE s.k = b.k)'}
     AND (b.cap_ip = 0 OR
          (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.client_ip = b.ip AND o.status = 0 AND o.reserve_until > b.created_at AND l.calendar_id = b.calendar_id)
          + (SELECT SUM(e.places) FROM b e WHERE e.ip = b.ip AND e.calendar_id = b.calendar_id AND e.k <= b.k) <= b.cap_ip)
     AND (b.cap_sid = 0 OR
          (SELECT COALESCE(SUM(l.quantity - l.refunded), 0) FROM orders o JOIN order_lines l ON l.order_id = o.order_id
            WHERE o.client_sid = b.sid AND o.status = 0 AND o.reserve_until > b.created_at AND l.calendar_id = b.calendar_id)
          + (SELECT SUM(e.places) FROM b e WHERE e.sid = b.sid AND e.calendar_id = b.calendar_id AND e.k <= b.k) <= b.cap_sid)
),
o AS (
  INSERT INTO orders (order_id, hash, ord_num, event_id, status, created_at, reserve_until, lang, fio, surname, name, patronymic, phone, email,
    pushkin, client_id, subscrit_id, referral, total, service_total, paid_at, client_sid, client_ip)
  SELECT order_id, hash, ${orderNumberSql('order_id')}, event_id, 0, created_at, reserve_until, lang, fio, surname, name, patronymic, phone, email,
    pushkin, client_id, NULL, referral, total, service, NULL, sid, ip
    FROM ids
),
h AS (
  INSERT INTO seat_holds (calendar_id, seat_id, order_id)
  SELECT ids.calendar_id, s.seat_id, ids.order_id FROM ids JOIN s ON s.k = ids.k ORDER BY ids.calendar_id, s.seat_id
  ${ignoreConflicts ? 'ON CONFLICT DO NOTHING' : ''}
),
l AS (
  INSERT INTO order_lines (order_id, calendar_id, price_id, zonelevel_id, seat_id, quantity, price, priceservise)
  SELECT ids.order_id, ids.calendar_id, s.price_id, s.zonelevel_id, s.seat_id, 1, s.price, s.fee FROM ids JOIN s ON s.k = ids.k
  RETURNING line_id, order_id, seat_id
),
t AS (
  INSERT INTO tickets (order_id, line_id, tickethash_id, ticketcode, tickettype, price, priceservise, quant)
  SELECT l.order_id, l.line_id, s.thash, s.tcode, 1, s.price, s.fee, s.quant
    FROM l JOIN ids ON ids.order_id = l.order_id JOIN s ON s.k = ids.k AND s.seat_id = l.seat_id
)
SELECT k, order_id, ${ORDERS_OUTGREW_STATISTICS_SQL} AS orders_outgrew FROM ids`;

const BATCH_SQL = batchSql(false);
const UNSAFE_BATCH_SQL = batchSql(true);

/** Writes the orders that pass their checks; the others (and all of them on a conflict) answer null. */
async function writeBatch(ctx: AppContext, items: readonly SeatHold[]): Promise<(Placed | null)[]> {
  const orders = items.map((item) => {
    const { plan, caps } = item;
    const seats = [...plan.lines].sort((a, b) => a.seatId! - b.seatId!);
    const cap = (column: HoldLimitCheck['column']) => caps.find((c) => c.column === column)?.limit ?? 0;
    return { item, seats, hash: orderHash(), cap_ip: cap('client_ip'), cap_sid: cap('client_sid') };
  });
  const col = <T>(f: (o: (typeof orders)[number]) => T) => orders.map(f);
  const seatRows = orders.flatMap((o, i) => o.seats.map((l) => ({ k: i + 1, l })));
  const seatCol = <T>(f: (r: (typeof seatRows)[number]) => T) => seatRows.map(f);
  const latest = new Date(Math.max(...items.map((i) => i.now.getTime())));
  const params = [
    col((o) => o.item.plan.calendarId), col((o) => isoDay(o.item.now)), col((o) => hhmmOf(o.item.now)), col((o) => o.item.now.toISOString()),
    col((o) => o.item.plan.catalogueVersion ?? -1), col((o) => o.hash), col((o) => o.item.plan.event.event_id),
    col((o) => new Date(o.item.now.getTime() + ctx.config.reserveSeconds * 1000).toISOString()), col((o) => o.item.plan.lang),
    col((o) => o.item.plan.buyer.fio), col((o) => o.item.plan.buyer.surname), col((o) => o.item.plan.buyer.name),
    col((o) => o.item.plan.buyer.patronymic), col((o) => o.item.plan.buyer.phone), col((o) => o.item.plan.buyer.email),
    col((o) => (o.item.plan.pushkin ? 1 : 0)), col((o) => o.item.plan.clientId), col((o) => o.item.plan.referral),
    col((o) => o.seats.reduce((s, l) => s + l.price, 0)), col((o) => o.seats.reduce((s, l) => s + l.fee, 0)),
    col((o) => o.item.client?.sid ?? null), col((o) => o.item.client?.ip ?? null), col((o) => o.cap_ip), col((o) => o.cap_sid),
    col((o) => o.seats.length),
    seatCol((r) => r.k), seatCol((r) => r.l.seatId!), seatCol((r) => r.l.priceId), seatCol((r) => r.l.zonelevelId),
    seatCol((r) => r.l.price), seatCol((r) => r.l.fee), seatCol((r) => r.l.passagequant), seatCol(() => ticketHash()), seatCol(() => ticketCode()),
    latest.toISOString(),
  ];
  const sql = ctx.config.unsafeBatchIgnoresConflicts ? UNSAFE_BATCH_SQL : BATCH_SQL;
  const write = (db: Db) => db.all<{ k: number; order_id: number; orders_outgrew: boolean }>(sql, params);
  const locks = [...new Set(items.flatMap((i) => holdLockKeys(i.caps)))].sort();
  const rows = locks.length ? await ctx.db.tx(write, { isolation: 'read committed', locks }) : await write(ctx.db);
  const placed = new Map(rows.map((r) => [Number(r.k), Number(r.order_id)]));
  if (rows[0]?.orders_outgrew) void refreshOrdersStatistics(ctx.db);
  stats(ctx).statements++;
  stats(ctx).orders += items.length;
  stats(ctx).largest = Math.max(stats(ctx).largest, items.length);
  return orders.map((o, i) => {
    const orderId = placed.get(i + 1);
    return orderId === undefined ? null : { orderId, hash: o.hash };
  });
}

interface Waiting {
  item: SeatHold;
  resolve(placed: Placed | null): void;
  reject(err: unknown): void;
}

/** How the batches went in this process (tests check that a race was batched). */
export interface SeatBatchStats {
  statements: number;
  orders: number;
  largest: number;
}

class SeatBatcher {
  readonly stats: SeatBatchStats = { statements: 0, orders: 0, largest: 0 };
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly ctx: AppContext) {}

  hold(item: SeatHold): Promise<Placed | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      // Orders whose requests are read in the same turn of the event loop meet here.
      if (!this.scheduled && this.inFlight < IN_FLIGHT) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.queue.length && this.inFlight < IN_FLIGHT) {
      const batch = this.take();
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  /** The first orders of the queue, up to the batch size, skipping any that wants a seat an earlier one of the batch wants. */
  private take(): Waiting[] {
    const max = this.ctx.config.orderBatch;
    const unsafe = !!this.ctx.config.unsafeBatchIgnoresConflicts;
    const wanted = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.queue) {
      const keys = w.item.plan.lines.map((l) => `${w.item.plan.calendarId}:${l.seatId}`);
      if (batch.length < max && (unsafe || keys.every((k) => !wanted.has(k)))) {
        batch.push(w);
        for (const k of keys) wanted.add(k);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const placed = await writeBatch(this.ctx, batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(placed[i]!));
    } catch (err) {
      if (!FALLBACK.has((err as { code?: string }).code ?? '')) {
        for (const w of batch) w.reject(err);
        return;
      }
      if (batch.length === 1) {
        batch[0]!.resolve(null);
        return;
      }
      // Some seat was taken meanwhile: each order alone, so that only the ones that lost it
      // go the transaction path.
      await Promise.all(batch.map(async (w) => {
        try {
          w.resolve((await writeBatch(this.ctx, [w.item]))[0]!);
        } catch (e) {
          if (FALLBACK.has((e as { code?: string }).code ?? '')) w.resolve(null);
          else w.reject(e);
        }
      }));
    }
  }
}

const batchers = new WeakMap<AppContext, SeatBatcher>();

const batcher = (ctx: AppContext) => {
  let b = batchers.get(ctx);
  if (!b) batchers.set(ctx, (b = new SeatBatcher(ctx)));
  return b;
};

const stats = (ctx: AppContext) => batcher(ctx).stats;

export const seatBatchStats = (ctx: AppContext): SeatBatchStats => ({ ...stats(ctx) });

/**
 * Holds a seats-only paid order in the next batched statement: its order id and hash, or null
 * when it was not written (a check failed or a seat was taken) and must go the transaction path.
 */
export const holdSeatsBatched = (ctx: AppContext, item: SeatHold): Promise<Placed | null> => batcher(ctx).hold(item);
