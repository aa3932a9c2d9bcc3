/**
 * `npx tsx bench/api/commit-sync.bench.ts [-- --commits N --rounds R]`: what a durable commit
 * costs on this disk. The server's SQLite connection (openSqlite: WAL, synchronous=FULL) commits
 * small write transactions (an order-sized row each) one after another, in rounds alternated
 * with the same connection set to synchronous=NORMAL (synced at checkpoints only), so that
 * both see the same machine load. better-sqlite3 is synchronous: a commit's time is time the
 * server's event loop does nothing else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../../server/db/sqlite';
import { arg } from '../cli-arg';

const COMMITS = Number(arg('commits', '300'));
const ROUNDS = Number(arg('rounds', '4'));
if (!(COMMITS > 0) || !(ROUNDS > 0)) throw new Error('--commits and --rounds must be positive');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-sync-'));
const db = openSqlite(path.join(dir, 'bench.db'));
const payload = 'x'.repeat(400);
await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL, body TEXT NOT NULL)');

async function round(): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < COMMITS; i++) {
    await db.tx(async (tx) => {
      await tx.run('INSERT INTO t (at, body) VALUES (?, ?)', [new Date().toISOString(), payload]);
    });
  }
  return Number(process.hrtime.bigint() - start) / 1e6 / COMMITS;
}

const ms: Record<'FULL' | 'NORMAL', number[]> = { FULL: [], NORMAL: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const mode of ['FULL', 'NORMAL'] as const) {
    await db.exec(`PRAGMA synchronous = ${mode}`);
    ms[mode].push(await round());
  }
}
await db.close();
fs.rmSync(dir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${COMMITS} commits a round, ${ROUNDS} rounds each, alternated; ms per commit (rounds: min / median / max)`);
for (const mode of ['FULL', 'NORMAL'] as const) {
  const xs = ms[mode];
  console.log(`synchronous=${mode}: ${Math.min(...xs).toFixed(3)} / ${median(xs).toFixed(3)} / ${Math.max(...xs).toFixed(3)} ms, ≈ ${Math.round(1000 / median(xs))} commits/s`);
}
console.log(`Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}.`);
