import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseUrlError } from './db/driver';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { prepareDatabase } from './seed/prepare';

/** Starts the reference server: open (or create) the database, migrate, seed, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl, config.databasePool);
  const applied = await migrate(db);
  const prepared = await prepareDatabase(db, new Date());
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseUrlError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
