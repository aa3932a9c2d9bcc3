// What changes, kept: a session's seat statuses on this process, patched as the journal and the
// queue say, and the availability document of their version (GET /api/scheme/availability,
// contract/seat-availability.ts).
import zlib from 'node:zlib';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { AvailabilityDocument, mineText } from './availability-document';
import { EXTRA_LIMIT, readPatchRound } from './patch-round';
import { loadSessionSeats, readSeatRows, resolvePlaces, standIdsOf, stillOnSale, type SeatRows, type SessionSeats } from './session-places';
import { changedSeats, lastVersionSeq, readVersion, type QueueMark, type Version } from './session-version';
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
  /** The versionSeq reached when this state's reads began: versions up to it are included. */
  fresh: number;
  private readonly packed: PackedStatuses;
  /** browser session → seat indices it holds */
  private readonly bySid = new Map<string, Set<number>>();
  /** The journal, queue and catalogue as of the last read. */
  private key: string;
  /** How far the last patch read the queue. */
  private queueMark: QueueMark | undefined;
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
    const text = Buffer.concat([Buffer.from(this.head(packing) + packed), mineText(mine), Buffer.from(this.suffix())]);
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
    return (
      v.catalogueKey === this.catalogueKey &&
      now.getTime() < this.loadedAt + FULL_READ_EVERY_MS &&
      stillOnSale(this.seats.day, this.seats.time, now) &&
      // Wheelchair spaces released: every one of them is read again.
      !(this.seats.wheelchairHeldUntil && now.getTime() >= this.seats.wheelchairHeldUntil)
    );
  }

  /**
   * Reads again the seats the journal and the queue name since this state's change id (and
   * those whose hold or offer lapsed) and patches them in. False when it cannot (too many, the
   * catalogue changed): the session is then read whole.
   */
  async patch(db: Db, v: Version, now: Date): Promise<boolean> {
    const fresh = lastVersionSeq();
    const t = now.getTime();
    const s = this.seats;
    const seats = s.geometry.seats;
    const indices = new Set<number>();
    if (s.lapsesAt <= t) for (let i = 0; i < s.heldUntil.length; i++) if (s.heldUntil[i]! <= t) indices.add(i);
    let last = this.changeId;
    let rows: SeatRows = { holds: [], offers: [], standSold: [] };
    if (v.key !== this.key && indices.size <= EXTRA_LIMIT) {
      const lapsed = [...indices].map((i) => seats.ids[i]!);
      const round = await readPatchRound(db, s.calendarId, this.changeId, v.journalHead, this.queueMark, standIdsOf(s.geometry), lapsed, now);
      // Null, or the journal no longer has the rows up to the head (trimmed): read it whole.
      if (!round.changed || round.changed.last < v.head) return false;
      last = round.changed.last;
      this.queueMark = round.changed.mark;
      rows = round.rows;
      for (const id of round.ids) {
        const i = seats.indexOf.get(id);
        if (i !== undefined) indices.add(i);
      }
    } else {
      if (v.key !== this.key) {
        const changed = await changedSeats(db, s.calendarId, this.changeId, v.journalHead, this.queueMark);
        if (!changed || changed.last < v.head) return false;
        last = changed.last;
        this.queueMark = changed.mark;
        for (const id of changed.ids) {
          const i = seats.indexOf.get(id);
          if (i !== undefined) indices.add(i);
        }
      }
      const list = [...indices].map((i) => seats.ids[i]!);
      if (list.length) rows = await readSeatRows(db, s.calendarId, standIdsOf(s.geometry), now, list);
    }

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
    const fresh = lastVersionSeq();
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
