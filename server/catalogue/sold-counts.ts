import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import type { JournalAdvance, LiveHub } from '../live/hub';
import { readSold, type Sold } from './availability';

interface Kept {
  /** zonelevel_id → places taken */
  sold: Map<number, number>;
  /** When the first reservation counted here runs out (ms since the epoch). */
  until: number;
}

/**
 * The places taken per session, kept until the live journal says the session changed (on any
 * instance) or a reservation counted in it runs out. The kept reads (afisha, booking loads)
 * rebuild once a second while a stadium sells; reading every session's orders for each
 * rebuild took 50–90 ms of the event loop at ten thousand orders, where reading the one
 * session that sold takes a few.
 */
export class SoldCounts {
  private readonly kept = new Map<number, Kept>();
  /** Journal advances seen; a read begun before a session's last change is not kept. */
  private advances = 0;
  private readonly changedAt = new Map<number, number>();
  private catalogueAt = 0;

  constructor(
    private readonly db: Db,
    hub: LiveHub,
  ) {
    hub.watch((advance) => this.invalidate(advance));
  }

  private invalidate(advance: JournalAdvance): void {
    this.advances++;
    if (advance.catalogue) {
      this.kept.clear();
      this.catalogueAt = this.advances;
    }
    for (const id of advance.sessions) {
      this.kept.delete(id);
      this.changedAt.set(id, this.advances);
    }
  }

  /** The places taken in `calendarIds` at `now`: kept counts, and the rest read. */
  async of(now: Date, calendarIds: readonly number[]): Promise<Sold> {
    const t = now.getTime();
    const missing = calendarIds.filter((id) => !((this.kept.get(id)?.until ?? -Infinity) > t));
    if (missing.length) {
      const began = this.advances;
      const read = new Map<number, Kept>(missing.map((id) => [id, { sold: new Map(), until: Infinity }]));
      for (const r of await readSold(this.db, now, missing)) {
        const k = read.get(Number(r.calendar_id))!;
        k.sold.set(Number(r.zonelevel_id), Number(r.sold));
        if (r.lapse) k.until = Math.min(k.until, Date.parse(r.lapse));
      }
      const current = this.catalogueAt <= began;
      for (const [id, k] of read) {
        if (current && (this.changedAt.get(id) ?? 0) <= began) this.kept.set(id, k);
        else this.kept.delete(id);
      }
      return this.collect(calendarIds, read);
    }
    return this.collect(calendarIds, new Map());
  }

  private collect(calendarIds: readonly number[], read: Map<number, Kept>): Sold {
    const out: Sold = new Map();
    for (const id of calendarIds) {
      const k = read.get(id) ?? this.kept.get(id);
      if (k) for (const [zone, sold] of k.sold) out.set(`${id}:${zone}`, sold);
    }
    return out;
  }
}

const perHub = new WeakMap<LiveHub, SoldCounts>();

/** The app's kept counts (one per app, on its journal reader). */
export function soldCounts(ctx: AppContext): SoldCounts {
  let counts = perHub.get(ctx.live);
  if (!counts) perHub.set(ctx.live, (counts = new SoldCounts(ctx.db, ctx.live)));
  return counts;
}
