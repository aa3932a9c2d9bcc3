import { LiveSeatsEvent, seatsMessageSchema, type SeatsMessage } from '../../contract/live-seats';

/** A Server-Sent Events reader for the API tests: the events as they come, and waits on them. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The envelope when the server refused the stream. */
  refusal: { response: Record<string, unknown> } | undefined;
  events: SseEvent[];
  /** Resolves once `pred` holds for the events received so far (checked on each new one). */
  until(pred: (events: SseEvent[]) => boolean, what?: string): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** How long `until` waits for its events before it fails with what came instead. */
const UNTIL_MS = 30_000;

/** The events as a short list: each one's type and id, and a reset's presence. */
function summary(events: readonly SseEvent[]): string {
  if (events.length === 0) return 'nothing';
  return events.map((e) => `${e.event}${e.id === undefined ? '' : `#${e.id}`} ${e.data.slice(0, 120)}`).join(' | ').slice(0, 2000);
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: { pred: (e: SseEvent[]) => boolean; resolve: (e: SseEvent[]) => void; reject: (err: Error) => void; what: string }[] = [];
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const refusal = (await res.json()) as { response: Record<string, unknown> };
    return { status: res.status, headers: res.headers, refusal, events, until: () => Promise.reject(new Error('refused')), ended: Promise.resolve(), close() {} };
  }
  const check = () => {
    for (const w of [...waiters]) {
      if (w.pred(events)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(events);
      }
    }
  };
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { id: undefined, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon === 0) continue;
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') {
              e.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) events.push(e);
        }
        check();
      }
    } catch {
      // aborted by close()
    }
    for (const w of waiters.splice(0)) w.reject(new Error(`stream ended before ${w.what}`));
  })();
  return {
    status: res.status,
    headers: res.headers,
    refusal: undefined,
    events,
    until(pred, what = 'the expected events') {
      if (pred(events)) return Promise.resolve(events);
      return new Promise((resolve, reject) => {
        const settle = <T,>(fn: (v: T) => void) => (v: T) => {
          clearTimeout(timer);
          fn(v);
        };
        const waiter = { pred, resolve: settle(resolve), reject: settle(reject), what };
        // Well inside the test's own limit: a stream that never brings the event fails saying
        // what it did bring (a reset, the wrong seats), not as a bare timeout.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no ${what} in ${UNTIL_MS / 1000} s; the stream brought: ${summary(events)}`));
        }, UNTIL_MS);
        waiters.push(waiter);
      });
    },
    ended,
    close: () => abort.abort(),
  };
}

/** The stream's seat messages, each checked against the contract's schema as the page parses them. */
export const seatMessages = (events: readonly SseEvent[]): SeatsMessage[] =>
  events.filter((e) => e.event === LiveSeatsEvent.seats).map((e) => seatsMessageSchema.parse(JSON.parse(e.data)));

/** The last state each seat was given on the stream. */
export function seatStates(events: readonly SseEvent[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of seatMessages(events)) for (const [seat, state] of m.c) out.set(seat, state);
  return out;
}
