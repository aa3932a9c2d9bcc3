// POST /api/scheme/best: the server proposes the best block from its own availability and
// keeps it for the buyer (seat_offers) in the same step, so that two buyers asking at the same
// instant are never handed the same block: the second one's insert finds the seats taken and
// it is proposed the next best block instead.
import { ErrorCode } from '../../contract/envelope';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import type { BestSeatsRequest, BestSeatsResponse, ReleaseOfferRequest, ReleaseOfferResponse } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { LIVE_ORDER } from './availability';
import { bestSeats, buildRows, type HallRow } from './best-seats';
import type { HallGeometryEntry } from './geometry';
import { currentSessionSeats } from './session-seats';
import { heldBack } from './session-places';

/** How long a proposed block stays the buyer's without an order (they may be typing their details). */
export const OFFER_MS = 5 * 60_000;
/** Proposals tried when other buyers take the seats first. */
const ATTEMPTS = 5;

const rowsCache = new WeakMap<HallGeometryEntry, HallRow[]>();
function rowsOf(geometry: HallGeometryEntry): HallRow[] {
  let rows = rowsCache.get(geometry);
  if (!rows) rowsCache.set(geometry, (rows = buildRows(geometry.seats)));
  return rows;
}

/** Who asks: the browser session (CSRF cookie) and the address. */
export interface OfferClient {
  sid: string;
  ip: string;
}

/**
 * Seats one client's live offers may keep from other buyers in one event session (0: no cap).
 * A browser session has one offer a session (asking again gives the last one back), so its
 * cap bounds the block; the address's cap bounds what new cookies from one address get.
 */
export interface OfferCaps {
  perClient: number;
  perAddress: number;
}

/** A buyer's live offer, without the seats an order holds now (theirs or, since an offer is not a hold, another buyer's). */
const OWN_OFFER = `SELECT f.seat_id, f.expires_at FROM seat_offers f
  WHERE f.calendar_id = ? AND f.client_sid = ? AND f.expires_at > ?
    AND NOT EXISTS (SELECT 1 FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE h.calendar_id = f.calendar_id AND h.seat_id = f.seat_id AND ${LIVE_ORDER})`;

async function ownOfferRows(db: Db, calendarId: number, sid: string, now: Date) {
  const at = now.toISOString();
  const rows = await db.all<{ seat_id: number; expires_at: string }>(OWN_OFFER, [calendarId, sid, at, at]);
  return rows.map((r) => ({ seat_id: Number(r.seat_id), expires_at: r.expires_at }));
}

/** GET /api/scheme/best: the buyer's live offer (after a reload the page puts it back in the cart); no seats when none. */
export async function currentOffer(db: Db, sid: string | null, query: { hash: string; calendar_id: number }, now: Date): Promise<BestSeatsResponse> {
  // An unknown event or a session off sale is refused as the map refuses it, offer or not.
  const { seats: session } = await currentSessionSeats(db, query.hash, query.calendar_id, now);
  const s = session.geometry.seats;
  const rows = (sid ? await ownOfferRows(db, query.calendar_id, sid, now) : []).filter((r) => s.indexOf.has(r.seat_id));
  const indices = rows.map((r) => s.indexOf.get(r.seat_id)!).sort((a, b) => a - b);
  if (!indices.length) return { seats: [], largest: 0, expires_at: null };
  return {
    seats: indices.map((i) => ({ seat_id: s.ids[i]!, index: i, sector: s.sector[i]!, row: s.row[i]!, seat: s.seat[i]!, cat: s.cat[i]! })),
    largest: indices.length,
    expires_at: rows.map((r) => r.expires_at).sort()[0]!,
  };
}

const offerLimitFailure = (limit: number) => new DomainError('conflict', ErrorCode.limit, msg('offerLimit', { limit }));

class SeatsTaken extends Error {
  constructor(readonly seatIds: number[]) {
    super('seats taken meanwhile');
  }
}

/** Puts seat changes in the live journal's queue (server/live): caches and open maps see them. */
async function queueChanges(tx: Db, calendarId: number, seatIds: Iterable<number>): Promise<void> {
  const rows = [...new Set(seatIds)].map((id) => [calendarId, id]);
  if (rows.length) await tx.runMany('INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (?, ?)', rows);
}

/**
 * POST /api/scheme/best/release: the buyer took offered seats out of the cart (or emptied it):
 * they go back to the sale now instead of when the offer lapses. Only this browser session's
 * live offer is given back, never seats an order holds (the order keeps them, as GET shows).
 */
export async function releaseOffer(db: Db, sid: string, body: ReleaseOfferRequest, now: Date): Promise<ReleaseOfferResponse> {
  // An unknown event or a session off sale is refused as the map refuses it.
  await currentSessionSeats(db, body.hash, body.calendar_id, now);
  const at = now.toISOString();
  const named = body.seat_ids ? [...new Set(body.seat_ids.map(Number))] : null;
  const released = await db.tx(async (tx) => {
    const rows = await tx.all<{ seat_id: number }>(
      `DELETE FROM seat_offers WHERE calendar_id = ? AND client_sid = ? AND expires_at > ?
         ${named ? `AND seat_id IN (${named.map(() => '?').join(', ')})` : ''}
         AND NOT EXISTS (SELECT 1 FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE h.calendar_id = seat_offers.calendar_id AND h.seat_id = seat_offers.seat_id AND ${LIVE_ORDER})
       RETURNING seat_id`,
      [body.calendar_id, sid, at, ...(named ?? []), at],
    );
    const ids = rows.map((r) => Number(r.seat_id));
    // Every instance's kept availability reads these seats again: free for everyone now.
    await queueChanges(tx, body.calendar_id, ids);
    return ids;
  });
  return { released: released.sort((a, b) => a - b) };
}

export async function offerBestSeats(db: Db, client: OfferClient, body: BestSeatsRequest, now: Date, caps: OfferCaps = { perClient: 0, perAddress: 0 }): Promise<BestSeatsResponse> {
  const { sid, ip } = client;
  if (caps.perClient && body.count > caps.perClient) throw offerLimitFailure(caps.perClient);
  const excluded = new Set<number>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { seats: session } = await currentSessionSeats(db, body.hash, body.calendar_id, now);
    const { geometry, statuses } = session;
    if (body.count > session.event.demquantlimit) {
      throw new DomainError('invalid', ErrorCode.badRequest, `At most ${session.event.demquantlimit} places in one order`);
    }
    const zone = body.zone ?? null;
    if (zone !== null && !session.onSale.has(zone)) throw new DomainError('notFound', ErrorCode.notFound, 'This category is not on sale in this session');
    // The buyer's own offer is given back by this request: those seats count as free for it.
    const ownOffer = new Set<number>();
    for (const o of await ownOfferRows(db, body.calendar_id, sid, now)) {
      const i = geometry.seats.indexOf.get(o.seat_id);
      if (i !== undefined) ownOffer.add(i);
    }
    const zoneRank = new Map(session.zones.map((z, rank) => [z.zonelevel_id, rank]));
    const wheelchair = body.wheelchair === true;
    const answer = bestSeats(rowsOf(geometry), {
      count: body.count,
      zone,
      isFree: (i) =>
        !excluded.has(i) &&
        (statuses[i] === S.free ||
          (ownOffer.has(i) && statuses[i] === S.held) ||
          // Held back from general sale, a wheelchair space is still offered to those who ask for one.
          (wheelchair && statuses[i] === S.unavailable && heldBack(session, i))),
      cat: geometry.seats.cat,
      kind: geometry.seats.kind,
      wheelchair,
      zoneRank,
      limit: 1,
    });
    const block = answer.blocks[0];
    const ids = block ? block.seats.map((i) => geometry.seats.ids[i]!) : [];
    const expires = new Date(now.getTime() + OFFER_MS).toISOString();
    try {
      await db.tx(
        async (tx) => {
          // Under the address's lock: two asks from one address count one after the other.
          if (caps.perAddress && block) {
            const row = await tx.get<{ n: number }>(
              // Offered seats an order holds now count under the hold limits instead.
              `SELECT COUNT(*) AS n FROM seat_offers f WHERE f.calendar_id = ? AND f.client_ip = ? AND f.client_sid <> ? AND f.expires_at > ?
                 AND NOT EXISTS (SELECT 1 FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE h.calendar_id = f.calendar_id AND h.seat_id = f.seat_id AND ${LIVE_ORDER})`,
              [body.calendar_id, ip, sid, now.toISOString(), now.toISOString()],
            );
            if (Number(row?.n ?? 0) + ids.length > caps.perAddress) throw offerLimitFailure(caps.perAddress);
          }
          const released = await tx.all<{ seat_id: number }>(`DELETE FROM seat_offers WHERE calendar_id = ? AND client_sid = ? RETURNING seat_id`, [body.calendar_id, sid]);
          const taken: number[] = [];
          for (const id of ids) {
            const hold = await tx.get(
              `SELECT 1 AS x FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE h.calendar_id = ? AND h.seat_id = ? AND ${LIVE_ORDER}`,
              [body.calendar_id, id, now.toISOString()],
            );
            // Another buyer's live offer stays theirs; a lapsed one is taken over.
            const put = hold
              ? { changes: 0 }
              : await tx.run(
                  `INSERT INTO seat_offers (calendar_id, seat_id, client_sid, client_ip, expires_at) VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (calendar_id, seat_id) DO UPDATE SET client_sid = excluded.client_sid, client_ip = excluded.client_ip, expires_at = excluded.expires_at
                   WHERE seat_offers.expires_at <= ? OR seat_offers.client_sid = excluded.client_sid`,
                  [body.calendar_id, id, sid, ip, expires, now.toISOString()],
                );
            if (put.changes === 0) taken.push(id);
          }
          if (taken.length) throw new SeatsTaken(taken);
          await queueChanges(tx, body.calendar_id, [...released.map((r) => Number(r.seat_id)), ...ids]);
        },
        { isolation: 'read committed', locks: caps.perAddress ? [`offer:ip:${ip}`] : [] },
      );
    } catch (error) {
      if (!(error instanceof SeatsTaken)) throw error;
      for (const id of error.seatIds) excluded.add(geometry.seats.indexOf.get(id)!);
      continue;
    }
    if (!block) return { seats: [], largest: answer.largest, expires_at: null };
    const s = geometry.seats;
    return {
      seats: block.seats.map((i) => ({ seat_id: s.ids[i]!, index: i, sector: s.sector[i]!, row: s.row[i]!, seat: s.seat[i]!, cat: s.cat[i]! })),
      largest: answer.largest,
      expires_at: expires,
    };
  }
  throw new DomainError('conflict', ErrorCode.limit, 'Other buyers are taking these seats right now: ask again');
}
