/**
 * The data layer every query goes through: SQLite (sqlite.ts) or PostgreSQL (postgres.ts).
 * SQL is written with `?` placeholders in the subset both engines share; `SELECT … FOR
 * UPDATE [SKIP LOCKED]` row locks are PostgreSQL's and SQLite's driver drops them (its
 * transactions already exclude each other).
 */
export interface Db {
  readonly dialect: 'sqlite' | 'postgres';
  /** The same object for a database and every transaction handle on it (for per-database caches). */
  readonly identity: object;
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<RunResult>;
  /** One statement executed for each parameter row (bulk inserts). */
  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction. SQLite: other callers wait until it commits or rolls back.
   * PostgreSQL: SERIALIZABLE unless `isolation` says otherwise (a hot path that takes its own
   * row locks); a serialization failure or deadlock rolls back and runs `fn` again, so `fn`
   * must have no effect outside the database.
   */
  tx<T>(fn: (db: Db) => Promise<T>, options?: TxOptions): Promise<T>;
  /**
   * Inside a transaction: waits until no other transaction holds `key`, then holds it until
   * this one ends (PostgreSQL: an advisory lock; SQLite: a no-op, its transactions exclude
   * each other). Take several in one fixed order.
   */
  lock(key: string): Promise<void>;
  /**
   * The id the next row of `table` takes for its generated `column`, before inserting it
   * (PostgreSQL: the column's sequence; SQLite: one past the largest, inside a transaction).
   */
  nextId(table: string, column: string): Promise<number>;
  close(): Promise<void>;
}

export interface TxOptions {
  isolation?: 'serializable' | 'read committed';
  /**
   * Keys locked as `lock(key)` does, in this order, as the transaction begins (PostgreSQL:
   * sent with BEGIN, one round trip for all; SQLite: nothing to do).
   */
  locks?: readonly string[];
  /**
   * Sessions (`sessions.calendar_id`) whose rows are locked FOR UPDATE right after `locks`, in
   * the same message on PostgreSQL, so that the transaction's next statement counts after the
   * lock is held (SQLite: nothing to do).
   */
  lockSessions?: readonly number[];
}

export interface RunResult {
  changes: number;
  lastInsertId: number | undefined;
}

export class DatabaseUrlError extends Error {}
