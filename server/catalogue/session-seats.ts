// What changes: the status of every seat of a session, by the geometry's seat index, and the
// document GET /api/scheme/availability sends (contract/seat-availability.ts).
import zlib from 'node:zlib';
import { ErrorCode } from '../../contract/envelope';
import { SeatAvailabilityStatus as S, type SeatAvailability } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { LIVE_ORDER } from './availability';
import { hhmmOf, isoDay } from './clock';
import { findEvent, type EventDetailRow } from './events';
import { hallGeometry, type HallGeometryEntry } from './geometry';
import { expand } from './l10n';
import { AvailabilityDocument } from './availability-document';
import { PackedStatuses } from './status-codec';
import { sessionChanges } from '../live/journal';

/**
 * A session's seats as this process knows them. One object per session, patched in place as
 * seats change (a copy per change of a stadium's arrays cost more than the change): read its
 * fields synchronously after the await that gave it to you.
 */
export interface SessionSeats {
  event: EventDetailRow;
  calendarId: number;
  pricetypeId: number;
  geometry: HallGeometryEntry;
  /** One status a seat index (contract SeatAvailabilityStatus). */
  statuses: Uint8Array;
  /** Who holds each held seat (its order's or offer's browser session), where known. */
  holders: Map<number, string>;
  /** The held seats that a best-available offer holds (not an order). */
  offered: Set<number>;
  /** When each seat's hold or offer lapses (ms since the epoch), Infinity where none does. */
  heldUntil: Float64Array;
  /** Standing places: index → places left. */
  standLeft: Map<number, number>;
  /** zonelevel_ids with a price for the session's price type. */
  onSale: Set<number>;
  zones: SeatAvailability['zones'];
  /** When the first hold or offer read here lapses (ms since the epoch): the statuses are stale from then on. */
  lapsesAt: number;
  /** The session's day and time (UTC), for when it leaves the sale. */
  day: string;
  time: string;
}

interface SessionRow {
  calendar_id: number;
  pricetype_id: number;
  day: string;
  time: string;
}

/** Whether a session of this day and time is still on sale at `now` (as loadAvailability selects them). */
function stillOnSale(day: string, time: string, now: Date): boolean {
  const today = isoDay(now);
  return day >= today && !(day === today && time !== '' && time <= hhmmOf(now));
}

/** The session if it belongs to the event and is still on sale (as loadAvailability selects them). */
async function sessionOnSale(db: Db, eventId: number, calendarId: number, now: Date): Promise<SessionRow | undefined> {
  const today = isoDay(now);
  return db.get<SessionRow>(
    `SELECT s.calendar_id, s.pricetype_id, s.day, s.time FROM sessions s JOIN events e ON e.event_id = s.event_id
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

/** One place's state as the database says. */
interface Place {
  status: number;
  holder: string | undefined;
  /** Held by a best-available offer (not an order). */
  offer: boolean;
  until: number;
  /** Standing places: places left. */
  left?: number;
}

/** A place's state when no row names it: free where its zone has a price, else not on sale. */
function defaultStatus(s: SessionSeats, i: number): number {
  const seats = s.geometry.seats;
  return !seats.stand[i] && s.onSale.has(seats.cat[i]!) ? S.free : S.unavailable;
}

/**
 * The state of the places at `indices` from what the database says about them (`rows`, read
 * for at least those places). The one place where holds, offers and standing sales meet.
 */
function resolvePlaces(s: SessionSeats, indices: Iterable<number>, rows: SeatRows): Map<number, Place> {
  const seats = s.geometry.seats;
  const out = new Map<number, Place>();
  for (const i of indices) out.set(i, { status: defaultStatus(s, i), holder: undefined, offer: false, until: Infinity });
  for (const o of rows.offers) {
    const p = out.get(seats.indexOf.get(o.seat_id) ?? -1);
    if (!p || p.status !== S.free) continue;
    p.status = S.held;
    p.holder = o.client_sid;
    p.offer = true;
    p.until = Date.parse(o.expires_at);
  }
  // A hold beats an offer: the seat is in an order now, whoever it was offered to.
  for (const h of rows.holds) {
    const i = seats.indexOf.get(h.seat_id);
    const p = out.get(i ?? -1);
    if (!p || seats.stand[i!]) continue;
    const paid = Number(h.status) === 20;
    p.status = paid ? S.sold : S.held;
    p.until = !paid && h.reserve_until ? Date.parse(h.reserve_until) : Infinity;
    p.holder = !paid && h.client_sid ? h.client_sid : undefined;
    p.offer = false;
  }
  const soldAt = new Map(rows.standSold.map((r) => [Number(r.seat_id), Number(r.sold)]));
  for (const index of seats.standName.keys()) {
    const p = out.get(index);
    if (!p || !s.onSale.has(seats.cat[index]!)) continue;
    p.left = Math.max(0, seats.capacity[index]! - (soldAt.get(seats.ids[index]!) ?? 0));
    p.status = p.left > 0 ? S.free : S.sold;
  }
  return out;
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
  const s: SessionSeats = {
    event,
    calendarId,
    pricetypeId: session.pricetype_id,
    geometry,
    statuses: new Uint8Array(n),
    holders: new Map<number, string>(),
    offered: new Set<number>(),
    heldUntil: new Float64Array(n).fill(Infinity),
    standLeft: new Map<number, number>(),
    onSale: new Set(priced.map((p) => p.zonelevel_id)),
    zones: zones.map((z) => ({ zonelevel_id: z.zonelevel_id, color: z.color, ...expand('name', z.name), price: z.price, priceservise: z.priceservise })),
    lapsesAt: Infinity,
    day: session.day,
    time: session.time,
  };
  for (let i = 0; i < n; i++) s.statuses[i] = defaultStatus(s, i);
  // Only the places a row names (and the standing places) differ from their default.
  const named = new Set<number>(geometry.seats.standName.keys());
  for (const r of [...rows.holds, ...rows.offers]) {
    const i = geometry.seats.indexOf.get(r.seat_id);
    if (i !== undefined) named.add(i);
  }
  for (const [i, p] of resolvePlaces(s, named, rows)) {
    s.statuses[i] = p.status;
    if (p.holder !== undefined) s.holders.set(i, p.holder);
    if (p.offer) s.offered.add(i);
    s.heldUntil[i] = p.until;
    if (p.until < s.lapsesAt) s.lapsesAt = p.until;
    if (p.left !== undefined) s.standLeft.set(i, p.left);
  }
  return s;
}

/**
 * The longest a session's statuses are kept without reading it whole again. The journal and
 * the catalogue's version say when seats and prices change, and the session's day and time
 * when it leaves the sale; this is a backstop for anything written around them.
 */
const FULL_READ_EVERY_MS = 60_000;
/** More changed seats than this since the kept statuses: read the whole session again. */
const PATCH_LIMIT = 5_000;

/** A session's kept statuses and the document of their version. */
export interface CachedSession {
  /** The live journal's last change of the session that the statuses include. */
  readonly changeId: number;
  readonly seats: SessionSeats;
  /** The seat indices `sid` holds (unpaid orders and offers), ascending. */
  mine(sid: string | null | undefined): number[];
  /** Of those, the ones its best-available offer holds (free for that buyer, held for the others). */
  offeredTo(sid: string | null | undefined): number[];
  /** The availability document for the buyer `sid` (anyone when null): JSON bytes, or gzipped. */
  documentFor(sid: string | null | undefined, encoding: 'gzip' | 'identity'): Buffer;
}

/**
 * Where the database stands, read (in one statement) before the statuses: the journal's last
 * change of the session and over all sessions, the last change queued but not yet in the
 * journal (the sequencer runs every LIVE_POLL_MS; a buyer who has just ordered sees their
 * seats held at once, not a poll later), the catalogue's version and its last journal change.
 * `seq` orders the reads of this process: a state read after a version was read includes it.
 */
interface Version {
  head: number;
  key: string;
  catalogueKey: string;
  seq: number;
}

let versionSeq = 0;

async function readVersion(db: Db, calendarId: number): Promise<Version> {
  const row = await db.get<{ h: number | null; g: number | null; q: number | null; c: number | null; k: number | null }>(
    `SELECT (SELECT last_id FROM seat_change_heads WHERE calendar_id = ?) AS h,
            (SELECT last_id FROM seat_change_heads WHERE calendar_id = 0) AS g,
            (SELECT MAX(queue_id) FROM seat_change_queue) AS q,
            (SELECT version FROM catalogue_version WHERE id = 1) AS c,
            (SELECT MAX(change_id) FROM seat_changes WHERE calendar_id IS NULL) AS k`,
    [calendarId],
  );
  // The whole journal's head moves whenever the queue is drained, so the queue's last id (which
  // SQLite may hand out again once the queue is empty) never repeats under one head.
  return {
    head: Number(row?.h ?? 0),
    key: `${row?.g ?? 0}:${row?.h ?? 0}:${row?.q ?? 0}`,
    catalogueKey: `${row?.c ?? 0}:${row?.k ?? 0}`,
    seq: ++versionSeq,
  };
}

/**
 * The seat ids changed since the journal's `afterId`: the session's journal rows after it (all
 * of them, also those sequenced after the version was read) and what is queued for the
 * journal now. Null when the whole session must be read again (the catalogue changed, or too
 * much did).
 */
async function changedSeats(db: Db, calendarId: number, afterId: number): Promise<{ ids: Set<number>; last: number } | null> {
  const [journal, queued] = await Promise.all([
    sessionChanges(db, calendarId, afterId, Number.MAX_SAFE_INTEGER, PATCH_LIMIT + 1),
    db.all<{ calendar_id: number | null; seat_id: number | null }>(
      `SELECT calendar_id, seat_id FROM seat_change_queue WHERE calendar_id = ? OR calendar_id IS NULL LIMIT ${PATCH_LIMIT + 1}`,
      [calendarId],
    ),
  ]);
  if (journal.length > PATCH_LIMIT || queued.length > PATCH_LIMIT) return null;
  const ids = new Set<number>();
  let last = afterId;
  for (const c of journal) {
    if (c.seat_id != null) ids.add(c.seat_id);
    last = c.change_id;
  }
  for (const q of queued) {
    if (q.calendar_id == null) return null;
    if (q.seat_id != null) ids.add(Number(q.seat_id));
  }
  return { ids, last };
}

/** One session's kept statuses on this process, patched as the journal and the queue say. */
class SessionState implements CachedSession {
  changeId: number;
  private readonly document: AvailabilityDocument;
  /** The versionSeq reached when this state's reads began: versions up to it are included. */
  fresh: number;
  private readonly packed: PackedStatuses;
  /** browser session → seat indices it holds */
  private readonly bySid = new Map<string, Set<number>>();
  /** The journal, queue and catalogue as of the last read. */
  private key: string;
  readonly catalogueKey: string;
  readonly loadedAt: number;

  constructor(readonly seats: SessionSeats, v: Version, fresh: number, loadedAt: number) {
    this.changeId = v.head;
    this.key = v.key;
    this.catalogueKey = v.catalogueKey;
    this.fresh = fresh;
    this.loadedAt = loadedAt;
    this.packed = new PackedStatuses(seats.statuses);
    for (const [i, sid] of seats.holders) this.addHolder(i, sid);
    this.packed.takeChanged();
    this.document = new AvailabilityDocument(this.packed.bytes, this.head('bits2'), this.suffix());
  }

  mine(sid: string | null | undefined): number[] {
    const set = sid ? this.bySid.get(sid) : undefined;
    return set ? [...set].sort((a, b) => a - b) : [];
  }

  offeredTo(sid: string | null | undefined): number[] {
    return this.mine(sid).filter((i) => this.seats.offered.has(i));
  }

  documentFor(sid: string | null | undefined, encoding: 'gzip' | 'identity'): Buffer {
    const mine = this.mine(sid);
    const own = mine.filter((i) => this.seats.offered.has(i));
    if (!own.length) return encoding === 'gzip' ? this.document.gzip(mine) : this.document.text(mine);
    // The buyer's own offer is theirs to take: free in their document only (rare: encoded whole per request).
    const statuses = this.seats.statuses.slice();
    for (const i of own) statuses[i] = S.free;
    const { encoding: packing, statuses: packed } = new PackedStatuses(statuses).encode();
    const text = Buffer.from(`${this.head(packing)}${packed}","mine":[${mine.join(',')}],${this.suffix()}`);
    return encoding === 'gzip' ? zlib.gzipSync(text, { level: 4 }) : text;
  }

  /**
   * Whether this state may serve a request that read `v` at `now` as it is: its reads began
   * after `v` was read, or the database stands where it stood when they began.
   */
  serves(v: Version, now: number): boolean {
    return (v.seq <= this.fresh || (v.key === this.key && v.catalogueKey === this.catalogueKey && now < this.loadedAt + FULL_READ_EVERY_MS)) && now < this.seats.lapsesAt;
  }

  /** Whether it can be brought to `v` by patching, rather than read whole. */
  patchable(v: Version, now: Date): boolean {
    return v.catalogueKey === this.catalogueKey && now.getTime() < this.loadedAt + FULL_READ_EVERY_MS && stillOnSale(this.seats.day, this.seats.time, now);
  }

  /**
   * Reads again the seats the journal and the queue name since this state's change id (and
   * those whose hold or offer lapsed) and patches them in. False when it cannot (too many, the
   * catalogue changed): the session is then read whole.
   */
  async patch(db: Db, v: Version, now: Date): Promise<boolean> {
    const fresh = versionSeq;
    const t = now.getTime();
    const s = this.seats;
    let ids = new Set<number>();
    let last = this.changeId;
    if (v.key !== this.key) {
      const changed = await changedSeats(db, s.calendarId, this.changeId);
      // Null, or the journal no longer has the rows up to the head (trimmed): read it whole.
      if (!changed || changed.last < v.head) return false;
      ids = changed.ids;
      last = changed.last;
    }
    const seats = s.geometry.seats;
    const indices = new Set<number>();
    for (const id of ids) {
      const i = seats.indexOf.get(id);
      if (i !== undefined) indices.add(i);
    }
    if (s.lapsesAt <= t) for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! <= t) indices.add(i);
    const list = [...indices].map((i) => seats.ids[i]!);
    const rows = list.length ? await readSeatRows(db, s.calendarId, standIdsOf(s.geometry), now, list) : { holds: [], offers: [], standSold: [] };

    let moved = last !== this.changeId;
    let recomputeLapse = false;
    for (const [i, p] of resolvePlaces(s, indices, rows)) {
      if (s.statuses[i] !== p.status) {
        this.packed.set(i, p.status);
        moved = true;
      }
      if (p.offer) s.offered.add(i);
      else s.offered.delete(i);
      const holder = s.holders.get(i);
      if (holder !== p.holder) {
        if (holder !== undefined) this.removeHolder(i, holder);
        if (p.holder !== undefined) this.addHolder(i, p.holder);
      }
      const until = s.heldUntil[i]!;
      if (until !== p.until) {
        if (until === s.lapsesAt) recomputeLapse = true;
        s.heldUntil[i] = p.until;
        if (p.until < s.lapsesAt) s.lapsesAt = p.until;
      }
      if (p.left !== undefined && s.standLeft.get(i) !== p.left) {
        s.standLeft.set(i, p.left);
        moved = true;
      }
    }
    if (recomputeLapse) {
      let lapsesAt = Infinity;
      for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! < lapsesAt) lapsesAt = s.heldUntil[i]!;
      s.lapsesAt = lapsesAt;
    }
    this.changeId = Math.max(last, v.head);
    this.key = v.key;
    this.fresh = fresh;
    if (moved) this.document.update(this.packed.bytes, this.packed.takeChanged(), this.head('bits2'), this.suffix());
    return true;
  }

  private addHolder(i: number, sid: string): void {
    this.seats.holders.set(i, sid);
    let set = this.bySid.get(sid);
    if (!set) this.bySid.set(sid, (set = new Set()));
    set.add(i);
  }

  private removeHolder(i: number, sid: string): void {
    this.seats.holders.delete(i);
    const set = this.bySid.get(sid);
    set?.delete(i);
    if (set && !set.size) this.bySid.delete(sid);
  }

  /** The document up to its statuses' opening quote, for this version. */
  private head(encoding: 'bits2' | 'runs'): string {
    const s = this.seats;
    return (
      `{"response":{"calendar_id":${s.calendarId},"hall":${JSON.stringify(s.geometry.hash)},"changeId":${this.changeId},` +
      `"seatCount":${s.geometry.seats.seatCount},"encoding":"${encoding}","statuses":"`
    );
  }

  /** The document after the buyer's `mine`. */
  private suffix(): string {
    const s = this.seats;
    return `"stands":${JSON.stringify([...s.standLeft])},"limit":${s.event.demquantlimit},"zones":${JSON.stringify(s.zones)}}}`;
  }
}

interface Slot {
  state: SessionState | undefined;
  /** Steps one at a time per session. */
  tail: Promise<unknown>;
}

const sessionCache = new WeakMap<object, Map<string, Slot>>();

/**
 * A session's statuses, from memory while nothing changed (the version above) and no hold or
 * offer read has lapsed. After a change only the changed seats are read again (the journal and
 * the queue name them) and patched in; the whole session is read again when the catalogue
 * changed, the session left the sale, or at most every FULL_READ_EVERY_MS.
 */
export async function currentSessionSeats(db: Db, hash: string, calendarId: number, now: Date): Promise<CachedSession> {
  const v = await readVersion(db, calendarId);
  let perDb = sessionCache.get(db.identity);
  if (!perDb) sessionCache.set(db.identity, (perDb = new Map()));
  const key = `${hash.toLowerCase()}:${calendarId}`;
  let slot = perDb.get(key);
  if (!slot) perDb.set(key, (slot = { state: undefined, tail: Promise.resolve() }));
  const t = now.getTime();
  // Most requests: nothing changed since the last read, or a read began after this version.
  if (slot.state?.serves(v, t) && stillOnSale(slot.state.seats.day, slot.state.seats.time, now)) return slot.state;
  const theSlot = slot;
  const step = theSlot.tail.then(async (): Promise<SessionState> => {
    const state = theSlot.state;
    if (state && state.patchable(v, now)) {
      if (state.serves(v, t)) return state;
      if (await state.patch(db, v, now)) return state;
    }
    theSlot.state = undefined;
    const fresh = versionSeq;
    const loaded = new SessionState(await loadSessionSeats(db, hash, calendarId, now), v, fresh, t);
    theSlot.state = loaded;
    return loaded;
  });
  theSlot.tail = step.catch(() => undefined);
  try {
    return await step;
  } catch (error) {
    // A refusal (unknown event, session off sale) is not kept.
    if (!theSlot.state && perDb.get(key) === theSlot) perDb.delete(key);
    throw error;
  }
}

/** Forgets a session's statuses on this instance (after a change made here that the journal does not see). */
export function forgetSession(db: Db, hash: string, calendarId: number): void {
  sessionCache.get(db.identity)?.delete(`${hash.toLowerCase()}:${calendarId}`);
}
