import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, RunResult, TxOptions } from './driver';
import { keptFileFlush, WalFlush, type FlushFile } from './wal-flush';

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
    /** Commits are answered once this has the WAL on disk (none for `:memory:`). */
    private readonly wal: { flush: WalFlush; close(): Promise<void> } | undefined,
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

  /**
   * One statement, in turn with the others. Outside a transaction it is its own commit: a
   * write is answered once the WAL has it on disk.
   */
  private async statement<T>(sql: string, fn: (st: Statement) => T): Promise<T> {
    let wrote = false;
    const result = await this.guarded(() => {
      const st = this.prepare(sql);
      wrote = !st.readonly;
      return fn(st);
    });
    if (wrote && !this.inTx) await this.wal?.flush.afterWrites();
    return result;
  }

  all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.statement(sql, (st) => st.all(...params) as T[]);
  }

  get<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return this.statement(sql, (st) => st.get(...params) as T | undefined);
  }

  run(sql: string, params: readonly unknown[] = []): Promise<RunResult> {
    return this.statement(sql, (st) => {
      const r = st.run(...params);
      return { changes: r.changes, lastInsertId: r.lastInsertRowid === undefined ? undefined : Number(r.lastInsertRowid) };
    });
  }

  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
    return this.statement(sql, (st) => {
      const insert = this.conn.transaction((all: readonly (readonly unknown[])[]) => {
        for (const r of all) st.run(...r);
      });
      if (this.inTx) for (const r of rows) st.run(...r);
      else insert(rows);
    });
  }

  async exec(sql: string): Promise<void> {
    await this.guarded(() => {
      this.conn.exec(sql);
    });
    if (!this.inTx) await this.wal?.flush.afterWrites();
  }

  async lock(): Promise<void> {
    // A transaction here already excludes every other (BEGIN IMMEDIATE and the lock above).
  }

  nextId(table: string, column: string): Promise<number> {
    if (!/^\w+$/.test(table) || !/^\w+$/.test(column)) throw new Error(`nextId: bad name ${table}.${column}`);
    return this.get<{ id: number }>(`SELECT COALESCE(MAX(${column}), 0) + 1 AS id FROM ${table}`).then((r) => r!.id);
  }

  async tx<T>(fn: (db: Db) => Promise<T>, _options?: TxOptions): Promise<T> {
    if (this.inTx) return fn(this);
    const result = await this.guarded(async () => {
      const inner = new SqliteDb(this.conn, this.wal, this.statements, true);
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
    await this.wal?.flush.afterWrites();
    return result;
  }

  async close(): Promise<void> {
    await this.queue;
    this.conn.close();
    await this.wal?.close();
  }
}

/** SQLite has no row locks (a write transaction holds the database): `FOR UPDATE …` is dropped. */
export function withoutRowLocks(sql: string): string {
  return sql.replace(/\s+FOR\s+UPDATE(\s+(SKIP\s+LOCKED|NOWAIT))?\s*$/i, '');
}

export interface SqliteOptions {
  /** How the WAL is made durable before a commit is answered (tests watch it); fdatasync on the thread pool by default. */
  flushWal?: FlushFile;
}

/** Opens (creating the folder and file when missing) a WAL-mode SQLite database. */
export function openSqlite(file: string, options: SqliteOptions = {}): Db {
  const memory = file === ':memory:';
  if (!memory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  // A payment, an order or a refund answered survives a power cut (a bank told "paid" does not
  // send it again): each commit is answered only once the WAL is on disk. SQLite's FULL would
  // fsync inside COMMIT, blocking the event loop for the disk; NORMAL writes the WAL and syncs
  // it at checkpoints, and the flush before the answer is WalFlush's, off the loop and shared
  // by the commits that come meanwhile. Its cost is in bench/README.md.
  conn.pragma('synchronous = NORMAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  let wal: { flush: WalFlush; close(): Promise<void> } | undefined;
  if (!memory) {
    const kept = options.flushWal ? { flush: options.flushWal, close: async () => undefined } : keptFileFlush();
    wal = { flush: new WalFlush(`${path.resolve(file)}-wal`, kept.flush), close: kept.close };
  }
  return new SqliteDb(conn, wal);
}
