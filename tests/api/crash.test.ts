import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { ApiClient } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'crash-test-secret';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startProcess(dbFile: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: 'error', SESSION_SECRET: SECRET, CLIENT_DIR: os.tmpdir() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/setup`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

/** The sandbox acquirer's signature, derived as the server derives it from SESSION_SECRET. */
function sign(invoiceId: string, outcome: string): string {
  const providerSecret = crypto.createHmac('sha256', SECRET).update('sandbox-acquirer').digest('hex');
  return crypto.createHmac('sha256', providerSecret).update(`${invoiceId}:${outcome}`).digest('hex');
}

describe('crash safety', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-crash-'));
  const dbFile = path.join(dir, 'crash.db');
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('killed with SIGKILL during a burst of orders: no confirmed order lost, no seat held twice', async () => {
    fs.copyFileSync(inject('templateDb'), dbFile);
    const port = await freePort();
    child = await startProcess(dbFile, port);
    const base = `http://127.0.0.1:${port}`;
    const s = await schemeSession(new ApiClient(base), mapEventSlug('arena'));
    const seats = s.map.seat_numbers.map((x) => x.seat_id);
    const confirmed: string[] = [];

    const buyer = async (i: number) => {
      const c = new ApiClient(base);
      const created = await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seats[i % 40]!, seats[40 + i]!]));
      if (created.status !== 200) return;
      const hash = created.body.response.hash;
      const pay = await c.post<{ bankInvoiceId: string }>('/api/payment/widget', { hash });
      const invoiceId = pay.body.response.bankInvoiceId;
      const res = await fetch(`${base}/api/payment/callback`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceId, outcome: 'paid', signature: sign(invoiceId, 'paid') }),
      });
      if (((await res.json()) as { response: { result: string } }).response.result === 'paid') confirmed.push(hash);
    };
    let settled = false;
    const burst = Promise.allSettled(Array.from({ length: 300 }, (_, i) => buyer(i))).then((r) => {
      settled = true;
      return r;
    });
    while (confirmed.length < 15 && !settled) await new Promise((r) => setTimeout(r, 5));
    if (settled) console.error('burst ended before the kill', (await burst).filter((r) => r.status === 'rejected').slice(0, 2));
    child.kill('SIGKILL');
    await burst;
    await exited(child);
    expect(confirmed.length).toBeGreaterThanOrEqual(15);

    child = await startProcess(dbFile, port);
    child.kill('SIGTERM');
    await exited(child);

    const db = openDatabase(`sqlite:${dbFile}`);
    try {
      expect(await db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
      const paid = await db.all<{ hash: string }>(`SELECT hash FROM orders WHERE status = 20 AND hash IN (${confirmed.map(() => '?').join(',')})`, confirmed);
      expect(paid.length).toBe(confirmed.length);
      const twice = await db.all(
        `SELECT l.seat_id FROM order_lines l JOIN orders o ON o.order_id = l.order_id
          WHERE l.calendar_id = ? AND l.seat_id IS NOT NULL AND o.status IN (0, 20) GROUP BY l.seat_id HAVING COUNT(*) > 1`,
        [s.session.calendar_id],
      );
      expect(twice).toEqual([]);
      const unheld = await db.all(
        `SELECT l.seat_id FROM order_lines l JOIN orders o ON o.order_id = l.order_id
          LEFT JOIN seat_holds h ON h.calendar_id = l.calendar_id AND h.seat_id = l.seat_id
          WHERE l.calendar_id = ? AND o.status = 20 AND l.seat_id IS NOT NULL AND h.order_id IS NULL`,
        [s.session.calendar_id],
      );
      expect(unheld).toEqual([]);
    } finally {
      await db.close();
    }
  }, 90_000);
});
