import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/seed/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    templateSeededAt: string;
  }
}

/** Seeds the demo catalogue once per run; each API test copies the file (seeding is the slow part). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-template-'));
  const file = path.join(dir, 'template.db');
  const seededAt = new Date();
  const db = openDatabase(`sqlite:${file}`);
  await migrate(db);
  await prepareDatabase(db, seededAt);
  await db.close();
  project.provide('templateDb', file);
  project.provide('templateSeededAt', seededAt.toISOString());
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
