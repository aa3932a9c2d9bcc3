import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { Lang } from '../../contract/lang';
import { ErrorCode } from '../../contract/envelope';
import { isFixtureHallName } from '../../fixtures/halls';
import { DomainError } from '../domain-error';

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
      body = this.queue.then(() => buildInWorker(query, lang));
      this.queue = body.catch(() => undefined);
      this.bodies.set(cacheKey, body);
      body.catch(() => this.bodies.delete(cacheKey));
    }
    return body;
  }

  /** Refuses sizes outside the set and unknown fixtures before any work. */
  private keyOf(query: { seats?: string; hall?: string }): string {
    if (query.hall !== undefined) {
      if (!isFixtureHallName(query.hall)) throw new DomainError('notFound', ErrorCode.notFound, `No fixture hall "${query.hall}"`);
      return `hall:${query.hall}`;
    }
    const raw = query.seats ?? '10000';
    const seats = Number(raw);
    if (!/^\d{1,6}$/.test(raw) || !(DEMO_SIZES as readonly number[]).includes(seats)) {
      throw new DomainError('invalid', ErrorCode.badRequest, `seats must be one of ${DEMO_SIZES.join(', ')}`);
    }
    return `seats:${seats}`;
  }
}

/**
 * The worker's code: demo-hall-worker.ts and what it imports, bundled once per process with
 * esbuild (in its own process, about 0.2 s), so that a worker starts as plain JavaScript in
 * a few milliseconds instead of compiling TypeScript for seconds.
 */
let workerCode: Promise<string> | undefined;
function bundledWorker(): Promise<string> {
  if (!workerCode) {
    const entry = fileURLToPath(new URL('./demo-hall-worker.ts', import.meta.url));
    workerCode = build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'silent' })
      .then((r) => r.outputFiles[0]!.text);
    workerCode.catch(() => (workerCode = undefined));
  }
  return workerCode;
}

/**
 * Built in a worker thread: the event loop only receives the gzipped bytes (3 MB at 200,000
 * seats). Built on the loop, a 200,000-seat hall stopped every other request for 1.7 s.
 */
async function buildInWorker(query: { seats?: string; hall?: string }, lang: Lang): Promise<DemoBody> {
  const code = await bundledWorker();
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { query: { seats: query.seats, hall: query.hall }, lang } });
    let done = false;
    worker.once('message', (m: { gzip: Uint8Array; bytes: number }) => {
      done = true;
      resolve({ gzip: Buffer.from(m.gzip.buffer, m.gzip.byteOffset, m.gzip.byteLength), bytes: m.bytes });
      void worker.terminate();
    });
    worker.once('error', (err) => {
      done = true;
      reject(err);
    });
    worker.once('exit', (exitCode) => {
      if (!done) reject(new Error(`the demo hall build ended (exit ${exitCode}) without a result`));
    });
  });
}
