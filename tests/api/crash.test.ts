import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { signConfirmation } from '../../server/payments/provider';
import { ApiClient, freshDatabase, type TestDatabase } from './harness';
import { mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';
import { exited, freePort, startServerProcess } from './server-process';

const SECRET = 'crash-test-secret';
const startProcess = async (databaseUrl: string, port: number) => (await startServerProcess(databaseUrl, port, { SESSION_SECRET: SECRET })).child;

/** The sandbox acquirer's signature for the process started with SESSION_SECRET. */
const sign = (invoiceId: string, outcome: string) => signConfirmation(SECRET, invoiceId, outcome);

describe('crash safety', () => {
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (child) await exited(child);
    await database?.drop();
  });

  it('killed with SIGKILL during a burst of orders: no confirmed order lost, no seat held twice', async () => {
    database = await freshDatabase();
    const port = await freePort();
    child = await startProcess(database.url, port);
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

    child = await startProcess(database.url, port);
    child.kill('SIGTERM');
    await exited(child);

    const db = openDatabase(database.url);
    try {
      if (inject('testDb') === 'sqlite') expect(await db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
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
