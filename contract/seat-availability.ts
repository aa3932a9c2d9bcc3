// The session's availability on the wire: one status per seat index of the hall geometry,
// packed so that a 60,000-seat stadium fits in a few kilobytes. Pure: shared by the server
// (encodes), the client (decodes, in a worker or on the main thread) and the benchmarks.
import { z } from 'zod';
import { int, text } from './primitives';
import { schemeZoneSchema } from './booking';

// The statuses' codes are the codebook's availability table (seat-status.ts).
export { SeatAvailabilityStatus, type SeatAvailabilityStatusCode } from './seat-status';

/**
 * `bits2`: four statuses a byte, seat i in byte i >> 2 at bits 2·(i & 3). Bounded: n/4 bytes.
 * `runs`: one unsigned LEB128 varint per run, (length << 2) | status. Small when the hall is
 * mostly one status (a fresh on-sale, a sold-out sector).
 * The encoder picks the shorter; the decoder takes either.
 */
export type AvailabilityEncoding = 'bits2' | 'runs';

export class AvailabilityDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvailabilityDecodeError';
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) t[B64.charCodeAt(i)] = i;
  return t;
})();

/** Standard base64 with padding; written out because Buffer is Node-only and btoa wants strings. */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + '==';
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    chunk += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + '=';
  }
  parts.push(chunk);
  return parts.join('');
}

/** Standard base64, padded: the shape the decoder below accepts. */
const BASE64_SHAPE = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** `Uint8Array.fromBase64` (Chromium 140, Firefox 133, Safari 18.2), where the platform has it. */
type NativeFromBase64 = (s: string, options: { lastChunkHandling: 'loose' }) => Uint8Array;
const nativeFromBase64 = () => (Uint8Array as unknown as { fromBase64?: NativeFromBase64 }).fromBase64;

export function fromBase64(s: string): Uint8Array {
  if (s.length % 4 !== 0) throw new AvailabilityDecodeError('base64 length is not a multiple of 4');
  // The platform's decoder, on input of the exact shape this one accepts (it would skip
  // spaces): the statuses of a 100k hall decoded by the loop below cost a throttled phone
  // ~13 ms of its first paint, natively well under one.
  const native = nativeFromBase64();
  if (native && BASE64_SHAPE.test(s)) return native.call(Uint8Array, s, { lastChunkHandling: 'loose' });
  return decodeBase64(s);
}

/** The same decoding written out, for platforms without it; says where input is not base64. */
function decodeBase64(s: string): Uint8Array {
  const pad = s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((s.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const c = s.charCodeAt(i + k);
      const last = i + 4 === s.length;
      if (c === 61 /* = */ && last && k >= 4 - pad) {
        n <<= 6;
        continue;
      }
      const v = c < 128 ? B64_INDEX[c]! : -1;
      if (v < 0) throw new AvailabilityDecodeError(`not base64 at ${i + k}`);
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

function packBits2(statuses: Uint8Array): Uint8Array {
  const out = new Uint8Array((statuses.length + 3) >> 2);
  for (let i = 0; i < statuses.length; i++) out[i >> 2]! |= (statuses[i]! & 3) << ((i & 3) * 2);
  return out;
}

/** Null as soon as the runs reach `limit` bytes (bits2 is then at least as short). */
function packRuns(statuses: Uint8Array, limit: number): Uint8Array | null {
  const bytes: number[] = [];
  let i = 0;
  while (i < statuses.length) {
    if (bytes.length >= limit) return null;
    const s = statuses[i]! & 3;
    let j = i + 1;
    while (j < statuses.length && (statuses[j]! & 3) === s) j++;
    // (length << 2) | s can pass 2^31 for long runs only in theory (2^29 seats); use arithmetic, not shifts.
    let v = (j - i) * 4 + s;
    while (v >= 128) {
      bytes.push((v % 128) | 128);
      v = Math.floor(v / 128);
    }
    bytes.push(v);
    i = j;
  }
  return Uint8Array.from(bytes);
}

export interface EncodedStatuses {
  encoding: AvailabilityEncoding;
  /** base64 of the packed bytes */
  statuses: string;
}

/** Statuses (one byte per seat, 0…3) → the shorter of the two encodings. */
export function encodeStatuses(statuses: Uint8Array): EncodedStatuses {
  for (let i = 0; i < statuses.length; i++) {
    if (statuses[i]! > 3) throw new RangeError(`status ${statuses[i]} at seat index ${i} is not 0…3`);
  }
  const bits = packBits2(statuses);
  const runs = packRuns(statuses, bits.length);
  return runs && runs.length < bits.length ? { encoding: 'runs', statuses: toBase64(runs) } : { encoding: 'bits2', statuses: toBase64(bits) };
}

/** The document's statuses → one byte per seat. Throws AvailabilityDecodeError on anything malformed. */
export function decodeStatuses(encoding: string, data: string, seatCount: number): Uint8Array {
  if (!Number.isInteger(seatCount) || seatCount < 0) throw new AvailabilityDecodeError(`bad seat count ${seatCount}`);
  const bytes = fromBase64(data);
  const out = new Uint8Array(seatCount);
  if (encoding === 'bits2') {
    if (bytes.length !== (seatCount + 3) >> 2) {
      throw new AvailabilityDecodeError(`bits2: ${bytes.length} bytes for ${seatCount} seats`);
    }
    for (let i = 0; i < seatCount; i++) out[i] = (bytes[i >> 2]! >> ((i & 3) * 2)) & 3;
    return out;
  }
  if (encoding === 'runs') {
    let at = 0;
    let p = 0;
    while (p < bytes.length) {
      let v = 0;
      let scale = 1;
      for (;;) {
        if (p >= bytes.length) throw new AvailabilityDecodeError('runs: truncated varint');
        const b = bytes[p++]!;
        v += (b & 127) * scale;
        scale *= 128;
        if (b < 128) break;
        if (scale > 2 ** 35) throw new AvailabilityDecodeError('runs: varint too long');
      }
      const status = v % 4;
      const length = Math.floor(v / 4);
      if (length === 0) throw new AvailabilityDecodeError('runs: empty run');
      if (at + length > seatCount) throw new AvailabilityDecodeError(`runs: more than ${seatCount} seats`);
      out.fill(status, at, at + length);
      at += length;
    }
    if (at !== seatCount) throw new AvailabilityDecodeError(`runs: ${at} of ${seatCount} seats`);
    return out;
  }
  throw new AvailabilityDecodeError(`unknown encoding ${JSON.stringify(encoding)}`);
}

/** GET /api/scheme/availability?hash=…&calendar_id=… (the reference server's addition). */
export const seatAvailabilitySchema = z.object({
  calendar_id: int,
  /** The content hash of the hall geometry the indices refer to. */
  hall: z.string().regex(/^[0-9a-f]{32}$/),
  /** The id of the last seat change this document includes (0 before any). */
  changeId: int,
  seatCount: int,
  encoding: z.enum(['bits2', 'runs']),
  statuses: text,
  /** Seat indices held by this buyer (their unpaid orders and best-available offers). */
  mine: z.array(int).default([]),
  /** Standing places: [seat index, places left]. */
  stands: z.array(z.tuple([int, int])).default([]),
  /** Places one order may take (demquantlimit). */
  limit: int,
  zones: z.array(schemeZoneSchema),
});
export type SeatAvailability = z.infer<typeof seatAvailabilitySchema>;

export const seatAvailabilityRequestSchema = z.object({
  hash: z.string().min(1).max(64),
  calendar_id: int,
});

/** POST /api/scheme/best: the best block of `count` adjacent free seats, in one zone or any. */
export const bestSeatsRequestSchema = z.object({
  hash: z.string().min(1).max(64),
  calendar_id: int,
  count: int.pipe(z.number().int().min(1).max(100)),
  /** zonelevel_id; absent or null: any zone on sale. */
  zone: int.nullish(),
  /** "I need a wheelchair space": the block holds a wheelchair space, companion seats beside it (docs/product/accessible-seating.md). */
  wheelchair: z.boolean().optional(),
});
export type BestSeatsRequest = z.infer<typeof bestSeatsRequestSchema>;

export const bestSeatsResponseSchema = z.object({
  /** The block, along the row; empty when no `count` adjacent seats are free together. */
  seats: z.array(z.object({ seat_id: int, index: int, sector: int, row: text, seat: text, cat: int })),
  /** The longest run of adjacent free seats in one row (what could be asked for instead). */
  largest: int,
  /** Until when the block is kept for this buyer (ISO time), null with no block. */
  expires_at: z.string().nullable(),
});
export type BestSeatsResponse = z.infer<typeof bestSeatsResponseSchema>;

/** POST /api/scheme/best/release: seats of the buyer's live offer given back to the sale (no seat_ids: the whole offer). */
export const releaseOfferRequestSchema = z.object({
  hash: z.string().min(1).max(64),
  calendar_id: int,
  /** At most an order's worth of seats; an empty list names nothing and is refused. */
  seat_ids: z.array(int).min(1).max(100).optional(),
});
export type ReleaseOfferRequest = z.infer<typeof releaseOfferRequestSchema>;

export const releaseOfferResponseSchema = z.object({
  /** The seats that were this buyer's offer and are free for other buyers now, ascending. */
  released: z.array(int),
});
export type ReleaseOfferResponse = z.infer<typeof releaseOfferResponseSchema>;
