import { sql as catalogue } from './001-catalogue';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append only: a released migration is never edited, a new one is added. */
export const migrations: readonly Migration[] = [{ version: 1, name: 'catalogue', sql: catalogue }];
