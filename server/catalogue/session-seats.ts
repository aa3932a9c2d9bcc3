// What changes, kept: a session's seat statuses on this process, patched as the journal and the
// queue say, and the availability document of their version (GET /api/scheme/availability,
// contract/seat-availability.ts).
import zlib from 'node:zlib';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { AvailabilityDocument, mineText } from './availability-document';
import { EXTRA_LIMIT, readPatchRound } from './patch-round';
import { loadSessionSeats, readSeatRows, resolvePlaces, standIdsOf, stillOnSale, type SessionSeats } from './session-places';
import { readVersion, type QueueMark, type Version } from './session-version';
import { PackedStatuses } from './status-codec';

export type { SessionSeats } from './session-places';

/**
 * The longest a session's statuses are kept without reading it whole again. The journal and
 * the catalogue's version say when seats and prices change, and the session's day and time
 * when it leaves the sale; this is a backstop for anything written around them.
 */
const FULL_READ_EVERY_MS = 60_000;

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

/** One session's kept statuses on this process, patched as the journal and the queue say. */
class SessionState implements CachedSession {
  changeId: number;
  private readonly document: AvailabilityDocument;
  private readonly packed: PackedStatuses;
  /** browser session → seat indices it holds */
  private readonly bySid = new Map<string, Set<number>>();
  /** How far the last patch read the queue. */
  private queueMark: QueueMark | undefined;
  readonly catalogueKey: string;
  readonly loadedAt: number;

  constructor(readonly seats: SessionSeats, v: Version, loadedAt: number) {
    this.changeId = v.head;
    this.catalogueKey = v.catalogueKey;
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
    const text = Buffer.concat([Buffer.from(this.head(packing) + packed), mineText(mine), Buffer.from(this.suffix())]);
    return encoding === 'gzip' ? zlib.gzipSync(text, { level: 4 }) : text;
  }

  /** Whether it can be brought up to date by patching at `now`, rather than read whole (the catalogue aside: the patch's statement reads it). */
  patchable(now: Date): boolean {
    return (
      now.getTime() < this.loadedAt + FULL_READ_EVERY_MS &&
      stillOnSale(this.seats.day, this.seats.time, now) &&
      // Wheelchair spaces released: every one of them is read again.
      !(this.seats.wheelchairHeldUntil && now.getTime() >= this.seats.wheelchairHeldUntil)
    );
  }

  /**
   * Reads, in one statement, where the database stands and the seats the journal and the
   * queue name since this state's change id (and those whose hold or offer lapsed), and
   * patches them in. False when it cannot (too many, the catalogue changed): the session is
   * then read whole.
   */
  async patch(db: Db, now: Date): Promise<boolean> {
    const t = now.getTime();
    const s = this.seats;
    const seats = s.geometry.seats;
    const indices = new Set<number>();
    if (s.lapsesAt <= t) for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! <= t) indices.add(i);
    // Many lapsed at once (a backlog of expired holds): their rows are read in pages after.
    const many = indices.size > EXTRA_LIMIT;
    const lapsed = many ? [] : [...indices].map((i) => seats.ids[i]!);
    const round = await readPatchRound(db, s.calendarId, this.changeId, this.queueMark, standIdsOf(s.geometry), lapsed, now);
    const v = round.version;
    // The catalogue changed, too much did, or the journal no longer has the rows up to the head (trimmed): read it whole.
    if (v.catalogueKey !== this.catalogueKey || !round.changed || round.changed.last < v.head) return false;
    const last = round.changed.last;
    this.queueMark = round.changed.mark;
    for (const id of round.ids) {
      const i = seats.indexOf.get(id);
      if (i !== undefined) indices.add(i);
    }
    const rows = many ? await readSeatRows(db, s.calendarId, standIdsOf(s.geometry), now, [...indices].map((i) => seats.ids[i]!)) : round.rows;

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
      let lapsesAt = s.wheelchairHeldUntil || Infinity;
      for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! < lapsesAt) lapsesAt = s.heldUntil[i]!;
      s.lapsesAt = lapsesAt;
    }
    this.changeId = Math.max(last, v.head);
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
  /** The round in flight (or done): one statement per session at a time. */
  tail: Promise<unknown>;
  /** The round that starts when the one in flight is done: requests that come meanwhile join it. */
  next: { round: Promise<SessionState>; now: Date } | undefined;
}

const sessionCache = new WeakMap<object, Map<string, Slot>>();

/**
 * A session's statuses, kept in memory and brought up to date for each request by a *round*:
 * one statement that reads where the database stands and the seats changed since the kept
 * state (the journal and the queue name them), patched in. The whole session is read again
 * when the catalogue changed, the session left the sale, or at most every FULL_READ_EVERY_MS.
 *
 * A request's answer must include every change committed before it came (a buyer who has
 * just ordered sees their seats held), so it cannot take a round already in flight; it
 * joins the next one, which starts when that one is done and serves every request that came
 * meanwhile. On an on-sale, where map views come every few milliseconds and nearly every one
 * finds a change, a session costs one statement at a time instead of two a view (the
 * version, then the patch), and a view waits for at most the round in flight and its own
 * (issue 31, bench/README.md, on-sale).
 */
export async function currentSessionSeats(db: Db, hash: string, calendarId: number, now: Date): Promise<CachedSession> {
  let perDb = sessionCache.get(db.identity);
  if (!perDb) sessionCache.set(db.identity, (perDb = new Map()));
  const key = `${hash.toLowerCase()}:${calendarId}`;
  let slot = perDb.get(key);
  if (!slot) perDb.set(key, (slot = { state: undefined, tail: Promise.resolve(), next: undefined }));
  const theSlot = slot;
  let next = theSlot.next;
  if (next) {
    // The round runs at the latest clock of the requests it serves (a hold lapsed for one has lapsed for it).
    if (now > next.now) next.now = now;
  } else {
    const joined: { round: Promise<SessionState>; now: Date } = { round: undefined as never, now };
    joined.round = theSlot.tail.then(() => {
      if (theSlot.next === joined) theSlot.next = undefined;
      return round(db, theSlot, hash, calendarId, joined.now);
    });
    theSlot.next = next = joined;
    theSlot.tail = joined.round.catch(() => undefined);
  }
  try {
    return await next.round;
  } catch (error) {
    // A refusal (unknown event, session off sale) is not kept.
    if (!theSlot.state && !theSlot.next && perDb.get(key) === theSlot) perDb.delete(key);
    throw error;
  }
}

/** One round: the kept state patched, or the session read whole. */
async function round(db: Db, slot: Slot, hash: string, calendarId: number, now: Date): Promise<SessionState> {
  const state = slot.state;
  if (state && state.patchable(now) && (await state.patch(db, now))) return state;
  slot.state = undefined;
  // The version is read before the statuses: every change up to it is in them.
  const v = await readVersion(db, calendarId);
  const loaded = new SessionState(await loadSessionSeats(db, hash, calendarId, now), v, now.getTime());
  slot.state = loaded;
  return loaded;
}
