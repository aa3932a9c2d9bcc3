import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from './errors';
import { msg } from './messages';

/**
 * Fixed one-minute windows per client address and group, in memory: enough for one
 * server process. A group over its limit answers 429 with errorCode -429.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limits: Record<string, number>,
    private readonly now: () => Date,
  ) {}

  check(group: string, req: FastifyRequest): void {
    const limit = this.limits[group];
    if (!limit) return;
    const t = this.now().getTime();
    const key = `${group}:${req.ip}`;
    let w = this.windows.get(key);
    if (!w || t - w.start >= 60_000) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.prune(t);
    }
    if (++w.count > limit) throw new ApiFailure(429, ErrorCode.tooManyRequests, msg('tooManyRequests'));
  }

  private prune(t: number): void {
    for (const [k, w] of this.windows) if (t - w.start >= 60_000) this.windows.delete(k);
  }
}
