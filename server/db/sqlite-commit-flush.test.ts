import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite';

// A commit is answered once the WAL is on disk, and the disk is waited for off the event loop:
// COMMIT itself does not fsync (synchronous=NORMAL), the answer waits for a flush on the thread
// pool, and the commits that come while a flush runs share the next one.

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-flush-'));
  dirs.push(dir);
  return path.join(dir, 'db.sqlite');
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A flush the test finishes by hand, counting the ones asked for. */
function manualFlush() {
  const pending: (() => void)[] = [];
  let asked = 0;
  return {
    flushWal: (file: string) => {
      asked++;
      expect(file.endsWith('db.sqlite-wal')).toBe(true);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    get asked() {
      return asked;
    },
    finishOne: () => pending.shift()!(),
    get waiting() {
      return pending.length;
    },
  };
}

/** Lets every ready callback run (a state: nothing more happens until a flush finishes). */
const settle = () => new Promise((r) => setImmediate(r));

describe('SQLite commits and the disk', () => {
  it('COMMIT does not wait for the disk on the event loop (synchronous=NORMAL)', async () => {
    const db = openSqlite(tempFile());
    expect(await db.get('PRAGMA synchronous')).toEqual({ synchronous: 1 });
    await db.close();
  });

  it('a transaction, a lone write and a migration are answered only after their flush; reads are not held', async () => {
    const f = manualFlush();
    const db = openSqlite(tempFile(), { flushWal: f.flushWal });
    let done = false;
    const exec = db.exec('CREATE TABLE t (v TEXT)').then(() => (done = true));
    await settle();
    expect(f.waiting).toBe(1);
    expect(done).toBe(false);
    f.finishOne();
    await exec;

    let answered = false;
    const tx = db.tx(async (t) => {
      await t.run('INSERT INTO t (v) VALUES (?)', ['a']);
      await t.run('INSERT INTO t (v) VALUES (?)', ['b']);
    }).then(() => (answered = true));
    await settle();
    expect(f.waiting).toBe(1);
    expect(answered).toBe(false);
    // Committed (other readers see it), not answered until the flush ends.
    expect(await db.all('SELECT v FROM t ORDER BY v')).toEqual([{ v: 'a' }, { v: 'b' }]);
    f.finishOne();
    await tx;
    expect(answered).toBe(true);

    let wrote = false;
    const run = db.run('INSERT INTO t (v) VALUES (?)', ['c']).then(() => (wrote = true));
    await settle();
    expect(wrote).toBe(false);
    f.finishOne();
    await run;
    expect(f.asked).toBe(3);
    await db.close();
  });

  it('commits that come while a flush runs share the next flush', async () => {
    const f = manualFlush();
    const db = openSqlite(tempFile(), { flushWal: f.flushWal });
    const create = db.run('CREATE TABLE t (v INTEGER)');
    await settle();
    const writes = Array.from({ length: 20 }, (_, i) => db.run('INSERT INTO t (v) VALUES (?)', [i]));
    await settle();
    // The first flush (the CREATE's) may have begun before these writes: one more covers all 20.
    expect(f.asked).toBe(1);
    f.finishOne();
    await create;
    await settle();
    expect(f.asked).toBe(2);
    f.finishOne();
    await Promise.all(writes);
    expect(f.asked).toBe(2);
    await db.close();
  });

  it('flushes the real WAL file (fdatasync) and the data is there after reopening', async () => {
    const file = tempFile();
    const db = openSqlite(file);
    await db.run('CREATE TABLE t (v TEXT)');
    await db.tx(async (t) => {
      await t.run('INSERT INTO t (v) VALUES (?)', ['kept']);
    });
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await db.close();
    const again = openSqlite(file);
    expect(await again.all('SELECT v FROM t')).toEqual([{ v: 'kept' }]);
    await again.close();
  });
});
