import crypto from 'node:crypto';

/**
 * Bytes from the system's cryptographic generator, drawn 4 KB at a time: an order takes three
 * draws (its hash, each ticket's hash and code), and one call to the generator each took about
 * 13 µs of the event loop on an on-sale, where slicing a filled pool takes well under one (as
 * Node's own crypto.randomUUID does). A byte is handed out once.
 */
const pool = Buffer.alloc(4096);
let next = pool.length;

export function randomBytes(n: number): Buffer {
  if (n > pool.length) return crypto.randomBytes(n);
  if (next + n > pool.length) {
    crypto.randomFillSync(pool);
    next = 0;
  }
  const out = Buffer.from(pool.subarray(next, next + n));
  next += n;
  return out;
}
