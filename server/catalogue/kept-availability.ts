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
 * What the kept reads (afisha, booking loads) count places from, kept between their rebuilds,
 * which come once a second while a stadium sells:
 * - the places taken per session, until the live journal says the session changed (on any
 *   instance) or a reservation counted in it runs out: reading every session's orders for each
 *   rebuild took 50–90 ms of the event loop at ten thousand orders, where reading the one
 *   session that sold takes a few;
 * - the sessions on sale, until the catalogue changes or the minute turns (sessions leave the
 *   sale by hh:mm): 3.5 ms of the afisha's rebuild.
 */
export class KeptAvailability {
  private readonly kept = new Map<number, Kept>();
  /** Journal advances seen; a read begun before a session's last change is not kept. */
  private advances = 0;
  private readonly changedAt = new Map<number, number>();
  private catalogueAt = 0;
  /** Sessions on sale by query, for `minute` (emptied when the catalogue changes). */
  private readonly sessionsKept = new Map<string, Promise<unknown>>();
  private minute = '';

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
      this.sessionsKept.clear();
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
    const read = new Map<number, Kept>(missing.map((id) => [id, { sold: new Map(), until: Infinity }]));
    if (missing.length) {
      const began = this.advances;
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
    }
    const out: Sold = new Map();
    for (const id of calendarIds) {
      const k = read.get(id) ?? this.kept.get(id);
      if (k) for (const [zone, sold] of k.sold) out.set(`${id}:${zone}`, sold);
    }
    return out;
  }

  /**
   * The sessions on sale that `key` names at `minute` (the day and hh:mm they are selected by):
   * kept until the catalogue changes or the minute turns; `load` reads them.
   */
  sessions<T>(key: string, minute: string, load: () => Promise<T>): Promise<T> {
    if (minute !== this.minute) {
      this.sessionsKept.clear();
      this.minute = minute;
    }
    const kept = this.sessionsKept.get(key);
    if (kept) return kept as Promise<T>;
    const rows = load();
    this.sessionsKept.set(key, rows);
    // A failed read is not kept.
    rows.catch(() => {
      if (this.sessionsKept.get(key) === rows) this.sessionsKept.delete(key);
    });
    return rows;
  }
}

const perHub = new WeakMap<LiveHub, KeptAvailability>();

/** The app's kept availability (one per app, on its journal reader). */
export function keptAvailability(ctx: AppContext): KeptAvailability {
  let kept = perHub.get(ctx.live);
  if (!kept) perHub.set(ctx.live, (kept = new KeptAvailability(ctx.db, ctx.live)));
  return kept;
}
