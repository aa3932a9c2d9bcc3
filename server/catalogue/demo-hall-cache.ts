import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Lang } from '../../contract/lang';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from '../http/errors';
import { demoHall, demoMap } from './demo-hall';

const gzip = promisify(zlib.gzip);

/**
 * The generated sizes the demo serves: the demo page's links and the smallest hall (tests).
 * Any other N is refused: each new size once cost about a second of CPU and 40 MB, so an
 * open range let anyone stall the server by asking for new ones.
 */
export const DEMO_SIZES = [1_000, 10_000, 50_000, 100_000, 200_000] as const;

export interface DemoBody {
  gzip: Buffer;
  bytes: number;
}

/**
 * The answer of /api/demo/hall, serialised and gzipped once per (hall, language) and kept:
 * a request costs sending bytes. The keys are bounded (the sizes above and the fixture halls,
 * in four languages), so is the memory: about 25 MB with every one built. Builds run one at a time (a stream of different sizes
 * cannot stack them) and a build asked for twice is shared.
 */
export class DemoHallCache {
  private bodies = new Map<string, Promise<DemoBody>>();
  private queue: Promise<unknown> = Promise.resolve();

  get(query: { seats?: string; hall?: string }, lang: Lang): Promise<DemoBody> {
    const key = this.keyOf(query);
    const cacheKey = `${key}:${lang}`;
    let body = this.bodies.get(cacheKey);
    if (!body) {
      body = this.queue.then(() => build(query, lang));
      this.queue = body.catch(() => undefined);
      this.bodies.set(cacheKey, body);
      body.catch(() => this.bodies.delete(cacheKey));
    }
    return body;
  }

  /** Refuses sizes outside the set before any work; a fixture name is checked by the builder. */
  private keyOf(query: { seats?: string; hall?: string }): string {
    if (query.hall !== undefined) {
      demoHall({ hall: query.hall });
      return `hall:${query.hall}`;
    }
    const raw = query.seats ?? '10000';
    const seats = Number(raw);
    if (!/^\d{1,6}$/.test(raw) || !(DEMO_SIZES as readonly number[]).includes(seats)) {
      throw new ApiFailure(400, ErrorCode.badRequest, `seats must be one of ${DEMO_SIZES.join(', ')}`);
    }
    return `seats:${seats}`;
  }
}

async function build(query: { seats?: string; hall?: string }, lang: Lang): Promise<DemoBody> {
  const json = Buffer.from(JSON.stringify({ response: demoMap(demoHall(query), lang) }));
  return { gzip: await gzip(json, { level: 6 }), bytes: json.length };
}
