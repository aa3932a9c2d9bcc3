import { findEvent, type EventDetailRow } from '../catalogue/events';
import type { PriceTableRow } from '../catalogue/price-row';
import type { Db } from '../db/driver';

/** A price an order is planned with: the `prices` table's row. */
export type PriceRow = PriceTableRow;

export interface SessionRow {
  calendar_id: number;
  event_id: number;
  pricetype_id: number;
  day: string;
  time: string;
  wheelchair_release_hours: number | null;
}

export interface HallPlace {
  st_id: number;
  zonelevel_id: number;
}

/**
 * The catalogue rows an order is planned from. `version` is the catalogue's version the rows
 * are at least as new as (read before any of them), or undefined when they come straight from
 * the database. A hold compares it with the database's (catalogue_version, bumped by triggers on
 * every write to these tables) where it writes: older, and the order is planned again.
 */
export interface PlanningCatalogue {
  readonly version: number | undefined;
  event(hash: string): Promise<EventDetailRow>;
  /** Consents an order of the event must carry. */
  requiredCheckboxes(eventId: number): Promise<number[]>;
  session(calendarId: number): Promise<SessionRow | undefined>;
  sessionAt(eventId: number, day: string, time: string): Promise<SessionRow | undefined>;
  /** The event's prices of a price type, by price_id. */
  prices(eventId: number, pricetypeId: number): Promise<PriceRow[]>;
  /** The places of a hall among `seatIds` (the others are not in it). */
  places(hallId: number, seatIds: readonly number[]): Promise<Map<number, HallPlace>>;
}

const SESSION_COLUMNS = 'calendar_id, event_id, pricetype_id, day, time, wheelchair_release_hours';

/** Every read goes to the database (the catalogue as the order's moment has it). */
export function directCatalogue(db: Db): PlanningCatalogue {
  return {
    version: undefined,
    event: (hash) => findEvent(db, hash),
    requiredCheckboxes: async (eventId) =>
      (await db.all<{ id: number }>(
        `SELECT c.id FROM event_checkboxes ec JOIN checkboxes c ON c.id = ec.checkbox_id WHERE ec.event_id = ? AND c.filling = 1 ORDER BY c.id`,
        [eventId],
      )).map((r) => r.id),
    session: (calendarId) => db.get<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE calendar_id = ?`, [calendarId]),
    sessionAt: (eventId, day, time) => db.get<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE event_id = ? AND day = ? AND time = ?`, [eventId, day, time]),
    prices: (eventId, pricetypeId) => db.all<PriceRow>(`SELECT * FROM prices WHERE event_id = ? AND pricetype_id = ? ORDER BY price_id`, [eventId, pricetypeId]),
    async places(hallId, seatIds) {
      if (!seatIds.length) return new Map();
      const rows = await db.all<{ seat_id: number } & HallPlace>(
        `SELECT seat_id, st_id, zonelevel_id FROM hall_seats WHERE hall_id = ? AND seat_id IN (${seatIds.map(() => '?').join(',')})`,
        [hallId, ...seatIds],
      );
      return new Map(rows.map((r) => [r.seat_id, { st_id: r.st_id, zonelevel_id: r.zonelevel_id }]));
    },
  };
}

/** The database's catalogue version now. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.get<{ version: number }>('SELECT version FROM catalogue_version WHERE id = 1');
  return Number(row?.version ?? 0);
}

/**
 * Kept per process: whatever was read once (an event by hash, a session, a price list, a
 * whole hall's places) is answered from memory until a hold finds the catalogue newer. Only
 * rows that exist are kept (a made-up hash or id costs a query, not memory).
 */
class CachedCatalogue implements PlanningCatalogue {
  private readonly direct: PlanningCatalogue;
  private readonly events = new Map<string, Promise<EventDetailRow>>();
  private readonly checkboxes = new Map<number, Promise<number[]>>();
  private readonly sessions = new Map<number, SessionRow>();
  private readonly sessionsAt = new Map<string, SessionRow>();
  private readonly priceLists = new Map<string, Promise<PriceRow[]>>();
  private readonly halls = new Map<number, Promise<Map<number, HallPlace>>>();

  constructor(
    private readonly db: Db,
    readonly version: number,
  ) {
    this.direct = directCatalogue(db);
  }

  /** A pending or settled read, dropped if it failed (the next caller reads again). */
  private kept<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
    let p = map.get(key);
    if (!p) {
      p = read();
      map.set(key, p);
      p.catch(() => map.delete(key));
    }
    return p;
  }

  event(hash: string) {
    return this.kept(this.events, hash.toLowerCase(), () => this.direct.event(hash));
  }

  requiredCheckboxes(eventId: number) {
    return this.kept(this.checkboxes, eventId, () => this.direct.requiredCheckboxes(eventId));
  }

  async session(calendarId: number) {
    const hit = this.sessions.get(calendarId);
    if (hit) return hit;
    const row = await this.direct.session(calendarId);
    if (row) this.sessions.set(calendarId, row);
    return row;
  }

  async sessionAt(eventId: number, day: string, time: string) {
    const key = `${eventId}|${day}|${time}`;
    const hit = this.sessionsAt.get(key);
    if (hit) return hit;
    const row = await this.direct.sessionAt(eventId, day, time);
    if (row) this.sessionsAt.set(key, row);
    return row;
  }

  prices(eventId: number, pricetypeId: number) {
    return this.kept(this.priceLists, `${eventId}:${pricetypeId}`, () => this.direct.prices(eventId, pricetypeId));
  }

  async places(hallId: number, seatIds: readonly number[]) {
    const hall = await this.kept(this.halls, hallId, async () => {
      const rows = await this.db.all<{ seat_id: number } & HallPlace>('SELECT seat_id, st_id, zonelevel_id FROM hall_seats WHERE hall_id = ?', [hallId]);
      return new Map(rows.map((r) => [r.seat_id, { st_id: r.st_id, zonelevel_id: r.zonelevel_id }]));
    });
    const out = new Map<number, HallPlace>();
    for (const id of seatIds) {
      const place = hall.get(id);
      if (place) out.set(id, place);
    }
    return out;
  }
}

/** One cache per database (every transaction handle shares its identity); `version` once read. */
const caches = new WeakMap<object, { catalogue: Promise<CachedCatalogue>; version?: number }>();

/** This process's catalogue for `db`, started at the database's version now if there is none. */
export function cachedCatalogue(db: Db): Promise<PlanningCatalogue> {
  let entry = caches.get(db.identity);
  if (!entry) {
    const e: { catalogue: Promise<CachedCatalogue>; version?: number } = {
      catalogue: catalogueVersion(db).then((v) => {
        e.version = v;
        return new CachedCatalogue(db, v);
      }),
    };
    e.catalogue.catch(() => {
      if (caches.get(db.identity) === e) caches.delete(db.identity);
    });
    caches.set(db.identity, e);
    entry = e;
  }
  return entry.catalogue;
}

/** Drops the cache of `db` made at `version` (one made since, at a newer version, stays). */
export function dropCachedCatalogue(db: Db, version: number | undefined): void {
  const entry = caches.get(db.identity);
  if (entry && entry.version !== undefined && entry.version === version) caches.delete(db.identity);
}
