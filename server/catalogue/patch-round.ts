// One patch of a session's kept statuses in one statement: where the database stands (the
// version), the seats the journal and the queue name since the kept change, and the holds,
// offers and standing sales of those seats.
import type { Db } from '../db/driver';
import { LIVE_ORDER } from './availability';
import type { SeatRows } from './session-places';
import { PATCH_LIMIT, VERSION_COLUMNS, versionOf, type QueueMark, type Version } from './session-version';

export interface PatchRound {
  /** Where the database stood, in the same snapshot as the rows. */
  version: Version;
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
 * change took five of them, three one after another (the version, the changed seats, their
 * rows), and under an on-sale's stream of changes that was most of a view's cost (issue 31).
 * Here the version is read, the changed seats found and their rows read in one statement, in
 * one snapshot. The queue is read from `mark` while the journal's head stands where it stood
 * for the mark, else whole (session-version.ts, `Version.journalHead`, says why). `extra` are seat ids
 * read besides those (holds whose time ran out); `standIds` the session's standing places.
 * The statement keeps to what both SQLite and PostgreSQL accept.
 */
export async function readPatchRound(
  db: Db,
  calendarId: number,
  afterId: number,
  mark: QueueMark | undefined,
  standIds: readonly number[],
  extra: readonly number[],
  now: Date,
): Promise<PatchRound> {
  const nowIso = now.toISOString();
  // `n`: the changed seats, and besides them `extra` (whose rows may be gone: named by the caller).
  const extraRows = extra.length ? ` UNION SELECT column1 FROM (VALUES ${extra.map(() => '(CAST(? AS BIGINT))').join(', ')}) AS e` : '';
  // Each named seat's hold and offer by the tables' keys (session, seat). PostgreSQL plans by its
  // statistics, which lag an on-sale: a session with no holds when they were taken was walked
  // whole for each named seat once it had thousands (25-800 ms a patch where this takes well
  // under one), or hashed whole, so there the lookup goes seat by seat (LATERAL, which SQLite
  // lacks; LIMIT 1, one row a key, keeps PostgreSQL from turning it back into a join; SQLite's
  // planner takes IN through the key by itself).
  const bySeat = (k: string, columns: string, from: string, where: string) =>
    db.dialect === 'postgres'
      ? `UNION ALL SELECT '${k}', x.* FROM n CROSS JOIN LATERAL (SELECT ${columns} FROM ${from} WHERE ${where.replace('%', 'n.seat_id')} LIMIT 1) x`
      : `UNION ALL SELECT '${k}', ${columns} FROM ${from} WHERE ${where.replace('= %', 'IN (SELECT seat_id FROM n)')}`;
  // PostgreSQL: the hold by its key, then its order by its key, each a LATERAL lookup of one
  // row, so that no join method is left to the planner. As one join of seat_holds and orders,
  // it chose by their statistics: once `orders` was analysed mid on-sale (and `seat_holds` not
  // yet), a merge join that walked `orders` by its key up to the hold's order, half the table
  // for each named seat (0.9 ms a seat at 5,000 orders; map views 4x slower at p99).
  const holds =
    db.dialect === 'postgres'
      ? `UNION ALL SELECT 'h', h.seat_id, o.status, o.client_sid, o.reserve_until
           FROM n CROSS JOIN LATERAL (SELECT seat_id, order_id FROM seat_holds WHERE calendar_id = ? AND seat_id = n.seat_id LIMIT 1) h
           CROSS JOIN LATERAL (SELECT o.status, o.client_sid, o.reserve_until FROM orders o WHERE o.order_id = h.order_id AND ${LIVE_ORDER} LIMIT 1) o`
      : bySeat('h', 'h.seat_id, o.status, o.client_sid, o.reserve_until', 'seat_holds h JOIN orders o ON o.order_id = h.order_id', `h.calendar_id = ? AND h.seat_id = % AND ${LIVE_ORDER}`);
  // A standing place's sales are read when it changed (its ids are few: the IN list is short).
  const stands = standIds.length
    ? `UNION ALL SELECT 's', l.seat_id, CAST(SUM(l.quantity - l.refunded) AS BIGINT), NULL, NULL
         FROM order_lines l JOIN orders o ON o.order_id = l.order_id
        WHERE l.calendar_id = ? AND l.seat_id IN (SELECT seat_id FROM n) AND l.seat_id IN (${inList(standIds.length)}) AND ${LIVE_ORDER}
        GROUP BY l.seat_id`
    : '';
  const rows = await db.all<Row>(
    `WITH v AS (SELECT ${VERSION_COLUMNS}),
          j AS (SELECT change_id, seat_id FROM seat_changes WHERE calendar_id = ? AND change_id > ? ORDER BY change_id LIMIT ${PATCH_LIMIT + 1}),
          q AS (SELECT queue_id, calendar_id, seat_id FROM seat_change_queue
                 WHERE queue_id > (SELECT CASE WHEN COALESCE(vg, 0) = ? THEN CAST(? AS BIGINT) ELSE 0 END FROM v)
                   AND (calendar_id = ? OR calendar_id IS NULL) ORDER BY queue_id LIMIT ${PATCH_LIMIT + 1}),
          n AS (SELECT seat_id FROM j WHERE seat_id IS NOT NULL UNION SELECT seat_id FROM q WHERE seat_id IS NOT NULL${extraRows})
     SELECT 'v' AS k, CAST(vh AS BIGINT) AS a, CAST(vg AS BIGINT) AS b, CAST(vk AS TEXT) AS c, CAST(NULL AS TEXT) AS d FROM v
     UNION ALL SELECT 'j', change_id, seat_id, NULL, NULL FROM j
     UNION ALL SELECT 'q', queue_id, seat_id, CAST(calendar_id AS TEXT), NULL FROM q
     ${holds}
     ${bySeat('o', 'seat_id, CAST(NULL AS BIGINT), client_sid, expires_at', 'seat_offers', 'calendar_id = ? AND seat_id = % AND expires_at > ?')}
     ${stands}`,
    [
      calendarId,
      calendarId, afterId, mark?.journalHead ?? -1, mark?.queueId ?? 0, calendarId,
      ...extra,
      calendarId, nowIso,
      calendarId, nowIso,
      ...(standIds.length ? [calendarId, ...standIds, nowIso] : []),
    ],
  );
  const ids = new Set<number>(extra);
  const out: SeatRows = { holds: [], offers: [], standSold: [] };
  const top = rows.find((r) => r.k === 'v')!;
  const version = versionOf(top.a, top.b, top.c);
  let last = afterId;
  let queueId = mark && mark.journalHead === version.journalHead ? mark.queueId : 0;
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
  return { version, changed: whole || tooMany ? null : { last, mark: { journalHead: version.journalHead, queueId } }, ids, rows: out };
}
