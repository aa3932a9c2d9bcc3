import crypto from 'node:crypto';

/** Event hashes are public, stable identifiers: derived from the slug. */
export const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');

/** Order hashes are capabilities: 160 bits from the system's cryptographic generator. */
export const orderHash = () => crypto.randomBytes(20).toString('hex');

/** A small deterministic PRNG (mulberry32) so that demo sales are the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
