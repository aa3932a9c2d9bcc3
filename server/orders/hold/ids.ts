import { randomBytes } from './random-bytes';

/** Order hashes are capabilities: 160 bits from the system's cryptographic generator. */
export const orderHash = () => randomBytes(20).toString('hex');

/** Ticket hashes open the single-ticket view: 128 random bits. */
export const ticketHash = () => randomBytes(16).toString('hex');

/** 13-digit numeric code for the QR code and barcode; uniqueness is the table's job. */
export function ticketCode(): string {
  const n = randomBytes(8).readBigUInt64BE() % 10n ** 12n;
  return `2${n.toString().padStart(12, '0')}`;
}

/** Order numbers are for people, not capabilities: the hash is the capability. */
export const orderNumber = (orderId: number) => String(100000 + orderId);
/** orderNumber in SQL (PostgreSQL), for a hold that writes the order in one statement. */
export const orderNumberSql = (idColumn: string) => `(100000 + ${idColumn})::text`;
