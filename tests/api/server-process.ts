import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

// The reference server as `npm start` runs it: its own process, for tests of what only a
// process shows (signals, a crash, a restart on the same database file).

const root = fileURLToPath(new URL('../..', import.meta.url));

export { freePort } from './free-port';

/** The per-client limits lifted: the tests' buyers all come from one address. */
export const GENEROUS_ENV = { RATE_LIMIT_ORDER: '1000000', ORDER_CAPTCHA_AFTER: '1000000', HOLD_LIMIT: '1000000', HOLD_LIMIT_ADDRESS: '1000000', RATE_LIMIT_DEMO: '1000000' };

export interface ServerProcess {
  child: ChildProcess;
  /** What the process wrote to stdout so far (its JSON log lines). */
  output(): string;
}

/** `database`: a DATABASE_URL, or a SQLite file's path. */
export async function startServerProcess(database: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const databaseUrl = /^(sqlite:|postgres(ql)?:\/\/)/.test(database) ? database : `sqlite:${database}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', CLIENT_DIR: os.tmpdir(), ...GENEROUS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  // A loaded machine may take a minute to compile and start it (and INSTANCES > 1 starts several).
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/setup`)).ok) return { child, output: () => out };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
