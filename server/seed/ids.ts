import crypto from 'node:crypto';
import { randomBytes } from './random-bytes';

/** Event hashes are public, stable identifiers: derived from the slug. */
export const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');

/** Order hashes are capabilities: 160 bits from the system's cryptographic generator. */
export const orderHash = () => randomBytes(20).toString('hex');

/** A deterministic generator, so that demo sales are the same on every machine. */
export { seededRandom as prng } from '../../contract/seeded-random';
