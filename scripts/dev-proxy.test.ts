import { describe, expect, it } from 'vitest';
import { devProxy } from './dev-proxy';

describe('the dev server proxy (npm run dev)', () => {
  it('sends the API to localhost:8080 unless API_URL says where', () => {
    expect(Object.values(devProxy({}))).toEqual(Array(5).fill('http://localhost:8080'));
    const proxy = devProxy({ API_URL: 'http://127.0.0.1:8801/' });
    expect(proxy['/api']).toBe('http://127.0.0.1:8801');
    expect(new Set(Object.values(proxy))).toEqual(new Set(['http://127.0.0.1:8801']));
    expect(Object.keys(proxy)).toEqual(['/api', '/svg', '/images', '/sandbox', '^/widget/checkout\\.m?js$']);
  });

  it('refuses an address it could not proxy to, saying why', () => {
    expect(() => devProxy({ API_URL: 'localhost:8080' })).toThrow(/http\(s\) address/);
    expect(() => devProxy({ API_URL: 'ftp://host' })).toThrow(/http\(s\) address/);
    expect(() => devProxy({ API_URL: 'http://host:8080/api' })).toThrow(/without a path/);
  });
});
