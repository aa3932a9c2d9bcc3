/**
 * The data layer every query goes through. Async so that a PostgreSQL driver is a
 * drop-in: SQL is written with `?` placeholders in the subset both engines share.
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
  /** Runs `fn` in one transaction; other callers wait until it commits or rolls back. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface RunResult {
  changes: number;
  lastInsertId: number | undefined;
}

export class DatabaseUrlError extends Error {}
