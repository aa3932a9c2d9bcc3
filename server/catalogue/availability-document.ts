// The availability document (contract/seat-availability.ts) of one session, kept compressed
// in pieces. On an on-sale every hold makes a new version, and a buyer who holds seats gets a
// document of their own (`mine`): compressing the stadium's 20 KB for each map view took an
// eighth of the server's time. Here the statuses' base64 is cut into pieces that are each
// deflated on their own (flushed, so a piece refers to nothing before it) and kept; a version
// deflates again only the pieces whose seats changed, and a buyer's gzip is the kept pieces
// joined around their own few bytes, stored as they are. Concatenated deflate blocks are one
// deflate stream (RFC 1951), so the whole is a plain gzip member any client inflates.
import zlib from 'node:zlib';

/** bits2 bytes a piece (1,024 base64 characters): a multiple of 3, so the pieces' base64 joins into the whole's. Smaller pieces deflate again less per change (15 µs against 46 for 3,072) for 3 % more bytes. */
export const PIECE_BYTES = 768;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FLUSHED = { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH };
const MAX_STORED = 65_535;

/** `data` as stored deflate blocks (each starts byte-aligned after a flushed piece); `final` ends the stream. */
function stored(data: Buffer, final: boolean): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  do {
    const part = data.subarray(at, at + MAX_STORED);
    at += part.length;
    const header = Buffer.alloc(5);
    header[0] = final && at >= data.length ? 1 : 0;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(header, part);
  } while (at < data.length);
  return out;
}

interface Piece {
  text: Buffer;
  deflated: Buffer;
}

function piece(bits: Uint8Array, k: number): Piece {
  const bytes = bits.subarray(k * PIECE_BYTES, (k + 1) * PIECE_BYTES);
  const text = Buffer.from(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64'), 'latin1');
  return { text, deflated: zlib.deflateRawSync(text, FLUSHED) };
}

/** The document's bytes from the statuses' closing quote to the `stands`: the buyer's own `mine`. */
export function mineText(mine: readonly number[]): Buffer {
  return Buffer.from(`","mine":[${mine.join(',')}],`);
}

/**
 * One version of the document: `head` (up to the statuses' opening quote), the statuses in
 * bits2, and `suffix` (from the `stands` on), around each buyer's `mine`.
 */
export class AvailabilityDocument {
  private readonly pieces: Piece[];
  private head = Buffer.alloc(0);
  private suffix = '';
  private suffixText = Buffer.alloc(0);
  private suffixDeflated = Buffer.alloc(0);
  /** The gzip of a buyer who holds nothing (most of them), made on first demand per version. */
  private nobodys: Buffer | undefined;
  /** This version's gzip member up to the buyer's bytes, with the CRC and length of its text. */
  private front: { bytes: Buffer; crc: number; size: number } | undefined;

  constructor(bits: Uint8Array, head: string, suffix: string) {
    this.pieces = Array.from({ length: Math.ceil(bits.length / PIECE_BYTES) }, (_, k) => piece(bits, k));
    this.update(bits, [], head, suffix);
  }

  /** The next version: the pieces whose bytes changed (`changed`, piece numbers) are made again. */
  update(bits: Uint8Array, changed: Iterable<number>, head: string, suffix: string): void {
    for (const k of changed) this.pieces[k] = piece(bits, k);
    this.head = Buffer.from(head);
    if (suffix !== this.suffix) {
      this.suffix = suffix;
      this.suffixText = Buffer.from(suffix);
      this.suffixDeflated = zlib.deflateRawSync(this.suffixText);
    }
    this.nobodys = undefined;
    this.front = undefined;
  }

  /** The document for a buyer holding `mine` (seat indices), as JSON bytes. */
  text(mine: readonly number[]): Buffer {
    return Buffer.concat([this.head, ...this.pieces.map((p) => p.text), mineText(mine), this.suffixText]);
  }

  /** The same, gzipped: the kept pieces around the buyer's bytes. */
  gzip(mine: readonly number[]): Buffer {
    if (!mine.length && this.nobodys) return this.nobodys;
    // Up to the buyer's bytes the member is the same for every buyer of this version.
    if (!this.front) {
      let crc = zlib.crc32(this.head);
      let size = this.head.length;
      for (const p of this.pieces) {
        crc = zlib.crc32(p.text, crc);
        size += p.text.length;
      }
      this.front = { bytes: Buffer.concat([GZIP_HEADER, ...stored(this.head, false), ...this.pieces.map((p) => p.deflated)]), crc, size };
    }
    const own = mineText(mine);
    const crc = zlib.crc32(this.suffixText, zlib.crc32(own, this.front.crc));
    const size = this.front.size + own.length + this.suffixText.length;
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    const out = Buffer.concat([this.front.bytes, ...stored(own, false), this.suffixDeflated, trailer]);
    if (!mine.length) this.nobodys = out;
    return out;
  }
}
