import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, RunResult, TxOptions } from './driver';

type Statement = Database.Statement<unknown[]>;

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
    return this.guarded(async () => {
      const inner = new SqliteDb(this.conn, this.statements, true);
      this.prepare('BEGIN IMMEDIATE').run();
      try {
        const result = await fn(inner);
        this.prepare('COMMIT').run();
        return result;
      } catch (err) {
        if (this.conn.inTransaction) this.prepare('ROLLBACK').run();
        throw err;
      }
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.conn.close();
  }
}

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
