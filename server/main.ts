import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseUrlError } from './db/driver';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { instancesFrom } from './instances';
import { prepareDatabase } from './seed/prepare';

/** Opens (or creates) the database, migrates and seeds it: once, before any instance listens. */
async function prepare(databaseUrl: string, pool: number | undefined) {
  const db = openDatabase(databaseUrl, pool);
  const applied = await migrate(db);
  const prepared = await prepareDatabase(db, new Date());
  return { db, applied, prepared };
}

/** One server process: the app on the database, listening until a signal ends it. */
async function serve(): Promise<void> {
  const config = loadConfig();
  // An instance forked by the primary below finds the database migrated and seeded.
  const { db, applied, prepared } = process.env.STOREFRONT_PREPARED === '1'
    ? { db: openDatabase(config.databaseUrl, config.databasePool), applied: [], prepared: { seeded: false } }
    : await prepare(config.databaseUrl, config.databasePool);
  const app = await buildApp({ db, config });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info(prepared, prepared.seeded ? 'demo catalogue seeded' : 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Under node:cluster the primary holds the listening socket and hands connections round.
  await app.listen({ port: config.port, host: config.host });
}

/**
 * The primary of INSTANCES > 1: migrates and seeds once, then forks the instances and keeps
 * their number (one that dies is replaced); a signal is passed on and waited for.
 */
async function supervise(instances: number): Promise<void> {
  const config = loadConfig();
  const { db } = await prepare(config.databaseUrl, config.databasePool);
  await db.close();
  // The instances run this module (not `npm start`'s wrapper, which would check the client build again).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let stopping = false;
  const fork = () => cluster.fork({ STOREFRONT_PREPARED: '1' });
  // An instance that cannot start (a port taken, a database gone) would be replaced for ever.
  const recentEnds: number[] = [];
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentEnds.push(now);
    while (recentEnds[0]! < now - 10_000) recentEnds.shift();
    if (recentEnds.length > instances * 3) {
      console.error(`instances keep ending (the last: ${signal ?? code}); stopping`);
      process.exit(1);
    }
    console.error(`instance ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit(0);
    for (const w of workers) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < instances; i++) fork();
}

async function main(): Promise<void> {
  const instances = instancesFrom(process.env.INSTANCES);
  if (cluster.isPrimary && instances > 1) await supervise(instances);
  else await serve();
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseUrlError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
