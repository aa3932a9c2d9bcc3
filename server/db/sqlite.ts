import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, RunResult, TxOptions } from './driver';

type Statement = Database.Statement<unknown[]>;

/** Transactions one COMMIT takes at most: a group holds the lock while its bodies run. */
const GROUP_MAX = 32;

/**
 * better-sqlite3 is synchronous; a transaction body may still await (it is async to
 * match the PostgreSQL driver), so a lock keeps other callers out until it ends.
 */
class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  get identity(): object {
    return this.conn;
  }
  private queue: Promise<unknown> = Promise.resolve();
  /** Transactions waiting for the next group commit (commitGroup). */
  private waiting: { fn: (db: Db) => Promise<unknown>; resolve(value: unknown): void; reject(err: unknown): void }[] = [];
  /** COMMITs (fsyncs) so far: fewer than transactions when they came together. */
  commits = 0;

  constructor(
    private readonly conn: Database.Database,
    private readonly statements = new Map<string, Statement>(),
    private readonly inTx = false,
  ) {}

  private prepare(sql: string): Statement {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.conn.prepare(withoutRowLocks(sql));
      this.statements.set(sql, st);
    }
    return st;
  }

  private guarded<T>(fn: () => T | Promise<T>): Promise<T> {
    if (this.inTx) return Promise.resolve().then(fn);
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.guarded(() => this.prepare(sql).all(...params) as T[]);
  }

  get<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return this.guarded(() => this.prepare(sql).get(...params) as T | undefined);
  }

  run(sql: string, params: readonly unknown[] = []): Promise<RunResult> {
    return this.guarded(() => {
      const r = this.prepare(sql).run(...params);
      return { changes: r.changes, lastInsertId: r.lastInsertRowid === undefined ? undefined : Number(r.lastInsertRowid) };
    });
  }

  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
    return this.guarded(() => {
      const st = this.prepare(sql);
      const insert = this.conn.transaction((all: readonly (readonly unknown[])[]) => {
        for (const r of all) st.run(...r);
      });
      if (this.inTx) for (const r of rows) st.run(...r);
      else insert(rows);
    });
  }

  exec(sql: string): Promise<void> {
    return this.guarded(() => {
      this.conn.exec(sql);
    });
  }

  async lock(): Promise<void> {
    // A transaction here already excludes every other (BEGIN IMMEDIATE and the lock above).
  }

  nextId(table: string, column: string): Promise<number> {
    if (!/^\w+$/.test(table) || !/^\w+$/.test(column)) throw new Error(`nextId: bad name ${table}.${column}`);
    return this.get<{ id: number }>(`SELECT COALESCE(MAX(${column}), 0) + 1 AS id FROM ${table}`).then((r) => r!.id);
  }

  tx<T>(fn: (db: Db) => Promise<T>, _options?: TxOptions): Promise<T> {
    if (this.inTx) return fn(this);
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ fn: fn as (db: Db) => Promise<unknown>, resolve: resolve as (v: unknown) => void, reject });
      // The transactions of requests read in the same turn of the event loop meet here.
      if (this.waiting.length === 1) setImmediate(() => void this.guarded(() => this.commitGroup()));
    });
  }

  /**
   * Group commit: the transactions waiting when the lock comes free run one after another in
   * one BEGIN … COMMIT, each in a savepoint of its own, and all settle after that COMMIT. With
   * synchronous = FULL each COMMIT waits for an fsync on the event loop (~5 ms here), so a burst
   * of holds paid one fsync each; now a burst pays one. Each transaction still commits or rolls
   * back on its own (a failure rolls back to its savepoint), and none is answered before the
   * COMMIT that makes it durable.
   */
  private async commitGroup(): Promise<void> {
    const group = this.waiting.splice(0, GROUP_MAX);
    if (this.waiting.length) void this.guarded(() => this.commitGroup());
    if (!group.length) return;
    const inner = new SqliteDb(this.conn, this.statements, true);
    const settled: { ok: boolean; value: unknown }[] = [];
    try {
      const alone = group.length === 1;
      this.prepare('BEGIN IMMEDIATE').run();
      for (const t of group) {
        if (!alone) this.prepare('SAVEPOINT grouped').run();
        try {
          const value = await t.fn(inner);
          if (!alone) this.prepare('RELEASE grouped').run();
          settled.push({ ok: true, value });
        } catch (err) {
          // A failed statement can end the whole transaction (an I/O error, a full disk): then the
          // earlier ones' writes are gone too, and they must not be answered as committed.
          if (!this.conn.inTransaction) throw err;
          if (alone) this.prepare('ROLLBACK').run();
          else {
            this.prepare('ROLLBACK TO grouped').run();
            this.prepare('RELEASE grouped').run();
          }
          settled.push({ ok: false, value: err });
        }
      }
      if (this.conn.inTransaction) {
        this.prepare('COMMIT').run();
        this.commits++;
      }
    } catch (err) {
      if (this.conn.inTransaction) this.prepare('ROLLBACK').run();
      for (const t of group) t.reject(err);
      return;
    }
    group.forEach((t, i) => (settled[i]!.ok ? t.resolve(settled[i]!.value) : t.reject(settled[i]!.value)));
  }

  async close(): Promise<void> {
    await this.queue;
    this.conn.close();
  }
}

/** COMMITs a SQLite database has made (tests, the bench): undefined for another kind. */
export const sqliteCommits = (db: Db): number | undefined => (db instanceof SqliteDb ? db.commits : undefined);

/** SQLite has no row locks (a write transaction holds the database): `FOR UPDATE …` is dropped. */
export function withoutRowLocks(sql: string): string {
  return sql.replace(/\s+FOR\s+UPDATE(\s+(SKIP\s+LOCKED|NOWAIT))?\s*$/i, '');
}

/** Opens (creating the folder and file when missing) a WAL-mode SQLite database. */
export function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  // FULL: each commit waits for the WAL's fsync, so a payment, an order or a refund answered
  // survives a power cut (NORMAL synced only at checkpoints: a bank told "paid" does not send
  // it again). Its cost is in bench/README.md.
  conn.pragma('synchronous = FULL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  return new SqliteDb(conn);
}
