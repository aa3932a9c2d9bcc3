import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/driver';
import { ApiFailure } from './errors';
import { msg, type Message } from './messages';

interface Counter {
  /** The window's number (its start over its length). */
  window: number;
  /** Hits this process counted in the window. */
  mine: number;
  /** Of those, the hits already added to the shared table. */
  flushed: number;
  /** Hits the other instances added, as of the last write. */
  others: number;
}

const MINUTE = 60_000;
/** No group counts over more than an hour; rows older than that (plus one) are dropped. */
const LONGEST_WINDOW = 2 * 60 * MINUTE;

/**
 * Fixed windows per client and group, shared by every server instance through the database
 * (`rate_limits`). A check answers at once from this process's count plus what the other
 * instances had added at the last write; the new hits are added in one batched upsert right
 * after (the next turn of the event loop), so the shared total lags by one round trip: a
 * burst spread over N instances can pass the limit by at most the hits that arrive during it.
 * Over the limit, a group answers 429 with errorCode -429.
 */
export class RateLimiter {
  private counters = new Map<string, Counter>();
  private flushing: Promise<void> | null = null;
  private dirty = false;
  private lastPrune = 0;

  constructor(
    private readonly limits: Record<string, number>,
    private readonly now: () => Date,
    private readonly db?: Db,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** The configured per-minute groups (captcha, promo, lookup), keyed on the client's address. */
  check(group: string, req: FastifyRequest): void {
    const limit = this.limits[group];
    if (limit) this.hit(`${group}:${req.ip}`, limit);
  }

  /** Counts a hit of `bucket`; throws 429 (with `text`) once the window holds more than `limit`. */
  hit(bucket: string, limit: number, windowMs = MINUTE, text: Message = msg('tooManyRequests')): void {
    if (this.count(bucket, windowMs) <= limit) return;
    // The window's end, when the count starts again.
    const t = this.now().getTime();
    const left = Math.ceil(((Math.floor(t / windowMs) + 1) * windowMs - t) / 1000);
    throw new ApiFailure(429, ErrorCode.tooManyRequests, text, undefined, Math.max(1, left));
  }

  /** Counts a hit of `bucket` and answers the window's total so far, over every instance. */
  count(bucket: string, windowMs = MINUTE): number {
    const t = this.now().getTime();
    const window = Math.floor(t / windowMs);
    const key = `${windowMs}:${bucket}`;
    let c = this.counters.get(key);
    if (!c || c.window !== window) {
      c = { window, mine: 0, flushed: 0, others: 0 };
      this.counters.set(key, c);
      if (this.counters.size > 50_000) this.prune(t);
    }
    c.mine++;
    this.schedule();
    return c.mine + c.others;
  }

  /** Resolves once every hit counted so far is in the shared table (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private schedule(): void {
    if (!this.db) return;
    if (this.flushing) {
      this.dirty = true;
      return;
    }
    this.flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.flush())
      .catch(this.onError)
      .finally(() => {
        this.flushing = null;
        if (this.dirty) {
          this.dirty = false;
          this.schedule();
        }
      });
  }

  private async flush(): Promise<void> {
    const db = this.db!;
    const t = this.now().getTime();
    for (const [key, c] of this.counters) {
      const delta = c.mine - c.flushed;
      if (delta <= 0) continue;
      const flushedNow = c.mine;
      const row = await db.get<{ hits: number }>(
        `INSERT INTO rate_limits (bucket, win, hits) VALUES (?, ?, ?)
         ON CONFLICT (bucket, win) DO UPDATE SET hits = rate_limits.hits + excluded.hits RETURNING hits`,
        [key, c.window * Number(key.slice(0, key.indexOf(':'))), delta],
      );
      c.flushed = flushedNow;
      if (row) c.others = Math.max(0, Number(row.hits) - flushedNow);
    }
    // Old windows are of no use to anyone; a sweep a minute is plenty (any instance may do it).
    if (t - this.lastPrune > MINUTE) {
      this.lastPrune = t;
      this.prune(t);
      await db.run('DELETE FROM rate_limits WHERE win < ?', [t - LONGEST_WINDOW]);
    }
  }

  /** Counters of past windows: only minute windows are pruned early, longer ones wait their turn. */
  private prune(t: number): void {
    for (const [k, c] of this.counters) {
      const windowMs = Number(k.slice(0, k.indexOf(':')));
      if (Math.floor(t / windowMs) !== c.window && c.mine === c.flushed) this.counters.delete(k);
    }
  }
}
