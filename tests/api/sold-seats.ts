import type { Db } from '../../server/db/driver';

/** Seats of a session in more than one live order, counted from order lines (not holds). */
export async function doubleSold(db: Db, calendarId: number): Promise<number> {
  const rows = await db.all(
    `SELECT l.seat_id FROM order_lines l JOIN orders o ON o.order_id = l.order_id
      WHERE l.calendar_id = ? AND l.seat_id IS NOT NULL AND o.status IN (0, 20) GROUP BY l.seat_id HAVING COUNT(*) > 1`,
    [calendarId],
  );
  return rows.length;
}
