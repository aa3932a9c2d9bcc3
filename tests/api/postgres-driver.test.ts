import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../server/db/driver';
import { openDatabase } from '../../server/db/open';
import { freshDatabase, type TestDatabase } from './harness';

// The PostgreSQL driver on a real server (the api-pg project); on SQLite there is nothing here to test.
describe.runIf(inject('testDb') === 'postgres')('the PostgreSQL driver', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase();
    db = openDatabase(database.url, 4);
    await db.exec(`CREATE TABLE drv_items (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, price REAL NOT NULL, note TEXT);
      CREATE TABLE drv_counter (k TEXT PRIMARY KEY, v INTEGER NOT NULL);`);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('numbers placeholders, answers generated ids, reads 64-bit integers, sums and money as numbers', async () => {
    const a = await db.run('INSERT INTO drv_items (n, price, note) VALUES (?, ?, ?)', [2 ** 40, 1234567.89, 'what? yes']);
    const b = await db.run('INSERT INTO drv_items (n, price, note) VALUES (?, ?, ?)', [3, 0.1, null]);
    expect(b.lastInsertId).toBe(a.lastInsertId! + 1);
    const row = await db.get<{ n: number; price: number; total: number; c: number }>(
      `SELECT n, price, (SELECT SUM(n) FROM drv_items) AS total, (SELECT COUNT(*) FROM drv_items WHERE note = '?' OR note = ?) AS c FROM drv_items WHERE id = ?`,
      ['what? yes', a.lastInsertId],
    );
    expect(row).toEqual({ n: 2 ** 40, price: 1234567.89, total: 2 ** 40 + 3, c: 1 });
  });

  it('inserts many rows in batches, all or none', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [i, i / 100, `r${i}`]);
    await db.runMany('INSERT INTO drv_items (n, price, note) VALUES (?, ?, ?)', rows);
    expect((await db.get<{ c: number }>(`SELECT COUNT(*) AS c FROM drv_items WHERE note LIKE 'r%'`))!.c).toBe(2500);
    await expect(db.runMany('INSERT INTO drv_items (id, n, price) VALUES (?, ?, ?)', [[999_001, 1, 1], [999_001, 2, 2]])).rejects.toThrow(/duplicate key/);
    expect(await db.get('SELECT id FROM drv_items WHERE id = 999001')).toBeUndefined();
  });

  it('runs a serializable transaction again after a serialization failure: two read-then-write increments both land', async () => {
    await db.run(`INSERT INTO drv_counter (k, v) VALUES ('ser', 0)`);
    let runs = 0;
    const increment = () =>
      db.tx(async (tx) => {
        runs++;
        const { v } = (await tx.get<{ v: number }>(`SELECT v FROM drv_counter WHERE k = 'ser'`))!;
        await new Promise((r) => setTimeout(r, 100));
        await tx.run(`UPDATE drv_counter SET v = ? WHERE k = 'ser'`, [v + 1]);
      });
    await Promise.all([increment(), increment()]);
    expect((await db.get<{ v: number }>(`SELECT v FROM drv_counter WHERE k = 'ser'`))!.v).toBe(2);
    expect(runs).toBeGreaterThan(2);
  });

  it('runs a transaction again after a deadlock', async () => {
    await db.run(`INSERT INTO drv_counter (k, v) VALUES ('x', 0), ('y', 0)`);
    let runs = 0;
    const both = (first: string, second: string) =>
      db.tx(async (tx) => {
        runs++;
        await tx.run('UPDATE drv_counter SET v = v + 1 WHERE k = ?', [first]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.run('UPDATE drv_counter SET v = v + 1 WHERE k = ?', [second]);
      }, { isolation: 'read committed' });
    await Promise.all([both('x', 'y'), both('y', 'x')]);
    expect(await db.all(`SELECT k, v FROM drv_counter WHERE k IN ('x', 'y') ORDER BY k`)).toEqual([{ k: 'x', v: 2 }, { k: 'y', v: 2 }]);
    // The deadlock's victim ran again (once here; a loaded machine once saw a second retry).
    expect(runs).toBeGreaterThanOrEqual(3);
  }, 20_000);

  it('makes transactions with the same lock key take turns, and hands out sequence ids', async () => {
    const order: string[] = [];
    const hold = (name: string, ms: number) =>
      db.tx(async (tx) => {
        await tx.lock('drv-key');
        order.push(`${name}+`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`${name}-`);
      });
    await Promise.all([hold('a', 150), new Promise((r) => setTimeout(r, 30)).then(() => hold('b', 0))]);
    expect(order).toEqual(['a+', 'a-', 'b+', 'b-']);
    const [x, y] = await Promise.all([db.nextId('drv_items', 'id'), db.nextId('drv_items', 'id')]);
    expect(Math.abs(x - y)).toBe(1);
  });
});
