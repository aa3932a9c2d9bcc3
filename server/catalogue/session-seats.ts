// What changes: the status of every seat of a session, by the geometry's seat index, and the
// document GET /api/scheme/availability sends (contract/seat-availability.ts).
import { ErrorCode } from '../../contract/envelope';
import { SeatAvailabilityStatus as S, encodeStatuses, type EncodedStatuses, type SeatAvailability } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { LIVE_ORDER } from './availability';
import { hhmmOf, isoDay } from './clock';
import { findEvent, type EventDetailRow } from './events';
import { hallGeometry, type HallGeometryEntry } from './geometry';
import { expand } from './l10n';
import { latestChangeId, sessionChanges } from '../live/journal';

export interface SessionSeats {
  event: EventDetailRow;
  calendarId: number;
  pricetypeId: number;
  geometry: HallGeometryEntry;
  /** One status a seat index (contract SeatAvailabilityStatus). */
  statuses: Uint8Array;
  /** Who holds each held seat (its order's or offer's browser session), where known. */
  holders: Map<number, string>;
  /** When each seat's hold or offer lapses (ms since the epoch), Infinity where none does. */
  heldUntil: Float64Array;
  /** Standing places: index → places left. */
  standLeft: Map<number, number>;
  /** zonelevel_ids with a price for the session's price type. */
  onSale: Set<number>;
  zones: SeatAvailability['zones'];
  encoded: EncodedStatuses;
  /** When the first hold or offer read here lapses (ms since the epoch): the statuses are stale from then on. */
  lapsesAt: number;
}

interface SessionRow {
  calendar_id: number;
  pricetype_id: number;
}

/** The session if it belongs to the event and is still on sale (as loadAvailability selects them). */
async function sessionOnSale(db: Db, eventId: number, calendarId: number, now: Date): Promise<SessionRow | undefined> {
  const today = isoDay(now);
  return db.get<SessionRow>(
    `SELECT s.calendar_id, s.pricetype_id FROM sessions s JOIN events e ON e.event_id = s.event_id
      WHERE s.calendar_id = ? AND s.event_id = ? AND s.day >= ? AND NOT (s.day = ? AND s.time <> '' AND s.time <= ?) AND e.sale <> 'soon'`,
    [calendarId, eventId, today, today, hhmmOf(now)],
  );
}

/** The hall and session behind a map request; 404 in the envelope when there is none. */
export async function schemeSession(db: Db, hash: string, calendarId: number, now: Date) {
  const event = await findEvent(db, hash);
  if (!event.useseatsvg || event.hall_id == null) throw new ApiFailure(404, ErrorCode.notFound, 'This event has no hall scheme');
  const [session, geometry] = await Promise.all([sessionOnSale(db, event.event_id, calendarId, now), hallGeometry(db, event.hall_id)]);
  if (!session) throw new ApiFailure(404, ErrorCode.notFound, 'Session not found or no longer on sale');
  if (!geometry) throw new ApiFailure(404, ErrorCode.notFound, 'The hall scheme has not been uploaded yet');
  return { event, session, geometry };
}

interface SeatRows {
  holds: { seat_id: number; status: number; client_sid: string | null; reserve_until: string | null }[];
  offers: { seat_id: number; client_sid: string; expires_at: string }[];
  standSold: { seat_id: number; sold: number }[];
}

const inList = (n: number) => Array.from({ length: n }, () => '?').join(',');
/** Parameters per IN list: well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

/** The holds, offers and standing sales of the session: all of them, or those of `seatIds`. */
async function readSeatRows(db: Db, calendarId: number, standIds: number[], now: Date, seatIds?: number[]): Promise<SeatRows> {
  const nowIso = now.toISOString();
  const rows: SeatRows = { holds: [], offers: [], standSold: [] };
  const chunks: (number[] | undefined)[] = [];
  if (!seatIds) chunks.push(undefined);
  else for (let i = 0; i < seatIds.length; i += CHUNK) chunks.push(seatIds.slice(i, i + CHUNK));
  for (const chunk of chunks) {
    const only = (column: string) => (chunk ? ` AND ${column} IN (${inList(chunk.length)})` : '');
    const ids = chunk ?? [];
    const stands = chunk ? standIds.filter((id) => chunk.includes(id)) : standIds;
    const [holds, offers, standSold] = await Promise.all([
      db.all<SeatRows['holds'][number]>(
        `SELECT h.seat_id, o.status, o.client_sid, o.reserve_until FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
          WHERE h.calendar_id = ?${only('h.seat_id')} AND ${LIVE_ORDER}`,
        [calendarId, ...ids, nowIso],
      ),
      db.all<SeatRows['offers'][number]>(`SELECT seat_id, client_sid, expires_at FROM seat_offers WHERE calendar_id = ?${only('seat_id')} AND expires_at > ?`, [
        calendarId,
        ...ids,
        nowIso,
      ]),
      stands.length
        ? db.all<SeatRows['standSold'][number]>(
            `SELECT l.seat_id, SUM(l.quantity - l.refunded) AS sold FROM order_lines l JOIN orders o ON o.order_id = l.order_id
              WHERE l.calendar_id = ? AND l.seat_id IN (${inList(stands.length)}) AND ${LIVE_ORDER} GROUP BY l.seat_id`,
            [calendarId, ...stands, nowIso],
          )
        : Promise.resolve([]),
    ]);
    rows.holds.push(...holds);
    rows.offers.push(...offers);
    rows.standSold.push(...standSold);
  }
  return rows;
}

const standIdsOf = (geometry: HallGeometryEntry) => [...geometry.seats.standName.keys()].map((i) => geometry.seats.ids[i]!);

/**
 * Sets the statuses of the seats at `indices` (every seat when null) from what the database
 * says about them (`rows`, read for exactly those seats).
 */
function applyRows(s: Omit<SessionSeats, 'encoded' | 'lapsesAt'>, indices: Iterable<number> | null, rows: SeatRows): void {
  const seats = s.geometry.seats;
  const reset = (i: number) => {
    s.statuses[i] = !seats.stand[i] && s.onSale.has(seats.cat[i]!) ? S.free : S.unavailable;
    s.holders.delete(i);
    s.heldUntil[i] = Infinity;
  };
  if (indices) for (const i of indices) reset(i);
  else for (let i = 0; i < seats.seatCount; i++) reset(i);
  for (const o of rows.offers) {
    const i = seats.indexOf.get(o.seat_id);
    if (i === undefined || s.statuses[i] !== S.free) continue;
    s.statuses[i] = S.held;
    s.holders.set(i, o.client_sid);
    s.heldUntil[i] = Date.parse(o.expires_at);
  }
  // A hold beats an offer: the seat is in an order now, whoever it was offered to.
  for (const h of rows.holds) {
    const i = seats.indexOf.get(h.seat_id);
    if (i === undefined || seats.stand[i]) continue;
    const paid = h.status === 20;
    s.statuses[i] = paid ? S.sold : S.held;
    s.heldUntil[i] = !paid && h.reserve_until ? Date.parse(h.reserve_until) : Infinity;
    if (!paid && h.client_sid) s.holders.set(i, h.client_sid);
    else s.holders.delete(i);
  }
  const soldAt = new Map(rows.standSold.map((r) => [r.seat_id, r.sold]));
  const touched = indices ? new Set(indices) : null;
  for (const index of seats.standName.keys()) {
    if (touched && !touched.has(index)) continue;
    if (!s.onSale.has(seats.cat[index]!)) continue;
    const left = Math.max(0, seats.capacity[index]! - (soldAt.get(seats.ids[index]!) ?? 0));
    s.standLeft.set(index, left);
    s.statuses[index] = left > 0 ? S.free : S.sold;
  }
}

function finish(s: Omit<SessionSeats, 'encoded' | 'lapsesAt'>): SessionSeats {
  let lapsesAt = Infinity;
  for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! < lapsesAt) lapsesAt = s.heldUntil[i]!;
  return { ...s, encoded: encodeStatuses(s.statuses), lapsesAt };
}

/** Every seat's status in the session, read from the database. */
export async function loadSessionSeats(db: Db, hash: string, calendarId: number, now: Date): Promise<SessionSeats> {
  const { event, session, geometry } = await schemeSession(db, hash, calendarId, now);
  const [priced, zones, rows] = await Promise.all([
    db.all<{ zonelevel_id: number }>(`SELECT DISTINCT zonelevel_id FROM prices WHERE event_id = ? AND pricetype_id = ?`, [event.event_id, session.pricetype_id]),
    db.all<{ zonelevel_id: number; name: string; color: string; price: number; priceservise: number }>(
      `SELECT z.zonelevel_id, z.name, z.color, MAX(p.price) AS price, MAX(p.priceservise) AS priceservise
         FROM prices p JOIN zones z ON z.zonelevel_id = p.zonelevel_id
        WHERE p.event_id = ? AND p.pricetype_id = ? AND p.is_group = 0
        GROUP BY z.zonelevel_id, z.name, z.color ORDER BY price DESC`,
      [event.event_id, session.pricetype_id],
    ),
    readSeatRows(db, calendarId, standIdsOf(geometry), now),
  ]);
  const n = geometry.seats.seatCount;
  const s = {
    event,
    calendarId,
    pricetypeId: session.pricetype_id,
    geometry,
    statuses: new Uint8Array(n),
    holders: new Map<number, string>(),
    heldUntil: new Float64Array(n),
    standLeft: new Map<number, number>(),
    onSale: new Set(priced.map((p) => p.zonelevel_id)),
    zones: zones.map((z) => ({ zonelevel_id: z.zonelevel_id, color: z.color, ...expand('name', z.name), price: z.price, priceservise: z.priceservise })),
  };
  applyRows(s, null, rows);
  return finish(s);
}

/**
 * The statuses with the seats `seatIds` (and those whose hold or offer lapsed by `now`) read
 * again; the rest as in `prev`, which is left unchanged (documents already sent share it).
 */
export async function refreshSessionSeats(db: Db, prev: SessionSeats, seatIds: Iterable<number>, now: Date): Promise<SessionSeats> {
  const seats = prev.geometry.seats;
  const indices = new Set<number>();
  for (const id of seatIds) {
    const i = seats.indexOf.get(id);
    if (i !== undefined) indices.add(i);
  }
  const t = now.getTime();
  if (prev.lapsesAt <= t) for (let i = 0; i < prev.heldUntil.length; i++) if (prev.heldUntil[i]! <= t) indices.add(i);
  const ids = [...indices].map((i) => seats.ids[i]!);
  const rows = ids.length ? await readSeatRows(db, prev.calendarId, standIdsOf(prev.geometry), now, ids) : { holds: [], offers: [], standSold: [] };
  const next = {
    ...prev,
    statuses: prev.statuses.slice(),
    holders: new Map(prev.holders),
    heldUntil: prev.heldUntil.slice(),
    standLeft: new Map(prev.standLeft),
  };
  applyRows(next, indices, rows);
  return finish(next);
}

/** The availability document for one buyer (`sid`: their browser session, if any). */
export function availabilityDocument(s: SessionSeats, mine: number[], changeId: number): SeatAvailability {
  return {
    calendar_id: s.calendarId,
    hall: s.geometry.hash,
    changeId,
    seatCount: s.geometry.seats.seatCount,
    encoding: s.encoded.encoding,
    statuses: s.encoded.statuses,
    mine,
    stands: [...s.standLeft],
    limit: s.event.demquantlimit,
    zones: s.zones,
  };
}

/**
 * The longest a session's statuses are served from memory without reading the database: the
 * journal's change id says when seats changed, but not when the session leaves sale or the
 * catalogue changes its prices.
 */
const MAX_AGE_MS = 5_000;

export interface CachedSession {
  changeId: number;
  /** When the whole session was last read (ms since the epoch). */
  loadedAt: number;
  seats: SessionSeats;
  /** browser session → indices it holds (built on first use) */
  bySid?: Map<string, number[]>;
  /** The document of a buyer who holds nothing, serialised once and compressed once per encoding (built on first use). */
  shared?: { identity: Buffer; get(encoding: 'br' | 'gzip'): Promise<Buffer> };
}

interface Slot {
  version: string;
  promise: Promise<CachedSession>;
}

const sessionCache = new WeakMap<object, Map<string, Slot>>();

/**
 * Where a session's seats stand: the journal's last change id for it, and the last change
 * queued but not yet put in the journal (the sequencer runs every LIVE_POLL_MS), so that a
 * buyer who just ordered sees their seats held at once, not a poll later. Both are read
 * before the statuses: the document then includes at least every change up to its id.
 */
async function sessionVersion(db: Db, calendarId: number): Promise<{ changeId: number; key: string }> {
  const [changeId, queued] = await Promise.all([
    latestChangeId(db, calendarId),
    db.get<{ q: number | null }>('SELECT MAX(queue_id) AS q FROM seat_change_queue'),
  ]);
  return { changeId, key: `${changeId}:${queued?.q ?? 0}` };
}

/** More changed seats than this since the cached statuses: read the whole session again. */
const PATCH_LIMIT = 5_000;

/**
 * The seat ids changed since the journal's `afterId`: the journal's rows up to `upTo` and
 * what is queued for the journal now. Null when the whole session must be read again (the
 * catalogue changed, or too much did).
 */
async function changedSeats(db: Db, calendarId: number, afterId: number, upTo: number): Promise<Set<number> | null> {
  const [journal, queued] = await Promise.all([
    upTo > afterId ? sessionChanges(db, calendarId, afterId, upTo, PATCH_LIMIT + 1) : Promise.resolve([]),
    db.all<{ calendar_id: number | null; seat_id: number | null }>(
      `SELECT calendar_id, seat_id FROM seat_change_queue WHERE calendar_id = ? OR calendar_id IS NULL LIMIT ${PATCH_LIMIT + 1}`,
      [calendarId],
    ),
  ]);
  if (journal.length > PATCH_LIMIT || queued.length > PATCH_LIMIT) return null;
  const ids = new Set<number>();
  for (const c of journal) if (c.seat_id != null) ids.add(c.seat_id);
  for (const q of queued) {
    if (q.calendar_id == null) return null;
    if (q.seat_id != null) ids.add(Number(q.seat_id));
  }
  return ids;
}

/**
 * A session's statuses, from memory while nothing changed (the version above) and no hold or
 * offer read has lapsed. After a change only the changed seats are read again (the journal
 * names them); the whole session is read at most every MAX_AGE_MS, for what the journal does
 * not carry (the session leaving sale, prices).
 */
export async function currentSessionSeats(db: Db, hash: string, calendarId: number, now: Date): Promise<CachedSession> {
  const { changeId, key: version } = await sessionVersion(db, calendarId);
  let perDb = sessionCache.get(db.identity);
  if (!perDb) sessionCache.set(db.identity, (perDb = new Map()));
  const key = `${hash.toLowerCase()}:${calendarId}`;
  const slot = perDb.get(key);
  const t = now.getTime();
  const prev = slot ? await slot.promise.catch(() => null) : null;
  if (prev && slot!.version === version && t < prev.seats.lapsesAt && t < prev.loadedAt + MAX_AGE_MS) return prev;
  // Another request may have replaced the slot while this one waited.
  const current = perDb.get(key);
  if (current && current !== slot && current.version === version) return current.promise;

  const build = async (): Promise<CachedSession> => {
    if (prev && t < prev.loadedAt + MAX_AGE_MS && changeId >= prev.changeId) {
      const ids = await changedSeats(db, calendarId, prev.changeId, changeId);
      if (ids) return { changeId, loadedAt: prev.loadedAt, seats: await refreshSessionSeats(db, prev.seats, ids, now) };
    }
    return { changeId, loadedAt: t, seats: await loadSessionSeats(db, hash, calendarId, now) };
  };
  const fresh: Slot = { version, promise: build() };
  perDb.set(key, fresh);
  // A refusal (unknown event, session off sale) is not kept.
  fresh.promise.catch(() => {
    if (perDb.get(key) === fresh) perDb.delete(key);
  });
  return fresh.promise;
}

/** Forgets a session's statuses on this instance (after a change made here that the journal does not see). */
export function forgetSession(db: Db, hash: string, calendarId: number): void {
  sessionCache.get(db.identity)?.delete(`${hash.toLowerCase()}:${calendarId}`);
}

/** The seat indices `sid` holds in a cached session. */
export function heldBy(c: CachedSession, sid: string | null): number[] {
  if (!sid) return [];
  if (!c.bySid) {
    c.bySid = new Map();
    for (const [index, holder] of c.seats.holders) {
      const list = c.bySid.get(holder);
      if (list) list.push(index);
      else c.bySid.set(holder, [index]);
    }
    for (const list of c.bySid.values()) list.sort((a, b) => a - b);
  }
  return c.bySid.get(sid) ?? [];
}
