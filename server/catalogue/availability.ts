import type { Db } from '../db/driver';
import { hhmmOf, isoDay } from './clock';

export interface SessionRow {
  calendar_id: number;
  event_id: number;
  day: string;
  time: string;
  pricetype_id: number;
}

export interface SessionAvailability {
  session: SessionRow;
  /** Places left per zone that has a price for the session's price type. */
  byZone: Map<number, number>;
  total: number;
}

/** An order holds places while confirmed, or while reserved and not yet expired. */
export const LIVE_ORDER = `(o.status = 20 OR (o.status = 0 AND o.reserve_until > ?))`;

export interface AvailabilityFilter {
  eventIds?: readonly number[];
  calendarIds?: readonly number[];
  /** What the kept reads count from between rebuilds (kept-availability.ts); without it all is read now. */
  kept?: {
    of(now: Date, calendarIds: readonly number[]): Promise<Sold>;
    sessions<T>(key: string, minute: string, load: () => Promise<T>): Promise<T>;
  };
}

const inList = (ids: readonly number[]) => ids.map(() => '?').join(',') || 'NULL';

/**
 * Places left for every session still on sale (from now on), computed from capacities
 * (zone quotas, or the hall's seats and standing places) minus live orders.
 */
export async function loadAvailability(db: Db, now: Date, filter: AvailabilityFilter = {}): Promise<Map<number, SessionAvailability>> {
  const today = isoDay(now);
  const nowTime = hhmmOf(now);
  const where: string[] = [`s.day >= ?`, `NOT (s.day = ? AND s.time <> '' AND s.time <= ?)`, `e.sale <> 'soon'`];
  const params: unknown[] = [today, today, nowTime];
  if (filter.eventIds) {
    where.push(`s.event_id IN (${inList(filter.eventIds)})`);
    params.push(...filter.eventIds);
  }
  if (filter.calendarIds) {
    where.push(`s.calendar_id IN (${inList(filter.calendarIds)})`);
    params.push(...filter.calendarIds);
  }
  const read = () =>
    db.all<SessionRow>(
      `SELECT s.calendar_id, s.event_id, s.day, s.time, s.pricetype_id FROM sessions s
       JOIN events e ON e.event_id = s.event_id WHERE ${where.join(' AND ')} ORDER BY s.day, s.time`,
      params,
    );
  const sessions = await (filter.kept ? filter.kept.sessions(`${filter.eventIds ?? '*'}|${filter.calendarIds ?? '*'}`, `${today} ${nowTime}`, read) : read());
  const result = new Map<number, SessionAvailability>();
  if (!sessions.length) return result;

  const eventIds = [...new Set(sessions.map((s) => s.event_id))];
  const capacity = await zoneCapacities(db, eventIds);
  const priced = await pricedZones(db, eventIds);
  const calendarIds = sessions.map((s) => s.calendar_id);
  const sold = await (filter.kept ? filter.kept.of(now, calendarIds) : soldPlaces(db, now, calendarIds));

  for (const session of sessions) {
    const byZone = new Map<number, number>();
    let total = 0;
    for (const zone of priced.get(`${session.event_id}:${session.pricetype_id}`) ?? []) {
      const cap = capacity.get(`${session.event_id}:${zone}`) ?? 0;
      const left = Math.max(0, cap - (sold.get(`${session.calendar_id}:${zone}`) ?? 0));
      byZone.set(zone, left);
      total += left;
    }
    result.set(session.calendar_id, { session, byZone, total });
  }
  return result;
}

/** Halls do not change while the server runs; their per-zone capacity is summed once per database. */
const hallCapacityCache = new WeakMap<object, Map<number, { zonelevel_id: number; cap: number }[]>>();

async function hallCapacities(db: Db, hallId: number): Promise<{ zonelevel_id: number; cap: number }[]> {
  let perDb = hallCapacityCache.get(db.identity);
  if (!perDb) hallCapacityCache.set(db.identity, (perDb = new Map()));
  let rows = perDb.get(hallId);
  if (!rows) {
    rows = await db.all<{ zonelevel_id: number; cap: number }>(
      'SELECT zonelevel_id, SUM(capacity) AS cap FROM hall_seats WHERE hall_id = ? GROUP BY zonelevel_id',
      [hallId],
    );
    perDb.set(hallId, rows);
  }
  return rows;
}

export async function zoneCapacities(db: Db, eventIds: readonly number[]): Promise<Map<string, number>> {
  const quotas = await db.all<{ event_id: number; zonelevel_id: number; cap: number }>(
    `SELECT q.event_id, q.zonelevel_id, q.quantity AS cap FROM zone_quotas q
       JOIN events e ON e.event_id = q.event_id
      WHERE e.useseatsvg = 0 AND q.event_id IN (${inList(eventIds)})`,
    eventIds,
  );
  const out = new Map(quotas.map((r) => [`${r.event_id}:${r.zonelevel_id}`, r.cap]));
  const halls = await db.all<{ event_id: number; hall_id: number }>(
    `SELECT e.event_id, v.hall_id FROM events e JOIN venues v ON v.seatroot_id = e.seatroot_id
      WHERE e.useseatsvg = 1 AND v.hall_id IS NOT NULL AND e.event_id IN (${inList(eventIds)})`,
    eventIds,
  );
  for (const h of halls) for (const z of await hallCapacities(db, h.hall_id)) out.set(`${h.event_id}:${z.zonelevel_id}`, z.cap);
  return out;
}

async function pricedZones(db: Db, eventIds: readonly number[]): Promise<Map<string, number[]>> {
  const rows = await db.all<{ event_id: number; pricetype_id: number; zonelevel_id: number }>(
    `SELECT DISTINCT event_id, pricetype_id, zonelevel_id FROM prices WHERE event_id IN (${inList(eventIds)})`,
    eventIds,
  );
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.event_id}:${r.pricetype_id}`;
    out.set(key, [...(out.get(key) ?? []), r.zonelevel_id]);
  }
  return out;
}

/** Places taken per `calendar_id:zonelevel_id` (live orders: paid, or reserved and not run out). */
export type Sold = Map<string, number>;

export interface SoldRow {
  calendar_id: number;
  zonelevel_id: number;
  sold: number;
  /** The earliest end of a reservation counted here (null: all paid). */
  lapse: string | null;
}

/** Sessions per IN list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * The places live orders take in `calendarIds`. A few sessions are read through their lines
 * (order_lines_session; `+o.status` keeps SQLite from starting at the orders instead, which
 * reads every live order once per chunk); many are read in one pass over all live orders.
 */
export async function readSold(db: Db, now: Date, calendarIds: readonly number[]): Promise<SoldRow[]> {
  const select = `SELECT l.calendar_id, l.zonelevel_id, SUM(l.quantity - l.refunded) AS sold,
                         MIN(CASE WHEN o.status = 0 THEN o.reserve_until END) AS lapse
                    FROM order_lines l JOIN orders o ON o.order_id = l.order_id`;
  const nowIso = now.toISOString();
  if (calendarIds.length > CHUNK) {
    const wanted = new Set(calendarIds);
    const rows = await db.all<SoldRow>(`${select} WHERE ${LIVE_ORDER} GROUP BY l.calendar_id, l.zonelevel_id`, [nowIso]);
    return rows.filter((r) => wanted.has(Number(r.calendar_id)));
  }
  const byLines = LIVE_ORDER.replaceAll('o.status', '+o.status');
  const rows: SoldRow[] = [];
  for (let i = 0; i < calendarIds.length; i += CHUNK) {
    const chunk = calendarIds.slice(i, i + CHUNK);
    rows.push(
      ...(await db.all<SoldRow>(`${select} WHERE l.calendar_id IN (${inList(chunk)}) AND ${byLines} GROUP BY l.calendar_id, l.zonelevel_id`, [...chunk, nowIso])),
    );
  }
  return rows;
}

/** The places taken in `calendarIds`, read from the database now (inside a transaction, say). */
export async function soldPlaces(db: Db, now: Date, calendarIds: readonly number[]): Promise<Sold> {
  const out: Sold = new Map();
  for (const r of await readSold(db, now, calendarIds)) out.set(`${r.calendar_id}:${r.zonelevel_id}`, Number(r.sold));
  return out;
}

