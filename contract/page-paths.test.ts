import { describe, expect, it } from 'vitest';
import { isPagePath, matchesPattern } from './page-paths';

describe('page paths', () => {
  it('matches the pages, with their optional segments and a trailing slash', () => {
    for (const path of ['/', '/contacts', '/contacts/', '/event/abc', '/event/abc/2026-11-25', '/event/abc/2026-11-25/14:00', '/scheme/abc/2026-11-25/14%3A00', '/order/return/x', '/ticket/t1', '/en/rules', '/kz/rules-agreement', '/demo/seatmap', '/Contacts']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('does not match unknown paths, extra segments or an unknown language', () => {
    for (const path of ['/no/such/page', '/event', '/event/a/b/c/d', '/contacts/x', '/de/rules', '/rules', '/order', '/%E0%A4%A']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('reads optional segments in order', () => {
    expect(matchesPattern('/a/:x?/:y?', '/a')).toBe(true);
    expect(matchesPattern('/a/:x?/:y?', '/a/1/2')).toBe(true);
    expect(matchesPattern('/a/:x?/:y?', '/a/1/2/3')).toBe(false);
  });
});
