import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Coding } from './accept-encoding';

export type PageEncoding = Coding;
type Compress = (body: Buffer, encoding: PageEncoding) => Promise<Buffer>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality 5 (a tenth of the default 11's time for a few percent more bytes) and gzip 6, off the event loop. */
const compressOnPool: Compress = (body, encoding) =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });

/** How many distinct pages are kept: the listing and an event page in four languages, several times over. */
const MAX_PAGES = 64;

/**
 * A page's compressed bytes, made once per distinct page and kept: a page's HTML is the same
 * for every visitor (the visitor's token goes in a cookie, contract/page-token.ts) until its
 * data or the build changes, and the listing's is ~330 KB, whose compression per request cost
 * every visitor's page several milliseconds of a CPU. Kept by the page's SHA-256, the least
 * recently served dropped first; visitors asking at once for a page not yet kept share one
 * compression.
 */
export class PageBytes {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly compress: Compress = compressOnPool, private readonly maxPages = MAX_PAGES) {}

  bytes(html: string, encoding: PageEncoding): Promise<Buffer> {
    const body = Buffer.from(html);
    const key = `${encoding}:${crypto.createHash('sha256').update(body).digest('base64url')}`;
    let kept = this.kept.get(key);
    if (kept) {
      // Served again: the most recent now.
      this.kept.delete(key);
    } else {
      kept = this.compress(body, encoding);
      // A failed compression is not kept: the next visitor tries again.
      kept.catch(() => this.kept.delete(key));
    }
    this.kept.set(key, kept);
    while (this.kept.size > this.maxPages) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return kept;
  }
}
