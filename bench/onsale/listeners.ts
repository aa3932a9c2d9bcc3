/**
 * The open maps of bench:onsale, on a thread of their own: each change reaches a thousand
 * sockets at once, and reading them in the buyers' thread delayed the buyers' own answers
 * (that thread's event loop lagged 13 ms at p99 and 185 ms at worst, against 2.6 and 12 ms
 * without the maps), which the bench then counted as the server's latency.
 *
 * Messages in: `{ holds: [seat id, request start, answer][] }` as buyers' holds are answered
 * (absolute times, ms), then `{ finish: true }`. Out: `{ opened: ms }` once every map
 * listens, and the latencies at the end.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ListenersInput {
  base: string;
  calendarId: number;
  count: number;
}

export interface LiveFigures {
  messages: number;
  samples: number;
  fromAnswerP50ms: number;
  fromAnswerP99ms: number;
  fromAnswerMaxms: number;
  fromRequestP99ms: number;
  withinOneSecond: number;
}

export type HoldTimes = [seat: number, start: number, done: number];

/** Latencies in 0.1 ms buckets up to 30 s (the last bucket takes the rest). */
class Histogram {
  private readonly buckets = new Float64Array(300_001);
  count = 0;
  max = 0;
  add(ms: number): void {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)))]!++;
    this.count++;
    if (ms > this.max) this.max = ms;
  }
  percentile(p: number): number {
    const want = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= want) return i / 10;
    }
    return NaN;
  }
  share(atMostMs: number): number {
    let seen = 0;
    for (let i = 0; i <= Math.min(this.buckets.length - 1, atMostMs * 10); i++) seen += this.buckets[i]!;
    return this.count ? seen / this.count : 0;
  }
}

const now = () => performance.timeOrigin + performance.now();

function main() {
  const { base, calendarId, count } = workerData as ListenersInput;
  const fromAnswer = new Histogram();
  const fromRequest = new Histogram();
  const held = new Map<number, { start: number; done: number }>();
  /** Arrivals of seats whose hold's answer is not known here yet. */
  const early = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  let messages = 0;

  const record = (seat: number, at: number) => {
    const h = held.get(seat);
    if (!h) {
      const list = early.get(seat) ?? [];
      list.push(at);
      early.set(seat, list);
      return;
    }
    fromAnswer.add(Math.max(0, at - h.done));
    fromRequest.add(at - h.start);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      // Its own socket each (an agent would queue them).
      const req = http.get(`${base}/api/scheme/live?calendar_id=${calendarId}&age=0`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`listener refused: ${res.statusCode}`));
          return;
        }
        resolve();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data || !block.includes('event: seats')) continue;
            messages++;
            for (const [seat, state] of (JSON.parse(data) as { c: [number, number][] }).c) if (state !== 0) record(seat, at);
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', reject);
      requests.push(req);
    });

  parentPort!.on('message', (m: { holds?: HoldTimes[]; finish?: boolean }) => {
    for (const [seat, start, done] of m.holds ?? []) {
      held.set(seat, { start, done });
      for (const at of early.get(seat) ?? []) record(seat, at);
      early.delete(seat);
    }
    if (m.finish) {
      for (const r of requests) r.destroy();
      const figures: LiveFigures = {
        messages,
        samples: fromAnswer.count,
        fromAnswerP50ms: fromAnswer.percentile(50),
        fromAnswerP99ms: fromAnswer.percentile(99),
        fromAnswerMaxms: +fromAnswer.max.toFixed(1),
        fromRequestP99ms: fromRequest.percentile(99),
        withinOneSecond: +fromAnswer.share(1000).toFixed(4),
      };
      parentPort!.postMessage({ figures });
    }
  });

  void (async () => {
    const started = now();
    for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, listen));
    parentPort!.postMessage({ opened: now() - started });
  })().catch((err: unknown) => parentPort!.postMessage({ error: String(err) }));
}

main();
