import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/seed/prepare';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ClockServer {
  /** `http://127.0.0.1:<free port>` */
  url: string;
  /** Moves the server's clock to `at` (ms since the epoch); real time keeps running from there. */
  setNow(at: number): void;
  close(): Promise<void>;
}

/**
 * The real server and built client in this test process, on a free port and a fresh seeded
 * database, with a clock the test can move: for what real time would take days to show (a
 * session whose start has passed). Only the server's clock moves; the browser's does not.
 */
export async function startClockServer(): Promise<ClockServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-clock-'));
  const db = openDatabase(`sqlite:${path.join(dir, 'clock.db')}`);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  await migrate(db);
  await prepareDatabase(db, now());
  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }, root), clientDir: path.resolve(root, process.env.CLIENT_DIR || 'dist/client') };
  const app = await buildApp({ db, config, now, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setNow: (at) => {
      offset = at - Date.now();
    },
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
