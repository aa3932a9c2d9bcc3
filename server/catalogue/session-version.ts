// Where the database stands for one session's kept statuses: its version (journal heads, the
// queue, the catalogue) and the seats changed since a journal id.
import type { Db } from '../db/driver';
import { sessionChanges } from '../live/journal';

/** More changed seats than this since the kept statuses: read the whole session again. */
export const PATCH_LIMIT = 5_000;

/**
 * Where the database stands, read (in one statement) before the statuses: the journal's last
 * change of the session and over all sessions, the last change queued but not yet in the
 * journal (the sequencer runs every LIVE_POLL_MS; a buyer who has just ordered sees their
 * seats held at once, not a poll later), the catalogue's version and its last journal change.
 * `seq` orders the reads of this process: a state read after a version was read includes it.
 */
export interface Version {
  head: number;
  /** The whole journal's head: while it stands, the queue only grows (see `changedSeats`). */
  journalHead: number;
  key: string;
  catalogueKey: string;
  seq: number;
}

let versionSeq = 0;

/** The last `seq` handed out: a state whose reads begin now includes every version read so far. */
export const lastVersionSeq = () => versionSeq;

export async function readVersion(db: Db, calendarId: number): Promise<Version> {
  const row = await db.get<{ h: number | null; g: number | null; q: number | null; c: number | null; k: number | null }>(
    `SELECT (SELECT last_id FROM seat_change_heads WHERE calendar_id = ?) AS h,
            (SELECT last_id FROM seat_change_heads WHERE calendar_id = 0) AS g,
            (SELECT MAX(queue_id) FROM seat_change_queue) AS q,
            (SELECT version FROM catalogue_version WHERE id = 1) AS c,
            (SELECT MAX(change_id) FROM seat_changes WHERE calendar_id IS NULL) AS k`,
    [calendarId],
  );
  // The whole journal's head moves whenever the queue is drained, so the queue's last id (which
  // SQLite may hand out again once the queue is empty) never repeats under one head.
  return {
    head: Number(row?.h ?? 0),
    journalHead: Number(row?.g ?? 0),
    key: `${row?.g ?? 0}:${row?.h ?? 0}:${row?.q ?? 0}`,
    catalogueKey: `${row?.c ?? 0}:${row?.k ?? 0}`,
    seq: ++versionSeq,
  };
}

/** Where a state's last read of the queue stopped: its last queue id, under a journal head. */
export interface QueueMark {
  journalHead: number;
  queueId: number;
}

/**
 * The seat ids changed since the journal's `afterId`: the session's journal rows after it (all
 * of them, also those sequenced after the version was read) and what is queued for the
 * journal now. Null when the whole session must be read again (the catalogue changed, or too
 * much did).
 *
 * The queue holds up to a sequencer's period of changes (LIVE_POLL_MS), and on an on-sale a
 * map view comes every few milliseconds: read whole each time, the same queued seats were
 * read and resolved again for every view. While the journal's head stands at `mark`'s, nothing
 * has left the queue and new rows take higher ids, so only those past `mark.queueId` are read;
 * once the head moved (rows left for the journal, and SQLite may hand ids out again) the queue
 * is read whole.
 */
export async function changedSeats(
  db: Db,
  calendarId: number,
  afterId: number,
  journalHead: number,
  mark: QueueMark | undefined,
): Promise<{ ids: Set<number>; last: number; mark: QueueMark } | null> {
  const from = mark && mark.journalHead === journalHead ? mark.queueId : 0;
  const [journal, queued] = await Promise.all([
    sessionChanges(db, calendarId, afterId, Number.MAX_SAFE_INTEGER, PATCH_LIMIT + 1),
    db.all<{ queue_id: number; calendar_id: number | null; seat_id: number | null }>(
      `SELECT queue_id, calendar_id, seat_id FROM seat_change_queue
        WHERE queue_id > ? AND (calendar_id = ? OR calendar_id IS NULL) ORDER BY queue_id LIMIT ${PATCH_LIMIT + 1}`,
      [from, calendarId],
    ),
  ]);
  if (journal.length > PATCH_LIMIT || queued.length > PATCH_LIMIT) return null;
  const ids = new Set<number>();
  let last = afterId;
  for (const c of journal) {
    if (c.seat_id != null) ids.add(c.seat_id);
    last = c.change_id;
  }
  let queueId = from;
  for (const q of queued) {
    if (q.calendar_id == null) return null;
    if (q.seat_id != null) ids.add(Number(q.seat_id));
    queueId = Math.max(queueId, Number(q.queue_id));
  }
  return { ids, last, mark: { journalHead, queueId } };
}
