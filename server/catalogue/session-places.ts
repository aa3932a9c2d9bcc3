// What the database says about a session's places: its seats' statuses by the geometry's seat
// index, read whole (loadSessionSeats) or for some seats (readSeatRows + resolvePlaces), where
// holds, offers and standing sales meet.
import { ErrorCode } from '../../contract/envelope';
import { SeatAvailabilityStatus as S, type SeatAvailability } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { LIVE_ORDER } from './availability';
import { SeatKind } from '../../contract/seat-kind';
import { hhmmOf, isoDay } from './clock';
import { wheelchairHeldUntil } from './wheelchair-release';
import { findEvent, type EventDetailRow } from './events';
import { hallGeometry, type HallGeometryEntry } from './geometry';
import { expand } from './l10n';

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
  /**
   * Until when wheelchair spaces are off general sale (ms since the epoch), 0 when they are on
   * sale (wheelchair-release.ts). Held back, a space is unavailable unless an order or the
   * wheelchair wish's offer holds it; the statuses are read again at this moment.
   */
  wheelchairHeldUntil: number;
}

interface SessionRow {
  calendar_id: number;
  pricetype_id: number;
  day: string;
  time: string;
  wheelchair_release_hours: number | null;
}

/** Whether a session of this day and time is still on sale at `now` (as loadAvailability selects them). */
export function stillOnSale(day: string, time: string, now: Date): boolean {
  const today = isoDay(now);
  return day >= today && !(day === today && time !== '' && time <= hhmmOf(now));
}

/** The session if it belongs to the event and is still on sale (as loadAvailability selects them). */
async function sessionOnSale(db: Db, eventId: number, calendarId: number, now: Date): Promise<SessionRow | undefined> {
  const today = isoDay(now);
  return db.get<SessionRow>(
    `SELECT s.calendar_id, s.pricetype_id, s.day, s.time, s.wheelchair_release_hours FROM sessions s JOIN events e ON e.event_id = s.event_id
      WHERE s.calendar_id = ? AND s.event_id = ? AND s.day >= ? AND NOT (s.day = ? AND s.time <> '' AND s.time <= ?) AND e.sale <> 'soon'`,
    [calendarId, eventId, today, today, hhmmOf(now)],
  );
}

/** The hall and session behind a map request; 404 in the envelope when there is none. */
export async function schemeSession(db: Db, hash: string, calendarId: number, now: Date) {
  const event = await findEvent(db, hash);
  if (!event.useseatsvg || event.hall_id == null) throw new DomainError('notFound', ErrorCode.notFound, 'This event has no hall scheme');
  const [session, geometry] = await Promise.all([sessionOnSale(db, event.event_id, calendarId, now), hallGeometry(db, event.hall_id)]);
  if (!session) throw new DomainError('notFound', ErrorCode.notFound, 'Session not found or no longer on sale');
  if (!geometry) throw new DomainError('notFound', ErrorCode.notFound, 'The hall scheme has not been uploaded yet');
  return { event, session, geometry };
}

export interface SeatRows {
  holds: { seat_id: number; status: number; client_sid: string | null; reserve_until: string | null }[];
  offers: { seat_id: number; client_sid: string; expires_at: string }[];
  standSold: { seat_id: number; sold: number }[];
}

const inList = (n: number) => Array.from({ length: n }, () => '?').join(',');
/** Parameters per IN list: well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

/** The holds, offers and standing sales of the session: all of them, or those of `seatIds`. */
export async function readSeatRows(db: Db, calendarId: number, standIds: number[], now: Date, seatIds?: number[]): Promise<SeatRows> {
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

export const standIdsOf = (geometry: HallGeometryEntry) => [...geometry.seats.standName.keys()].map((i) => geometry.seats.ids[i]!);

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

/** A wheelchair space the session keeps off general sale now (its zone on sale). */
export function heldBack(s: SessionSeats, i: number): boolean {
  const seats = s.geometry.seats;
  return s.wheelchairHeldUntil > 0 && (seats.kind[i]! & SeatKind.wheelchair) !== 0 && !seats.stand[i] && s.onSale.has(seats.cat[i]!);
}

/** A place's state when no row names it: free where its zone has a price, else not on sale. */
function defaultStatus(s: SessionSeats, i: number): number {
  const seats = s.geometry.seats;
  return !seats.stand[i] && s.onSale.has(seats.cat[i]!) && !heldBack(s, i) ? S.free : S.unavailable;
}

/**
 * The state of the places at `indices` from what the database says about them (`rows`, read
 * for at least those places). The one place where holds, offers and standing sales meet.
 */
export function resolvePlaces(s: SessionSeats, indices: Iterable<number>, rows: SeatRows): Map<number, Place> {
  const seats = s.geometry.seats;
  const out = new Map<number, Place>();
  for (const i of indices) out.set(i, { status: defaultStatus(s, i), holder: undefined, offer: false, until: Infinity });
  for (const o of rows.offers) {
    const p = out.get(seats.indexOf.get(o.seat_id) ?? -1);
    // A held-back space is offered only to a buyer who asked for one (best-offer.ts).
    if (!p || (p.status !== S.free && !heldBack(s, seats.indexOf.get(o.seat_id)!))) continue;
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
    wheelchairHeldUntil: wheelchairHeldUntil(session, now),
  };
  if (s.wheelchairHeldUntil) s.lapsesAt = s.wheelchairHeldUntil;
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
