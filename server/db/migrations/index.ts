import { sql as catalogue } from './001-catalogue';
import { sql as orders } from './002-orders';
import { sql as refunds } from './003-refunds';
import { sql as paymentLang } from './004-payment-lang';
import { sql as mailQueue } from './005-mail-queue';
import { sql as clientLimits } from './006-client-limits';
import { postgres as seatChangesPg, sql as seatChanges } from './007-seat-changes';
import { sql as seatOffers } from './008-seat-offers';
import { postgres as catalogueVersionPg, sql as catalogueVersion } from './009-catalogue-version';
import { sql as offerClients } from './010-offer-clients';
import { sql as waitlist } from './011-waitlist';
import { sql as accessibleSeating } from './012-accessible-seating';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** PostgreSQL's own text when the dialects differ beyond column types (triggers). */
  postgres?: string;
}

/** Append only: a released migration is never edited, a new one is added. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'catalogue', sql: catalogue },
  { version: 2, name: 'orders', sql: orders },
  { version: 3, name: 'refunds', sql: refunds },
  { version: 4, name: 'payment-lang', sql: paymentLang },
  { version: 5, name: 'mail-queue', sql: mailQueue },
  { version: 6, name: 'client-limits', sql: clientLimits },
  { version: 7, name: 'seat-changes', sql: seatChanges, postgres: seatChangesPg },
  { version: 8, name: 'seat-offers', sql: seatOffers },
  { version: 9, name: 'catalogue-version', sql: catalogueVersion, postgres: catalogueVersionPg },
  { version: 10, name: 'offer-clients', sql: offerClients },
  { version: 11, name: 'waitlist', sql: waitlist },
  { version: 12, name: 'accessible-seating', sql: accessibleSeating },
];
