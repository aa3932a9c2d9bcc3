import type { Db } from '../db/driver';
import { loadAvailability } from '../catalogue/availability';
import { addDays, isoDay } from '../catalogue/clock';
import { orderHash } from '../orders/hold/ids';
import { prng } from './ids';

/** Map sessions this close get some seats sold, so that the demo map looks lived-in. */
const SALES_HORIZON_DAYS = 14;
const soldShare = (hallSeats: number) => (hallSeats <= 2000 ? 0.3 : hallSeats <= 20000 ? 0.1 : 0.04);

interface Line {
  zonelevel_id: number;
  seat_id: number | null;
  quantity: number;
  /** A numbered seat: also held in seat_holds. */
  hold: boolean;
}

async function zonePrices(db: Db, eventId: number, pricetypeId: number): Promise<Map<number, { price_id: number; price: number }>> {
  const rows = await db.all<{ zonelevel_id: number; price_id: number; price: number }>(
    `SELECT zonelevel_id, price_id, price FROM prices WHERE event_id = ? AND pricetype_id = ? AND is_group = 0 ORDER BY price DESC`,
    [eventId, pricetypeId],
  );
  const out = new Map<number, { price_id: number; price: number }>();
  for (const r of rows) if (!out.has(r.zonelevel_id)) out.set(r.zonelevel_id, { price_id: r.price_id, price: r.price });
  return out;
}

/** Demo sales are real confirmed orders, so availability is computed as for any other sale. */
async function insertDemoOrder(db: Db, calendarId: number, eventId: number, pricetypeId: number, lines: Line[], now: Date): Promise<void> {
  if (!lines.length) return;
  const prices = await zonePrices(db, eventId, pricetypeId);
  const total = lines.reduce((sum, l) => sum + (prices.get(l.zonelevel_id)?.price ?? 0) * l.quantity, 0);
  const created = now.toISOString();
  const { lastInsertId } = await db.run(
    `INSERT INTO orders (hash, ord_num, status, created_at, reserve_until, lang, fio, total, source) VALUES (?, ?, 20, ?, ?, 'ru', 'Demo sales', ?, 'demo')`,
    [orderHash(), `D${calendarId}`, created, created, total],
  );
  const orderId = lastInsertId!;
  await db.runMany(
    `INSERT INTO order_lines (order_id, calendar_id, price_id, zonelevel_id, seat_id, quantity, price) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    lines.map((l) => [orderId, calendarId, prices.get(l.zonelevel_id)?.price_id ?? null, l.zonelevel_id, l.seat_id, l.quantity, prices.get(l.zonelevel_id)?.price ?? 0]),
  );
  const seats = lines.filter((l) => l.hold);
  await db.runMany(`INSERT INTO seat_holds (calendar_id, seat_id, order_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, seats.map((l) => [calendarId, l.seat_id, orderId]));
}

/** Picks runs of neighbouring seats, as real buyers book them. */
function pickSeatRuns<T>(seats: T[], share: number, random: () => number): T[] {
  const picked: T[] = [];
  const meanRun = 4;
  for (let i = 0; i < seats.length; i++) {
    if (random() < share / meanRun) {
      const run = 1 + Math.floor(random() * (2 * meanRun - 1));
      for (let k = 0; k < run && i < seats.length; k++, i++) picked.push(seats[i]!);
    }
  }
  return picked;
}

/** Records demo sales for newly added sessions: sold-out events fill up, map sessions partly. */
export async function recordDemoSales(db: Db, calendarIds: readonly number[], now: Date): Promise<number> {
  if (!calendarIds.length) return 0;
  const availability = await loadAvailability(db, now, { calendarIds });
  const events = new Map(
    (await db.all<{ event_id: number; sale: string; useseatsvg: number; hall_id: number | null }>(
      `SELECT e.event_id, e.sale, e.useseatsvg, v.hall_id FROM events e LEFT JOIN venues v ON v.seatroot_id = e.seatroot_id`,
    )).map((e) => [e.event_id, e]),
  );
  const horizon = addDays(isoDay(now), SALES_HORIZON_DAYS);
  const hallSeats = new Map<number, { seat_id: number; st_id: number; capacity: number; zonelevel_id: number }[]>();
  let orders = 0;

  for (const { session, byZone } of availability.values()) {
    const event = events.get(session.event_id);
    if (!event) continue;
    let lines: Line[] = [];
    if (event.sale === 'soldout') {
      lines = [...byZone].filter(([, left]) => left > 0).map(([zonelevel_id, left]) => ({ zonelevel_id, seat_id: null, quantity: left, hold: false }));
      if (event.useseatsvg && event.hall_id != null) lines = await wholeHall(db, event.hall_id, byZone, hallSeats);
    } else if (event.useseatsvg && event.hall_id != null && session.day < horizon) {
      const seats = await seatsOf(db, event.hall_id, hallSeats);
      const random = prng(session.calendar_id * 7919);
      const onSale = seats.filter((s) => byZone.has(s.zonelevel_id));
      const share = soldShare(seats.length);
      lines = pickSeatRuns(onSale.filter((s) => s.st_id === 0), share, random).map((s) => ({ zonelevel_id: s.zonelevel_id, seat_id: s.seat_id, quantity: 1, hold: true }));
      for (const stand of onSale.filter((s) => s.st_id === -1)) {
        lines.push({ zonelevel_id: stand.zonelevel_id, seat_id: stand.seat_id, quantity: Math.floor(stand.capacity * share), hold: false });
      }
    }
    if (lines.length) {
      await insertDemoOrder(db, session.calendar_id, session.event_id, session.pricetype_id, lines, now);
      orders++;
    }
  }
  return orders;
}

async function seatsOf(db: Db, hallId: number, cache: Map<number, { seat_id: number; st_id: number; capacity: number; zonelevel_id: number }[]>) {
  let seats = cache.get(hallId);
  if (!seats) {
    seats = await db.all(`SELECT seat_id, st_id, capacity, zonelevel_id FROM hall_seats WHERE hall_id = ? ORDER BY seat_id`, [hallId]);
    cache.set(hallId, seats);
  }
  return seats;
}

async function wholeHall(db: Db, hallId: number, byZone: Map<number, number>, cache: Parameters<typeof seatsOf>[2]): Promise<Line[]> {
  const seats = await seatsOf(db, hallId, cache);
  return seats
    .filter((s) => byZone.has(s.zonelevel_id))
    .map((s) => ({ zonelevel_id: s.zonelevel_id, seat_id: s.seat_id, quantity: s.capacity, hold: s.st_id === 0 }));
}
