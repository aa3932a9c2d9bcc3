import type { Db } from './db/driver';
import type { ServerConfig } from './config';

/** What every route module gets: the database, configuration and a clock tests can move. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  now: () => Date;
}
