import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeStatuses } from '../../contract/seat-availability';
import { AvailabilityDocument, PIECE_BYTES } from './availability-document';
import { PackedStatuses } from './status-codec';

const head = (changeId: number, seats: number) => `{"response":{"calendar_id":7,"hall":"h","changeId":${changeId},"seatCount":${seats},"encoding":"bits2","statuses":"`;
const suffix = (left: number) => `"stands":[[3,${left}]],"limit":10,"zones":[{"zonelevel_id":1,"name_ru":"Партер"}]}}`;

function randomStatuses(n: number, seed: number): Uint8Array {
  let x = seed;
  return Uint8Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % 7 === 0 ? 1 + (x % 3) : 0;
  });
}

describe('AvailabilityDocument (gzip kept in pieces)', () => {
  it('gzips to exactly its text, for any buyer, and the text is the contract document', () => {
    const statuses = randomStatuses(59_524, 1);
    const packed = new PackedStatuses(statuses.slice());
    const doc = new AvailabilityDocument(packed.bytes, head(5, statuses.length), suffix(40));
    for (const mine of [[], [0, 17, 59_523], Array.from({ length: 30_000 }, (_, i) => i * 2)]) {
      const text = doc.text(mine);
      expect(zlib.gunzipSync(doc.gzip(mine)).equals(text)).toBe(true);
      const parsed = JSON.parse(text.toString()) as { response: { statuses: string; mine: number[]; stands: number[][] } };
      expect(parsed.response.mine).toEqual(mine);
      expect(parsed.response.stands).toEqual([[3, 40]]);
      expect(decodeStatuses('bits2', parsed.response.statuses, statuses.length)).toEqual(statuses);
    }
    // A large `mine` spans several stored blocks (65,535 bytes each at most).
    expect(doc.text(Array.from({ length: 30_000 }, (_, i) => i * 2)).length).toBeGreaterThan(2 * PIECE_BYTES);
  });

  it('after changes it compresses again only the changed pieces, and equals a document made afresh', () => {
    const statuses = randomStatuses(20_000, 2);
    const packed = new PackedStatuses(statuses.slice());
    const doc = new AvailabilityDocument(packed.bytes, head(1, statuses.length), suffix(40));
    const before = doc.gzip([]);
    for (const [i, s] of [[5, 3], [4 * PIECE_BYTES + 9, 2], [19_999, 1]] as const) {
      packed.set(i, s);
      statuses[i] = s;
    }
    const changed = packed.takeChanged();
    expect(changed.sort()).toEqual([0, 1]);
    const deflate = zlib.deflateRawSync;
    let calls = 0;
    (zlib as { deflateRawSync: typeof deflate }).deflateRawSync = ((...args: Parameters<typeof deflate>) => {
      calls++;
      return deflate(...args);
    }) as typeof deflate;
    try {
      doc.update(packed.bytes, changed, head(2, statuses.length), suffix(39));
    } finally {
      (zlib as { deflateRawSync: typeof deflate }).deflateRawSync = deflate;
    }
    // Two pieces and the changed suffix; the other pieces are kept.
    expect(calls).toBe(3);
    const fresh = new AvailabilityDocument(new PackedStatuses(statuses.slice()).bytes, head(2, statuses.length), suffix(39));
    for (const mine of [[], [5]]) {
      expect(doc.text(mine).equals(fresh.text(mine))).toBe(true);
      expect(zlib.gunzipSync(doc.gzip(mine)).equals(fresh.text(mine))).toBe(true);
    }
    expect(doc.gzip([]).equals(before)).toBe(false);
  });

  it('is about as small on the wire as the whole document gzipped at once', () => {
    const statuses = randomStatuses(59_524, 3);
    const doc = new AvailabilityDocument(new PackedStatuses(statuses).bytes, head(1, statuses.length), suffix(1));
    const whole = zlib.gzipSync(doc.text([]));
    // Each piece carries its own code tables: a few percent more than one stream.
    expect(doc.gzip([]).length).toBeLessThan(whole.length * 1.15);
    expect(doc.gzip([]).length).toBeLessThan(16 * 1024);
  });
});
