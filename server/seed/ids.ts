import crypto from 'node:crypto';

/** Event hashes are public, stable identifiers: derived from the slug. */
export const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');

/** A deterministic generator, so that demo sales are the same on every machine. */
export { seededRandom as prng } from '../../contract/seeded-random';
