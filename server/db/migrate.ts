import type { Db } from './driver';
import { migrations as all, type Migration } from './migrations';

/** Applies pending migrations in order, each in its own transaction; returns the versions applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = all): Promise<number[]> {
  // Several instances may start at once on one PostgreSQL: one migrates, the others wait for it.
  await db.tx(async (tx) => {
    await tx.lock('schema_migrations');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  });
  const done = new Set((await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...done].filter((v) => !known.has(v));
  if (unknown.length) {
    throw new Error(`the database has migrations this server does not know (${unknown.join(', ')}): it was written by a newer version`);
  }
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    const ran = await db.tx(async (tx) => {
      await tx.lock('schema_migrations');
      if (await tx.get('SELECT 1 FROM schema_migrations WHERE version = ?', [m.version])) return false;
      await tx.exec(tx.dialect === 'postgres' && m.postgres ? m.postgres : m.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, new Date().toISOString()]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
