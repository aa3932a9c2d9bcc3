// One patch of a session's kept statuses in one statement: the seats the journal and the queue
// name since the kept change, and the holds, offers and standing sales of those seats.
import type { Db } from '../db/driver';
import { LIVE_ORDER } from './availability';
import type { SeatRows } from './session-places';
import { PATCH_LIMIT, type QueueMark } from './session-version';

export interface PatchRound {
  /** Null when the whole session must be read again (the catalogue changed, or too much did). */
  changed: { last: number; mark: QueueMark } | null;
  /** The seat ids the journal and the queue name. */
  ids: Set<number>;
  rows: SeatRows;
}

/** Seats named beside the journal's (holds that lapsed): more, and the patch takes two statements. */
export const EXTRA_LIMIT = 500;

const inList = (n: number) => Array.from({ length: n }, () => '?').join(',');

interface Row {
  k: string;
  a: number | string | null;
  b: number | string | null;
  c: string | null;
  d: string | null;
}

/**
 * On PostgreSQL every statement is a round trip and a turn of the pool: a map view after a
 * change took three of them one after another (the version, the changed seats, their rows),
 * five statements in all, and under an on-sale's stream of changes that was most of a view's
 * cost (issue 31). Here the changed seats are found and their rows read in one statement: the
 * version read before it makes two in all. `extra` are seat ids read besides those (holds
 * whose time ran out); `standIds` the session's standing places. The statement keeps to what
 * both SQLite and PostgreSQL accept.
 */
export async function readPatchRound(
  db: Db,
  calendarId: number,
  afterId: number,
  journalHead: number,
  mark: QueueMark | undefined,
  standIds: readonly number[],
  extra: readonly number[],
  now: Date,
): Promise<PatchRound> {
  const from = mark && mark.journalHead === journalHead ? mark.queueId : 0;
  const nowIso = now.toISOString();
  // The changed seats, and besides them `extra` (whose rows may be gone: named by the caller).
  const named = (column: string) =>
    extra.length ? `(${column} IN (SELECT seat_id FROM ids) OR ${column} IN (${inList(extra.length)}))` : `${column} IN (SELECT seat_id FROM ids)`;
  // A standing place's sales are read when it changed (its ids are few: the IN list is short).
  const stands = standIds.length
    ? `UNION ALL SELECT 's', l.seat_id, CAST(SUM(l.quantity - l.refunded) AS BIGINT), NULL, NULL
         FROM order_lines l JOIN orders o ON o.order_id = l.order_id
        WHERE l.calendar_id = ? AND ${named('l.seat_id')} AND l.seat_id IN (${inList(standIds.length)}) AND ${LIVE_ORDER}
        GROUP BY l.seat_id`
    : '';
  const rows = await db.all<Row>(
    `WITH j AS (SELECT change_id, seat_id FROM seat_changes WHERE calendar_id = ? AND change_id > ? ORDER BY change_id LIMIT ${PATCH_LIMIT + 1}),
          q AS (SELECT queue_id, calendar_id, seat_id FROM seat_change_queue
                 WHERE queue_id > ? AND (calendar_id = ? OR calendar_id IS NULL) ORDER BY queue_id LIMIT ${PATCH_LIMIT + 1}),
          ids AS (SELECT seat_id FROM j WHERE seat_id IS NOT NULL UNION SELECT seat_id FROM q WHERE seat_id IS NOT NULL)
     SELECT 'j' AS k, CAST(change_id AS BIGINT) AS a, CAST(seat_id AS BIGINT) AS b, CAST(NULL AS TEXT) AS c, CAST(NULL AS TEXT) AS d FROM j
     UNION ALL SELECT 'q', queue_id, seat_id, CAST(calendar_id AS TEXT), NULL FROM q
     UNION ALL SELECT 'h', h.seat_id, o.status, o.client_sid, o.reserve_until FROM seat_holds h JOIN orders o ON o.order_id = h.order_id
        WHERE h.calendar_id = ? AND ${named('h.seat_id')} AND ${LIVE_ORDER}
     UNION ALL SELECT 'o', seat_id, NULL, client_sid, expires_at FROM seat_offers
        WHERE calendar_id = ? AND ${named('seat_id')} AND expires_at > ?
     ${stands}`,
    [
      calendarId, afterId, from, calendarId,
      calendarId, ...extra, nowIso,
      calendarId, ...extra, nowIso,
      ...(standIds.length ? [calendarId, ...extra, ...standIds, nowIso] : []),
    ],
  );
  const ids = new Set<number>(extra);
  const out: SeatRows = { holds: [], offers: [], standSold: [] };
  let last = afterId;
  let queueId = from;
  let journalRows = 0;
  let queueRows = 0;
  let whole = false;
  for (const r of rows) {
    const a = Number(r.a);
    switch (r.k) {
      case 'j':
        journalRows++;
        if (r.b != null) ids.add(Number(r.b));
        if (a > last) last = a;
        break;
      case 'q':
        queueRows++;
        // A queued change of the catalogue (no session): everything may have changed.
        if (r.c == null) whole = true;
        if (r.b != null) ids.add(Number(r.b));
        if (a > queueId) queueId = a;
        break;
      case 'h':
        out.holds.push({ seat_id: a, status: Number(r.b), client_sid: r.c, reserve_until: r.d });
        break;
      case 'o':
        out.offers.push({ seat_id: a, client_sid: r.c!, expires_at: r.d! });
        break;
      case 's':
        out.standSold.push({ seat_id: a, sold: Number(r.b) });
        break;
    }
  }
  const tooMany = journalRows > PATCH_LIMIT || queueRows > PATCH_LIMIT;
  return { changed: whole || tooMany ? null : { last, mark: { journalHead, queueId } }, ids, rows: out };
}
