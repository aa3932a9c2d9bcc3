import { LiveSeatStatus, type LiveSeatStatusCode } from '../../contract/seat-status';
import type { Db } from '../db/driver';

export interface SeatChange {
  change_id: number;
  /** NULL: the catalogue changed (no session). */
  calendar_id: number | null;
  /** NULL: a counted zone of the session (places without a seat) changed. */
  seat_id: number | null;
  /** The codebook's live table, as the stream sends it. */
  status: LiveSeatStatusCode | null;
  /** The session's previous change id (0 for its first). */
  prev_id: number;
}

/**
 * Queue rows taken in one sequencer run (one transaction; the rest wait for the next run).
 * On SQLite a run is one synchronous stretch of the event loop: 5,000 rows held it 60-120 ms
 * a run, and a server started on the seed's backlog (~45,000 rows) paid that every poll.
 */
export const SEQUENCE_BATCH = 1000;
/** Journal rows kept; a listener further behind than this is told to reload availability. */
export const JOURNAL_KEEP = 500_000;
const inList = (n: number) => Array.from({ length: n }, () => '?').join(',');

/**
 * The id of the last seat change of a session that the journal holds (0 when none). Read it
 * before the seats' state, in the same answer: every change up to it is then in that state,
 * and a listener that resumes from it misses nothing (later changes carry the seats' state).
 */
export async function latestChangeId(db: Db, calendarId: number): Promise<number> {
  const row = await db.get<{ last_id: number }>('SELECT last_id FROM seat_change_heads WHERE calendar_id = ?', [calendarId]);
  return row ? Number(row.last_id) : 0;
}

/** The journal's last id over all sessions and the catalogue (0 when empty). */
export async function journalHead(db: Db): Promise<number> {
  return latestChangeId(db, 0);
}

/** The smallest id still in the journal, or the next id when it is empty. */
export async function journalFloor(db: Db): Promise<number> {
  const row = await db.get<{ m: number | null }>('SELECT MIN(change_id) AS m FROM seat_changes');
  return row?.m != null ? Number(row.m) : (await journalHead(db)) + 1;
}

/** Changes after `afterId`, oldest first. */
export async function changesAfter(db: Db, afterId: number, limit: number): Promise<SeatChange[]> {
  return normalise(
    await db.all<SeatChange>(
      'SELECT change_id, calendar_id, seat_id, status, prev_id FROM seat_changes WHERE change_id > ? ORDER BY change_id LIMIT ?',
      [afterId, limit],
    ),
  );
}

/** A session's changes in (afterId, upTo], oldest first. */
export async function sessionChanges(db: Db, calendarId: number, afterId: number, upTo: number, limit: number): Promise<SeatChange[]> {
  return normalise(
    await db.all<SeatChange>(
      `SELECT change_id, calendar_id, seat_id, status, prev_id FROM seat_changes
        WHERE calendar_id = ? AND change_id > ? AND change_id <= ? ORDER BY change_id LIMIT ?`,
      [calendarId, afterId, upTo, limit],
    ),
  );
}

function normalise(rows: SeatChange[]): SeatChange[] {
  for (const r of rows) {
    r.change_id = Number(r.change_id);
    r.prev_id = Number(r.prev_id);
    if (r.calendar_id != null) r.calendar_id = Number(r.calendar_id);
    if (r.seat_id != null) r.seat_id = Number(r.seat_id);
    if (r.status != null) r.status = Number(r.status) as LiveSeatStatusCode;
  }
  return rows;
}

/** Whether triggers have queued changes the sequencer has not taken yet. */
export async function hasQueued(db: Db): Promise<boolean> {
  return (await db.get('SELECT 1 AS x FROM seat_change_queue LIMIT 1')) !== undefined;
}

/**
 * Moves committed queue rows into the journal: one row per changed place, with the place's
 * state as it is now, and ids in the order the runs commit. One run at a time over all
 * instances (a lock held to commit), so a reader that has seen id N has seen every id below N.
 * The queue rows are taken by one DELETE … RETURNING: a row committed after that statement
 * began (even with a smaller queue id) stays for the next run, and the state read after it is
 * at least as new as what was taken. Returns the number of queue rows taken (SEQUENCE_BATCH: more
 * may be waiting).
 */
export async function sequenceChanges(db: Db, now: Date): Promise<number> {
  if (!(await hasQueued(db))) return 0;
  return db.tx(
    async (tx) => {
      await tx.lock('seat_change_sequencer');
      const taken = await tx.all<{ queue_id: number; calendar_id: number | null; seat_id: number | null }>(
        `DELETE FROM seat_change_queue WHERE queue_id IN (SELECT queue_id FROM seat_change_queue ORDER BY queue_id LIMIT ${SEQUENCE_BATCH})
         RETURNING queue_id, calendar_id, seat_id`,
      );
      if (!taken.length) return 0;
      taken.sort((a, b) => Number(a.queue_id) - Number(b.queue_id));

      // One journal row per place (and per session for counted zones, one for the catalogue).
      const seen = new Set<string>();
      const places: { calendar_id: number | null; seat_id: number | null }[] = [];
      for (const t of taken) {
        const cal = t.calendar_id == null ? null : Number(t.calendar_id);
        const seat = cal == null || t.seat_id == null ? null : Number(t.seat_id);
        const key = `${cal}:${seat}`;
        if (seen.has(key)) continue;
        seen.add(key);
        places.push({ calendar_id: cal, seat_id: seat });
      }

      const states = await placeStates(tx, places, now);
      // Row 0 (the whole journal's last id) comes with the sessions' heads: one round trip less.
      const sessions = [0, ...new Set(places.flatMap((p) => (p.calendar_id == null ? [] : [p.calendar_id])))];
      const heads = new Map<number, number>();
      for (let i = 0; i < sessions.length; i += 500) {
        const chunk = sessions.slice(i, i + 500);
        for (const h of await tx.all<{ calendar_id: number; last_id: number }>(
          `SELECT calendar_id, last_id FROM seat_change_heads WHERE calendar_id IN (${inList(chunk.length)})`,
          chunk,
        )) {
          heads.set(Number(h.calendar_id), Number(h.last_id));
        }
      }
      let id = heads.get(0) ?? 0;
      const at = now.toISOString();
      const rows: unknown[][] = [];
      for (const p of places) {
        id++;
        const prev = p.calendar_id == null ? 0 : (heads.get(p.calendar_id) ?? 0);
        if (p.calendar_id != null) heads.set(p.calendar_id, id);
        const status = p.calendar_id == null || p.seat_id == null ? null : (states.get(`${p.calendar_id}:${p.seat_id}`) ?? LiveSeatStatus.free);
        rows.push([id, p.calendar_id, p.seat_id, status, prev, at]);
      }
      await tx.runMany('INSERT INTO seat_changes (change_id, calendar_id, seat_id, status, prev_id, at) VALUES (?, ?, ?, ?, ?, ?)', rows);
      heads.set(0, id);
      await tx.runMany(
        'INSERT INTO seat_change_heads (calendar_id, last_id) VALUES (?, ?) ON CONFLICT (calendar_id) DO UPDATE SET last_id = excluded.last_id',
        [...heads].map(([cal, last]) => [cal, last]),
      );
      // Bounded: each run that crosses a thousand ids drops what fell out of the kept window.
      if (Math.floor(id / 1000) !== Math.floor((id - rows.length) / 1000)) {
        await tx.run('DELETE FROM seat_changes WHERE change_id <= ?', [id - JOURNAL_KEEP]);
      }
      return taken.length;
    },
    // Its own row locks (the lock above); SERIALIZABLE would fail against every hold in flight.
    { isolation: 'read committed' },
  );
}

/** Numbered seats' states: sold (a confirmed order holds it), held (a live reservation), else free. */
async function placeStates(tx: Db, places: readonly { calendar_id: number | null; seat_id: number | null }[], now: Date): Promise<Map<string, LiveSeatStatusCode>> {
  const bySession = new Map<number, number[]>();
  for (const p of places) {
    if (p.calendar_id == null || p.seat_id == null) continue;
    const list = bySession.get(p.calendar_id) ?? [];
    list.push(p.seat_id);
    bySession.set(p.calendar_id, list);
  }
  const out = new Map<string, LiveSeatStatusCode>();
  const at = now.toISOString();
  for (const [cal, seats] of bySession) {
    for (let i = 0; i < seats.length; i += 500) {
      const chunk = seats.slice(i, i + 500);
      const rows = await tx.all<{ seat_id: number; status: number; reserve_until: string }>(
        `SELECT h.seat_id, o.status, o.reserve_until FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
          WHERE h.calendar_id = ? AND h.seat_id IN (${inList(chunk.length)})`,
        [cal, ...chunk],
      );
      for (const r of rows) {
        const state = Number(r.status) === 20 ? LiveSeatStatus.sold : Number(r.status) === 0 && r.reserve_until > at ? LiveSeatStatus.held : LiveSeatStatus.free;
        out.set(`${cal}:${Number(r.seat_id)}`, state);
      }
    }
  }
  return out;
}
