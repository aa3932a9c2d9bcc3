import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDurableCommits } from '../../server/db/postgres';
import { startServer, type TestServer } from './harness';

// A payment answered "paid" to the bank is not sent again, so it (and an order, and a refund)
// must be on disk before the answer: the server's own connections wait for the flush of each
// commit, whatever the database's defaults are. The test databases are set up NOT to (SQLite
// files are opened by the server alone; the throwaway PostgreSQL runs synchronous_commit=off),
// so what is read here is the server's own doing.

const POOL = 6;

describe('commits are on disk before they are answered', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { databasePool: POOL } });
  });
  afterAll(() => server.close());

  it.runIf(inject('testDb') === 'sqlite')('SQLite: WAL with synchronous=FULL on the server\'s connection', async () => {
    expect(await server.db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    // 2 is FULL (1 NORMAL): the WAL is synced at every commit, not only at checkpoints.
    expect(await server.db.get('PRAGMA synchronous')).toEqual({ synchronous: 2 });
  });

  it.runIf(inject('testDb') === 'postgres')('PostgreSQL: synchronous_commit=on on every connection of the server\'s pool', async () => {
    // The cluster's default is off: without the server's own setting this test would read off.
    const plain = new pg.Client({ connectionString: server.databaseUrl });
    await plain.connect();
    try {
      expect((await plain.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit).toBe('off');
    } finally {
      await plain.end();
    }
    // Every connection of the pool at once: each transaction waits until all have started, so
    // each holds a connection of its own.
    let started = 0;
    let allStarted!: () => void;
    const barrier = new Promise<void>((resolve) => (allStarted = resolve));
    const seen = await Promise.all(
      Array.from({ length: POOL }, () =>
        server.db.tx(async (tx) => {
          if (++started === POOL) allStarted();
          await barrier;
          return (await tx.get<{ setting: string; pid: number }>("SELECT current_setting('synchronous_commit') AS setting, pg_backend_pid() AS pid"))!;
        }),
      ),
    );
    expect(new Set(seen.map((s) => s.pid)).size).toBe(POOL);
    expect(seen.map((s) => s.setting)).toEqual(Array(POOL).fill('on'));
  });
});

describe('the PostgreSQL address the server connects with', () => {
  // What node-postgres makes of the address (the pool's clients read it the same way).
  const parse = (url: string) => {
    const p = (new pg.Client({ connectionString: url }) as unknown as { connectionParameters: Record<string, unknown> }).connectionParameters;
    return { user: p.user, password: p.password, host: p.host, port: p.port, database: p.database, options: p.options, application_name: p.application_name };
  };
  it('asks for synchronous commits after whatever startup options the address gives, and keeps the rest', () => {
    const plain = parse(withDurableCommits('postgres://shop:p%40ss@db.example:5433/storefront'));
    expect(plain).toMatchObject({ user: 'shop', password: 'p@ss', host: 'db.example', port: 5433, database: 'storefront', options: '-c synchronous_commit=on' });
    const own = parse(withDurableCommits('postgresql://shop@db.example/storefront?application_name=shop&options=-c%20synchronous_commit%3Doff%20-c%20search_path%3Dshop'));
    // The server's setting comes last, so it wins over one the address gives.
    expect(own).toMatchObject({ application_name: 'shop', options: '-c synchronous_commit=off -c search_path=shop -c synchronous_commit=on' });
  });
});
