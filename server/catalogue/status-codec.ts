// The server's side of contract/seat-availability.ts's encoding, kept up to date seat by seat:
// a session that changes all the time (an on-sale) re-encodes its statuses for every version,
// and the contract's encoder (pure, for the browser too) walks all 60,000 seats into number
// arrays and base64 by string concatenation, which took ~0.6 ms a stadium. Here the `bits2`
// bytes are patched where a seat changes, the number of runs is counted as they change (so the
// runs are packed only while they could be the shorter), and base64 is Node's.
import type { EncodedStatuses } from '../../contract/seat-availability';
import { PIECE_BYTES } from './availability-document';

export class PackedStatuses {
  /** `bits2`: four statuses a byte, seat i in byte i >> 2 at bits 2·(i & 3). */
  private readonly bits: Uint8Array;
  /** Seats i > 0 whose status differs from seat i − 1's: the runs are this plus one. */
  private boundaries = 0;
  private runsBuffer: Uint8Array;
  /** Pieces of `bits` (availability-document.ts) changed since `takeChanged`. */
  private readonly changed = new Set<number>();

  constructor(private readonly statuses: Uint8Array) {
    const n = statuses.length;
    this.bits = new Uint8Array((n + 3) >> 2);
    for (let i = 0; i < n; i++) {
      const s = statuses[i]!;
      if (s > 3) throw new RangeError(`status ${s} at seat index ${i} is not 0…3`);
      this.bits[i >> 2]! |= s << ((i & 3) * 2);
      if (i > 0 && s !== statuses[i - 1]) this.boundaries++;
    }
    this.runsBuffer = new Uint8Array(64);
  }

  /** The status of seat `i` (in the array given to the constructor) becomes `status`. */
  set(i: number, status: number): void {
    const st = this.statuses;
    const old = st[i]!;
    if (old === status) return;
    if (status < 0 || status > 3) throw new RangeError(`status ${status} at seat index ${i} is not 0…3`);
    if (i > 0) this.boundaries += (status !== st[i - 1] ? 1 : 0) - (old !== st[i - 1] ? 1 : 0);
    if (i + 1 < st.length) this.boundaries += (status !== st[i + 1] ? 1 : 0) - (old !== st[i + 1] ? 1 : 0);
    st[i] = status;
    const shift = (i & 3) * 2;
    this.bits[i >> 2] = (this.bits[i >> 2]! & ~(3 << shift)) | (status << shift);
    this.changed.add(Math.floor((i >> 2) / PIECE_BYTES));
  }

  /** The `bits2` bytes as they are now (patched in place: read, do not keep). */
  get bytes(): Uint8Array {
    return this.bits;
  }

  /** The pieces changed since the last call. */
  takeChanged(): number[] {
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }

  /** The shorter of the two encodings, as contract encodeStatuses picks it (byte for byte the same). */
  encode(): EncodedStatuses {
    const bitsLength = this.bits.length;
    // Each run takes at least one byte: with as many runs as bits2 has bytes, bits2 wins.
    if (this.boundaries + 1 < bitsLength) {
      const runs = this.packRuns(bitsLength);
      if (runs && runs.length < bitsLength) return { encoding: 'runs', statuses: base64(runs) };
    }
    return { encoding: 'bits2', statuses: base64(this.bits) };
  }

  /** Varint runs of (length << 2) | status; null once they reach `limit` bytes. */
  private packRuns(limit: number): Uint8Array | null {
    const st = this.statuses;
    const n = st.length;
    let out = this.runsBuffer;
    let o = 0;
    let i = 0;
    while (i < n) {
      if (o >= limit) return null;
      const s = st[i]!;
      let j = i + 1;
      while (j < n && st[j] === s) j++;
      // Up to 2^29 seats a run: arithmetic, not shifts, as in the contract.
      let v = (j - i) * 4 + s;
      if (o + 6 > out.length) {
        const grown = new Uint8Array(out.length * 2);
        grown.set(out);
        out = this.runsBuffer = grown;
      }
      while (v >= 128) {
        out[o++] = (v % 128) | 128;
        v = Math.floor(v / 128);
      }
      out[o++] = v;
      i = j;
    }
    return out.subarray(0, o);
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64');
