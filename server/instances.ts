import os from 'node:os';
import { ConfigError } from './config';

/**
 * INSTANCES: how many server processes share the port (node:cluster; default 1, `auto` one
 * per CPU). Each is an instance as server/README.md's "Several instances" describes: its own
 * connections, caches and live hub, on the one database (SQLite in WAL mode, or PostgreSQL).
 */
export function instancesFrom(value: string | undefined, cpus = os.availableParallelism()): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return Math.max(1, cpus);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new ConfigError(`INSTANCES must be a whole number from 1 to 64, or auto (got ${JSON.stringify(value)})`);
  return n;
}
