import pg from 'pg';
import type { Db, RunResult, TxOptions } from './driver';
import { insertTable, numberPlaceholders, postgresDdl, splitValues } from './pg-sql';

/** SQLSTATEs after which a transaction is run again: serialization failure, deadlock. */
const RETRIED = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;
/** Bind parameters one statement may carry (the protocol's limit is 65,535). */
const MAX_PARAMS = 30_000;

/**
 * Results read as the SQLite driver gives them: 64-bit integers (COUNT, BIGINT columns) and
 * NUMERIC (SUM of integers) as JS numbers, which every amount and id here fits.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

interface Shared {
  pool: pg.Pool;
  /** Rewritten statements by their SQL text, each with a name so that connections prepare it once. */
  statements: Map<string, { name: string; text: string; returning: string | undefined }>;
  /** Names are never reused (a connection keeps what it prepared under a name). */
  named: number;
  /** Identity (generated id) column per table, read after migrations. */
  identity: Map<string, string> | undefined;
}

type Queryable = pg.Pool | pg.PoolClient;

const ignore = () => undefined;

class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  get identity(): object {
    return this.shared;
  }

  constructor(
    private readonly shared: Shared,
    private readonly conn: Queryable,
    private readonly inTx = false,
  ) {}

  private async statement(sql: string) {
    let st = this.shared.statements.get(sql);
    if (!st) {
      const table = insertTable(sql);
      const returning = table && !/\bRETURNING\b/i.test(sql) ? (await this.identityColumns()).get(table) : undefined;
      st = { name: `s${++this.shared.named}`, text: numberPlaceholders(returning ? `${sql} RETURNING ${returning}` : sql), returning };
      this.shared.statements.set(sql, st);
    }
    return st;
  }

  private async identityColumns(): Promise<Map<string, string>> {
    if (!this.shared.identity) {
      const rows = await this.conn.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`,
      );
      this.shared.identity = new Map(rows.rows.map((r) => [r.table_name, r.column_name]));
    }
    return this.shared.identity;
  }

  private async query<T>(sql: string, params: readonly unknown[]): Promise<{ rows: T[]; rowCount: number; returning: string | undefined }> {
    const st = await this.statement(sql);
    const r = await this.conn.query({ name: st.name, text: st.text, values: params as unknown[] });
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0, returning: st.returning };
  }

  async all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.query<T>(sql, params)).rows;
  }

  async get<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.query<T>(sql, params)).rows[0];
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<RunResult> {
    const r = await this.query<Record<string, unknown>>(sql, params);
    const id = r.returning ? r.rows[0]?.[r.returning] : undefined;
    return { changes: r.rowCount, lastInsertId: id === undefined || id === null ? undefined : Number(id) };
  }

  /** Rows go in as multi-row INSERTs (a round trip per thousand rows, not per row). */
  async runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
    if (!rows.length) return;
    if (!this.inTx) return this.tx((tx) => tx.runMany(sql, rows));
    const parts = splitValues(sql);
    if (!parts || rows.length === 1) {
      for (const r of rows) await this.run(sql, r);
      return;
    }
    const width = Math.max(1, rows[0]!.length);
    const chunk = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMS / width)));
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      const batched = `${parts.head}${Array.from({ length: part.length }, () => parts.row).join(', ')}${parts.tail}`;
      await this.conn.query(numberPlaceholders(batched), part.flat() as unknown[]);
    }
  }

  /** Migrations: SQLite's DDL with PostgreSQL's column types; the statement cache starts over. */
  async exec(sql: string): Promise<void> {
    await this.conn.query(postgresDdl(sql));
    this.shared.statements.clear();
    this.shared.identity = undefined;
  }

  async lock(key: string): Promise<void> {
    if (!this.inTx) throw new Error('lock() is for transactions');
    await this.conn.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }

  async nextId(table: string, column: string): Promise<number> {
    const row = await this.get<{ id: number }>('SELECT nextval(pg_get_serial_sequence(?, ?)) AS id', [table, column]);
    return row!.id;
  }

  async tx<T>(fn: (db: Db) => Promise<T>, options: TxOptions = {}): Promise<T> {
    if (this.inTx) return fn(this);
    const level = options.isolation === 'read committed' ? 'READ COMMITTED' : 'SERIALIZABLE';
    for (let attempt = 1; ; attempt++) {
      const client = await this.shared.pool.connect();
      // A connection lost between two statements is reported as an 'error' event, which with
      // no listener ends the process; the next statement fails and the transaction with it.
      client.on('error', ignore);
      let broken = false;
      try {
        // Simple-query protocol: BEGIN and the locks go as one message, run in order.
        const sessions = [...(options.lockSessions ?? [])].sort((a, b) => a - b);
        if (!sessions.every((id) => Number.isSafeInteger(id))) throw new Error('lockSessions takes integer ids');
        await client.query([
          `BEGIN ISOLATION LEVEL ${level}`,
          ...(options.locks ?? []).map((k) => `SELECT pg_advisory_xact_lock(hashtextextended(${pg.escapeLiteral(k)}, 0))`),
          ...(sessions.length ? [`SELECT calendar_id FROM sessions WHERE calendar_id IN (${sessions.join(', ')}) ORDER BY calendar_id FOR UPDATE`] : []),
        ].join('; '));
        const result = await fn(new PostgresDb(this.shared, client, true));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        const code = (err as { code?: string }).code;
        if (!code || !RETRIED.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        // Back off a little, more each time, at random, so the same transactions do not meet again.
        await new Promise((r) => setTimeout(r, Math.random() * 2 * attempt));
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
    }
  }

  async close(): Promise<void> {
    if (!this.inTx) await this.shared.pool.end();
  }
}

/**
 * The address with `-c synchronous_commit=on` added to the connection's startup `options`
 * (after any the address gives: the last one wins). A commit is then answered only once it is
 * on disk, whatever the database's or role's default (a payment answered "paid" to the bank
 * is not sent again). A startup parameter, not a SET on each new connection: that would be a
 * second query on a client the pool hands out at once.
 */
export function withDurableCommits(url: string): string {
  const address = new URL(url);
  const given = address.searchParams.get('options');
  address.searchParams.set('options', [given, '-c synchronous_commit=on'].filter(Boolean).join(' '));
  return address.toString();
}

/** A pool of `poolSize` connections to the database at `url` (postgres://user:pass@host:port/db). */
export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: withDurableCommits(url), max: poolSize, types });
  // An idle connection that dies (the server restarted) must not take the process with it.
  pool.on('error', () => undefined);
  return new PostgresDb({ pool, statements: new Map(), named: 0, identity: undefined }, pool);
}
