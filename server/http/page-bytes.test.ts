import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageBytes, type PageEncoding } from './page-bytes';

/** The real compression, counted. */
function counted() {
  const made: string[] = [];
  const compress = async (body: Buffer, encoding: PageEncoding) => {
    made.push(`${encoding}:${body.length}`);
    return encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
  };
  return { made, compress };
}

describe('PageBytes', () => {
  const page = (n: number) => `<!doctype html><html><body>${'<p>event</p>'.repeat(200)}${n}</body></html>`;

  it('compresses a page once per encoding and serves the same bytes again', async () => {
    const { made, compress } = counted();
    const bytes = new PageBytes(compress);
    const first = await bytes.bytes(page(1), 'br');
    const again = await bytes.bytes(page(1), 'br');
    expect(again).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(page(1));
    expect(zlib.gunzipSync(await bytes.bytes(page(1), 'gzip')).toString()).toBe(page(1));
    expect(made).toHaveLength(2);
    // Another page (new data) is compressed anew.
    await bytes.bytes(page(2), 'br');
    expect(made).toHaveLength(3);
  });

  it('shares one compression between visitors asking at once', async () => {
    const { made, compress } = counted();
    const bytes = new PageBytes(compress);
    const [a, b] = await Promise.all([bytes.bytes(page(1), 'br'), bytes.bytes(page(1), 'br')]);
    expect(a).toBe(b);
    expect(made).toHaveLength(1);
  });

  it('keeps the most recently served pages only, and forgets a failed compression', async () => {
    const { made, compress } = counted();
    const bytes = new PageBytes(compress, 2);
    await bytes.bytes(page(1), 'br');
    await bytes.bytes(page(2), 'br');
    await bytes.bytes(page(1), 'br'); // page 1 served again: page 2 is now the oldest
    await bytes.bytes(page(3), 'br');
    expect(made).toHaveLength(3);
    await bytes.bytes(page(1), 'br');
    expect(made).toHaveLength(3);
    await bytes.bytes(page(2), 'br');
    expect(made).toHaveLength(4);

    let fail = true;
    const flaky = new PageBytes(async (body) => {
      if (fail) throw new Error('out of memory');
      return zlib.brotliCompressSync(body);
    });
    await expect(flaky.bytes(page(1), 'br')).rejects.toThrow('out of memory');
    fail = false;
    expect(zlib.brotliDecompressSync(await flaky.bytes(page(1), 'br')).toString()).toBe(page(1));
  });
});
