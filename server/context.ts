import type { Db } from './db/driver';
import type { ServerConfig } from './config';
import type { RateLimiter } from './http/rate-limit';
import type { LiveHub } from './live/hub';
import type { PaymentProvider } from './payment-provider';

/** What every route module gets: the database, configuration and a clock tests can move. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  limiter: RateLimiter;
  payments: PaymentProvider;
  /** Live seat changes and the journal's head for this instance (server/live). */
  live: LiveHub;
}
