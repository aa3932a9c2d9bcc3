// Where the database stands for one session's kept statuses: its version (journal heads and the
// catalogue), read alone before a whole read or with a patch's rows (patch-round.ts).
import type { Db } from '../db/driver';

/** More changed seats than this since the kept statuses: read the whole session again. */
export const PATCH_LIMIT = 5_000;

/**
 * Where the database stands: the journal's last change of the session and over all sessions,
 * and the catalogue's version with its last journal change (prices or sessions changed: the
 * session is read whole).
 */
export interface Version {
  head: number;
  /**
   * The whole journal's head. While it stands, nothing has left the queue
   * (`seat_change_queue`) and new rows take higher ids, so a patch reads the queue only past
   * where the last one stopped; once it moved (rows left for the journal, and SQLite may hand
   * ids out again once the queue is empty) the queue is read whole. The queue holds up to a
   * sequencer's period of changes (LIVE_POLL_MS), and on an on-sale a map view comes every few
   * milliseconds: read whole each time, the same queued seats were read and resolved again
   * for every view.
   */
  journalHead: number;
  catalogueKey: string;
}

/**
 * The version as the columns vh, vg, vk of one row (`?`: the session). The catalogue's last
 * journal change is looked up through the (session, change) index, whose order the ORDER BY
 * names: as MAX(change_id), PostgreSQL walked the journal back from its newest row to the
 * last catalogue change (all of it, up to 500,000 rows, after hours of sales without one).
 */
export const VERSION_COLUMNS = `(SELECT last_id FROM seat_change_heads WHERE calendar_id = ?) AS vh,
            (SELECT last_id FROM seat_change_heads WHERE calendar_id = 0) AS vg,
            COALESCE(CAST((SELECT version FROM catalogue_version WHERE id = 1) AS TEXT), '0') || ':' ||
              COALESCE(CAST((SELECT change_id FROM seat_changes WHERE calendar_id IS NULL ORDER BY calendar_id DESC, change_id DESC LIMIT 1) AS TEXT), '0') AS vk`;

export const versionOf = (vh: unknown, vg: unknown, vk: unknown): Version => ({
  head: Number(vh ?? 0),
  journalHead: Number(vg ?? 0),
  catalogueKey: String(vk),
});

export async function readVersion(db: Db, calendarId: number): Promise<Version> {
  const row = await db.get<{ vh: number | null; vg: number | null; vk: string }>(`SELECT ${VERSION_COLUMNS}`, [calendarId]);
  return versionOf(row?.vh, row?.vg, row?.vk);
}

/** Where a state's last read of the queue stopped: its last queue id, under a journal head. */
export interface QueueMark {
  journalHead: number;
  queueId: number;
}
