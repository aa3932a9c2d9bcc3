import type { Db } from '../db/driver';
import { addDays, isoWeekday } from '../catalogue/clock';

interface ScheduleRow {
  event_id: number;
  start_offset: number;
  days: number;
  weekdays: string;
  times: string;
}

/**
 * Materialises sessions from the schedule rules up to `days` ahead of today; idempotent,
 * so every start tops the calendar up. Returns the calendar ids it added.
 */
export async function ensureSessions(db: Db, today: string): Promise<number[]> {
  const schedules = await db.all<ScheduleRow>('SELECT * FROM schedules ORDER BY event_id');
  const before = (await db.get<{ max: number | null }>('SELECT MAX(calendar_id) AS max FROM sessions'))?.max ?? 0;
  const rows: unknown[][] = [];
  for (const s of schedules) {
    const weekdays = new Set(JSON.parse(s.weekdays) as number[]);
    const times = JSON.parse(s.times) as { time: string | null; pricetype_id: number }[];
    for (let d = s.start_offset; d < s.start_offset + s.days; d++) {
      const day = addDays(today, d);
      if (!weekdays.has(isoWeekday(day))) continue;
      for (const t of times) rows.push([s.event_id, day, t.time ?? '', t.pricetype_id]);
    }
  }
  await db.runMany(
    `INSERT INTO sessions (event_id, day, time, pricetype_id) VALUES (?, ?, ?, ?) ON CONFLICT (event_id, day, time) DO NOTHING`,
    rows,
  );
  const added = await db.all<{ calendar_id: number }>('SELECT calendar_id FROM sessions WHERE calendar_id > ? ORDER BY calendar_id', [before]);
  return added.map((r) => r.calendar_id);
}
