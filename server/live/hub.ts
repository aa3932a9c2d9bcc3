import type { ServerResponse } from 'node:http';
import type { Db } from '../db/driver';
import { changesAfter, journalHead, SEQUENCE_BATCH, sequenceChanges, sessionChanges, type SeatChange } from './journal';
import { LiveSeatsEvent, type SeatsMessage } from '../../contract/live-seats';
import { LiveSeatStatus } from '../../contract/seat-status';

export interface LiveOptions {
  /** How often each instance sequences queued changes and reads the journal, ms. */
  pollMs: number;
  /** Open live-map connections per client address on this instance (0: no limit). */
  maxPerAddress: number;
  /** Bytes a listener may leave unread in the server's buffer before it is dropped. */
  maxBuffered: number;
  /** A comment line this often keeps proxies from closing an idle stream, ms. */
  heartbeatMs: number;
  /** Kept answers (afisha, booking loads) are rebuilt at most this often while sales go on, ms. */
  readMinAgeMs: number;
  /** A replay waits this long for a listener to take what it was sent, then drops it, ms. */
  stallMs: number;
}

/** What changed in one poll: the sessions whose places changed, and whether the catalogue did. */
export interface JournalAdvance {
  head: number;
  sessions: ReadonlySet<number>;
  catalogue: boolean;
}

interface Listener {
  res: ServerResponse;
  calendarId: number;
  address: string;
  /** Messages that came while the replay was read (sent after it, in order). */
  backlog: Buffer[] | null;
  closed: boolean;
}

const PAGE = 10_000;
/** How far back cursorAgo can answer. */
const HISTORY_MS = 5 * 60_000;
/** A map's age is taken this much further back: the request's way to the server. */
export const AGE_MARGIN_MS = 1000;
const REPLAY_PAGE = 5_000;

/**
 * One SSE message for a run of a session's changes: `id` is the last change's id (the
 * browser sends it back as Last-Event-ID), `p` the session's change before the first, so
 * that a listener whose last id is below `p` knows it missed some and reloads availability.
 * `c` lists [seat id, state]; `n` says counted places (no seat) changed.
 */
export function encodeChanges(calendarId: number, changes: readonly SeatChange[]): Buffer {
  const seats: SeatsMessage['c'] = [];
  let counted = false;
  for (const c of changes) {
    if (c.seat_id == null) counted = true;
    else seats.push([c.seat_id, c.status ?? LiveSeatStatus.free]);
  }
  const last = changes[changes.length - 1]!.change_id;
  const message: SeatsMessage = { s: calendarId, p: changes[0]!.prev_id, id: last, c: seats, ...(counted ? { n: 1 as const } : {}) };
  return Buffer.from(`id: ${last}\nevent: ${LiveSeatsEvent.seats}\ndata: ${JSON.stringify(message)}\n\n`);
}

const HEARTBEAT = Buffer.from(':\n\n');
/** The listener's map may have missed changes: reload the availability, then listen again. */
export const RESET = Buffer.from(`event: ${LiveSeatsEvent.reset}\ndata: {}\n\n`);

/** Whether `res` drained its buffer within `ms` (false also when it closed first). */
function drained(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Live seat changes for the open maps of this instance. Every instance polls the shared
 * journal (and takes its turn sequencing the queue), so a change made through any instance
 * reaches every listener; each change is encoded once per session and the same bytes are
 * written to all of its listeners.
 */
export class LiveHub {
  private cursor = 0;
  private readonly bySession = new Map<number, Set<Listener>>();
  private readonly byAddress = new Map<string, number>();
  private readonly watchers = new Set<(advance: JournalAdvance) => void>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private connections = 0;
  /** [time ms, cursor] after each poll that moved the cursor, for the last few minutes. */
  private readonly history: [number, number][] = [];
  private droppedCount = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly options: LiveOptions,
    private readonly log: (err: unknown, what: string) => void,
  ) {}

  /** The last journal id this instance has read (caches key on it). */
  get head(): number {
    return this.cursor;
  }

  /** Listeners dropped for not reading, since the start. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Open live-map connections on this instance. */
  get open(): number {
    return this.connections;
  }

  async start(): Promise<void> {
    this.cursor = await journalHead(this.db);
    this.history.push([Date.now(), this.cursor]);
    this.schedule();
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Called after every poll that read new changes. */
  watch(fn: (advance: JournalAdvance) => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  /** The next poll pollMs after the last one began (at once if that one took longer): a slow database does not add its time to every change's delay. */
  private schedule(lastStarted = performance.now()): void {
    if (this.stopped) return;
    const wait = Math.max(0, this.options.pollMs - (performance.now() - lastStarted));
    this.timer = setTimeout(() => {
      const started = performance.now();
      this.running = this.poll().finally(() => {
        this.running = undefined;
        this.schedule(started);
      });
    }, wait);
    this.timer.unref();
  }

  /**
   * Sequences what is queued, then reads and dispatches the journal past the cursor. A backlog
   * (the seed's, a burst) is sequenced run after run in this poll, the loop free between runs:
   * left one run a poll, it lingered for seconds at a slow poll and each run stalled requests.
   */
  async poll(): Promise<void> {
    try {
      while ((await sequenceChanges(this.db, this.now())) === SEQUENCE_BATCH && !this.stopped) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      this.log(err, 'sequencing seat changes failed');
    }
    try {
      for (;;) {
        const rows = await changesAfter(this.db, this.cursor, PAGE);
        if (!rows.length) return;
        this.cursor = rows[rows.length - 1]!.change_id;
        this.remember();
        this.dispatch(rows);
        if (rows.length < PAGE) return;
      }
    } catch (err) {
      this.log(err, 'reading seat changes failed');
    }
  }

  private remember(): void {
    const now = Date.now();
    this.history.push([now, this.cursor]);
    while (this.history.length > 2 && this.history[1]![0] < now - HISTORY_MS) this.history.shift();
  }

  /**
   * The journal id this instance had read `ageMs` ago (a second more, for the way there):
   * a map whose data was requested then has every change up to it, so a stream that
   * replays from it misses none (later changes carry absolute states: replaying a few it
   * already has is harmless). Undefined when this instance does not know that far back.
   */
  cursorAgo(ageMs: number): number | undefined {
    const at = Date.now() - ageMs - AGE_MARGIN_MS;
    let found: number | undefined;
    for (const [time, cursor] of this.history) {
      if (time > at) break;
      found = cursor;
    }
    return found;
  }

  private dispatch(rows: readonly SeatChange[]): void {
    const perSession = new Map<number, SeatChange[]>();
    let catalogue = false;
    for (const r of rows) {
      if (r.calendar_id == null) {
        catalogue = true;
        continue;
      }
      const list = perSession.get(r.calendar_id) ?? [];
      list.push(r);
      perSession.set(r.calendar_id, list);
    }
    for (const [calendarId, changes] of perSession) {
      const listeners = this.bySession.get(calendarId);
      if (!listeners?.size) continue;
      const message = encodeChanges(calendarId, changes);
      for (const l of listeners) this.send(l, message);
    }
    const advance: JournalAdvance = { head: this.cursor, sessions: new Set(perSession.keys()), catalogue };
    for (const w of this.watchers) {
      try {
        w(advance);
      } catch (err) {
        this.log(err, 'a journal watcher failed');
      }
    }
  }

  private send(l: Listener, message: Buffer): void {
    if (l.closed) return;
    if (l.backlog) {
      l.backlog.push(message);
      return;
    }
    // A listener that does not read leaves bytes in our buffer: past the bound it is dropped
    // (its browser reconnects with Last-Event-ID if it is alive).
    if (l.res.writableLength > this.options.maxBuffered) {
      this.drop(l);
      return;
    }
    l.res.write(message);
  }

  private broadcast(message: Buffer): void {
    for (const set of this.bySession.values()) for (const l of set) this.send(l, message);
  }

  /** Whether `address` may open one more stream. */
  admits(address: string): boolean {
    const limit = this.options.maxPerAddress;
    return limit === 0 || (this.byAddress.get(address) ?? 0) < limit;
  }

  /**
   * Serves a stream on `res` (headers already written): first the session's changes after
   * `since` from the journal, then live ones. Changes that arrive while the replay is read
   * wait in a backlog, so none is lost or sent out of order.
   */
  async attach(res: ServerResponse, calendarId: number, address: string, since: number | undefined): Promise<void> {
    const l: Listener = { res, calendarId, address, backlog: since === undefined ? null : [], closed: false };
    this.connections++;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    const set = this.bySession.get(calendarId) ?? new Set();
    set.add(l);
    this.bySession.set(calendarId, set);
    res.on('close', () => this.detach(l));
    if (since === undefined) return;
    const upTo = this.cursor;
    try {
      let after = since;
      for (;;) {
        const rows = await sessionChanges(this.db, calendarId, after, upTo, REPLAY_PAGE);
        if (l.closed) return;
        if (!rows.length) break;
        // The replay goes at the listener's pace; one that takes nothing for a while is dropped.
        if (!res.write(encodeChanges(calendarId, rows)) && !(await drained(res, this.options.stallMs))) {
          this.drop(l);
          return;
        }
        after = rows[rows.length - 1]!.change_id;
        if (rows.length < REPLAY_PAGE) break;
      }
    } catch (err) {
      this.log(err, 'replaying seat changes failed');
      this.drop(l);
      return;
    }
    // The browser keeps this id for its reconnect (an id-only block dispatches nothing): a
    // drop before the next change resumes from here, not from the request's `since`.
    res.write(`id: ${Math.max(since, upTo)}\n\n`);
    const backlog = l.backlog ?? [];
    l.backlog = null;
    for (const m of backlog) this.send(l, m);
  }

  private drop(l: Listener): void {
    if (!l.closed) this.droppedCount++;
    l.res.destroy();
    this.detach(l);
  }

  private detach(l: Listener): void {
    if (l.closed) return;
    l.closed = true;
    this.connections--;
    const n = (this.byAddress.get(l.address) ?? 1) - 1;
    if (n > 0) this.byAddress.set(l.address, n);
    else this.byAddress.delete(l.address);
    const set = this.bySession.get(l.calendarId);
    set?.delete(l);
    if (set && !set.size) this.bySession.delete(l.calendarId);
  }

  /** Ends every stream (the server is closing) and stops polling. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    for (const set of [...this.bySession.values()]) for (const l of [...set]) {
      l.res.end();
      this.detach(l);
    }
    await this.running;
  }
}
