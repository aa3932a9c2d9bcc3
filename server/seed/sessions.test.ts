import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ensureSessions } from './sessions';

async function dbWithSchedule(weekdays: number[], times: { time: string | null; pricetype_id: number }[]) {
  const db = openDatabase('sqlite::memory:');
  await migrate(db);
  await db.run(`INSERT INTO menu_kinds (menukind_id, name, title_h1, menucolumncount) VALUES (1, '{}', '{}', 3)`);
  await db.run(`INSERT INTO events (event_id, hash_id, slug, menukind_id, name, descript) VALUES (1, 'h', 's', 1, '{}', '{}')`);
  await db.run(`INSERT INTO schedules (event_id, start_offset, days, weekdays, times) VALUES (1, 0, 14, ?, ?)`, [JSON.stringify(weekdays), JSON.stringify(times)]);
  return db;
}

describe('session materialisation', () => {
  it('creates sessions on the scheduled weekdays and times, once', async () => {
    const db = await dbWithSchedule([1, 3], [{ time: '10:00', pricetype_id: 1 }, { time: null, pricetype_id: 2 }]);
    // 2026-11-23 is a Monday: 14 days hold two Mondays and two Wednesdays.
    const added = await ensureSessions(db, '2026-11-23');
    expect(added).toHaveLength(8);
    expect(await ensureSessions(db, '2026-11-23')).toEqual([]);
    const times = await db.all<{ time: string }>('SELECT DISTINCT time FROM sessions ORDER BY time');
    expect(times.map((t) => t.time)).toEqual(['', '10:00']);
    await db.close();
  });

  it('tops the calendar up as days pass', async () => {
    const db = await dbWithSchedule([1, 2, 3, 4, 5, 6, 7], [{ time: '12:00', pricetype_id: 1 }]);
    expect(await ensureSessions(db, '2026-11-23')).toHaveLength(14);
    expect(await ensureSessions(db, '2026-11-26')).toHaveLength(3);
    await db.close();
  });
});
