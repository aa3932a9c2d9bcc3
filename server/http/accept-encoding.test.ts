import { describe, expect, it } from 'vitest';
import { acceptedEncodings, pickEncoding } from './accept-encoding';

describe('acceptedEncodings', () => {
  it('reads each coding with its q value (1 when none), in lower case, spaces allowed around ; and =', () => {
    expect([...acceptedEncodings('gzip, BR;q=0.5 , identity ; q = 0, *;q=0.1')]).toEqual([
      ['gzip', 1],
      ['br', 0.5],
      ['identity', 0],
      ['*', 0.1],
    ]);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings('').size).toBe(0);
    expect(acceptedEncodings(' , ,').size).toBe(0);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br, gzip')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
  });

  it('takes a q above 0 as accepting and q=0 as refusing, and lets the server order what is accepted', () => {
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('br');
    expect(pickEncoding('gzip;q=0.001')).toBe('gzip');
    expect(pickEncoding('gzip ;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('gzip ; q = 0, br ;q=0')).toBe('identity');
    expect(pickEncoding('br;q=0.0, gzip;q=0.000')).toBe('identity');
  });

  it('lets * stand for every coding not named', () => {
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('gzip, *;q=0')).toBe('gzip');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('br;q=0, gzip;q=0, *')).toBe('identity');
  });

  it('sends the body as it is when the client takes none of ours, even when it refuses identity too', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('deflate, zstd')).toBe('identity');
    expect(pickEncoding('identity;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity;q=0, br;q=0.2, gzip')).toBe('br');
    expect(pickEncoding('identity;q=0')).toBe('identity');
    expect(pickEncoding('deflate, identity;q=0')).toBe('identity');
  });

  it('follows the caller\'s order of preference', () => {
    expect(pickEncoding('gzip, deflate, br', ['gzip', 'br'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip', 'br'])).toBe('br');
    expect(pickEncoding('gzip;q=0, *', ['gzip', 'br'])).toBe('br');
    expect(pickEncoding('br', ['gzip'])).toBe('identity');
  });
});
