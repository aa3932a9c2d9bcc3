import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { DatabaseUrlError } from './driver';
import { migrate } from './migrate';
import { sqliteCommits } from './sqlite';

describe('SQLite data layer', () => {
  it('creates the folder and the file, in WAL mode', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-test-'));
    const file = path.join(dir, 'nested', 'db.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    const mode = await db.get<{ journal_mode: string }>('PRAGMA journal_mode');
    expect(mode?.journal_mode).toBe('wal');
    await db.close();
    expect(fs.existsSync(file)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls a failed transaction back', async () => {
    const db = openDatabase('sqlite::memory:');
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    await expect(
      db.tx(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', ['a']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.all('SELECT * FROM t')).toEqual([]);
    await db.close();
  });

  it('keeps other callers out while a transaction awaits', async () => {
    const db = openDatabase('sqlite::memory:');
    await db.exec('CREATE TABLE counter (n INTEGER)');
    await db.run('INSERT INTO counter (n) VALUES (0)');
    // Read-modify-write with an await in between: without isolation, increments would be lost.
    const bump = () =>
      db.tx(async (tx) => {
        const { n } = (await tx.get<{ n: number }>('SELECT n FROM counter'))!;
        await new Promise((r) => setTimeout(r, 1));
        await tx.run('UPDATE counter SET n = ?', [n + 1]);
      });
    await Promise.all(Array.from({ length: 25 }, bump));
    expect((await db.get<{ n: number }>('SELECT n FROM counter'))!.n).toBe(25);
    await db.close();
  });

  it('concurrent transactions each commit or roll back on their own, a constraint failure included', async () => {
    const db = openDatabase('sqlite::memory:');
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)');
    const write = (v: string, fail: boolean) =>
      db.tx(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', [v]);
        if (fail) throw new Error(`refused ${v}`);
        return v;
      });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => write(`v${i}`, i % 4 === 0)));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual(
      ['v0', 'v4', 'v8', 'v12', 'v16'].map((v) => `Error: refused ${v}`),
    );
    const rows = (await db.all<{ v: string }>('SELECT v FROM t ORDER BY id')).map((r) => r.v);
    expect(rows).toEqual(Array.from({ length: 20 }, (_, i) => `v${i}`).filter((_, i) => i % 4 !== 0));
    // A constraint failure inside one transaction leaves the others intact.
    const dup = await Promise.allSettled([write('v1', false), write('fresh', false)]);
    expect(dup.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await db.get('SELECT v FROM t WHERE v = ?', ['fresh'])).toEqual({ v: 'fresh' });
    await db.close();
  });

  it('settles a transaction only after it has committed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-test-'));
    const file = path.join(dir, 'db.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    await db.exec('CREATE TABLE t (v TEXT)');
    const other = openDatabase(`sqlite:${file}`);
    // Another connection sees the row as soon as the promise resolves: it was committed.
    const seen = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.tx((tx) => tx.run('INSERT INTO t (v) VALUES (?)', [`r${i}`])).then(() => other.get('SELECT v FROM t WHERE v = ?', [`r${i}`])),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 5 }, (_, i) => ({ v: `r${i}` })));
    await other.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits the transactions that wait together with one COMMIT, each still all-or-nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-test-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    await db.exec('CREATE TABLE t (v TEXT UNIQUE)');
    const before = sqliteCommits(db)!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    // One transaction holds the lock while ten more arrive, as holds do in a burst.
    const first = db.tx(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['first']);
      running();
      await held;
    });
    await started;
    const burst = Array.from({ length: 10 }, (_, i) =>
      db.tx(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', [i === 7 ? 'first' : `b${i}`]);
        if (i === 3) throw new Error('refused b3');
        return i;
      }),
    );
    release();
    const results = await Promise.allSettled([first, ...burst]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', ...Array.from({ length: 10 }, (_, i) => (i === 3 || i === 7 ? 'rejected' : 'fulfilled'))]);
    expect(sqliteCommits(db)! - before).toBe(2);
    const rows = (await db.all<{ v: string }>('SELECT v FROM t ORDER BY rowid')).map((r) => r.v);
    expect(rows).toEqual(['first', 'b0', 'b1', 'b2', 'b4', 'b5', 'b6', 'b8', 'b9']);
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers no transaction of a group as committed when one of them ends the transaction', async () => {
    const db = openDatabase('sqlite::memory:');
    await db.exec('CREATE TABLE t (v TEXT)');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    const first = db.tx(async () => {
      running();
      await held;
    });
    await started;
    const group = [
      db.tx((tx) => tx.run('INSERT INTO t (v) VALUES (?)', ['kept?'])),
      // What an I/O error or a full disk does to SQLite: the whole transaction is rolled back.
      db.tx(async (tx) => {
        await tx.run('ROLLBACK');
        throw new Error('disk full');
      }),
      db.tx((tx) => tx.run('INSERT INTO t (v) VALUES (?)', ['after'])),
    ];
    release();
    await first;
    const results = await Promise.allSettled(group);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await db.all('SELECT v FROM t')).toEqual([]);
    // The database is usable afterwards.
    await db.tx((tx) => tx.run('INSERT INTO t (v) VALUES (?)', ['later']));
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 'later' }]);
    await db.close();
  });

  it('opens postgres:// with the PostgreSQL driver, refuses a malformed one and unknown schemes', async () => {
    const pg = openDatabase('postgres://u@localhost:1/db');
    expect(pg.dialect).toBe('postgres');
    await pg.close();
    expect(() => openDatabase('postgres://u@[bad/db')).toThrow(/not a valid address/);
    expect(() => openDatabase('mysql://x')).toThrow(DatabaseUrlError);
    expect(() => openDatabase('sqlite:')).toThrow(/file path/);
  });
});

describe('migrations', () => {
  it('apply once, in order, and record their versions', async () => {
    const db = openDatabase('sqlite::memory:');
    const list = [
      { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER);' },
      { version: 2, name: 'two', sql: 'ALTER TABLE a ADD COLUMN y INTEGER;' },
    ];
    expect(await migrate(db, list)).toEqual([1, 2]);
    expect(await migrate(db, list)).toEqual([]);
    expect((await db.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version)).toEqual([1, 2]);
    await db.close();
  });

  it('leave nothing behind when one fails', async () => {
    const db = openDatabase('sqlite::memory:');
    await expect(migrate(db, [{ version: 1, name: 'bad', sql: 'CREATE TABLE ok (x INTEGER); CREATE TABLE broken (' }])).rejects.toThrow();
    expect(await db.all(`SELECT name FROM sqlite_master WHERE name = 'ok'`)).toEqual([]);
    await db.close();
  });

  it('refuse a database written by a newer version', async () => {
    const db = openDatabase('sqlite::memory:');
    await migrate(db, [{ version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER);' }, { version: 2, name: 'two', sql: 'CREATE TABLE b (x INTEGER);' }]);
    await expect(migrate(db, [{ version: 1, name: 'one', sql: '' }])).rejects.toThrow(/newer version/);
    await db.close();
  });
});
