import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { exited, freePort, startServerProcess, type ServerProcess } from './server-process';

// Ctrl+C (SIGINT) and a service manager's SIGTERM close the server and the database
// cleanly: the process exits 0, the log says why, and the WAL is checkpointed away, so the
// database file alone holds everything.

describe('clean shutdown', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('%s: exit 0, logged, no WAL left, the database whole', async (signal) => {
    const dbFile = path.join(dir, `${signal}.db`);
    fs.copyFileSync(inject('templateDb'), dbFile);
    server = await startServerProcess(dbFile, await freePort(), { LOG_LEVEL: 'info' });
    // Starting writes (the calendar top-up), so the WAL exists until it is checkpointed.
    const base = server.output().length;
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(true);

    server.child.kill(signal);
    const exit = await exited(server.child);
    expect(exit).toEqual({ code: 0, signal: null });
    const log = server.output().slice(base).split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; signal?: string });
    expect(log.some((l) => l.msg === 'shutting down' && l.signal === signal)).toBe(true);
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);

    const db = openDatabase(`sqlite:${dbFile}`);
    try {
      expect(await db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
    } finally {
      await db.close();
    }
  }, 60_000);
});
