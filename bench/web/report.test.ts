import { describe, expect, it } from 'vitest';
import { medianOf, readmeWithSection, resultTable, type Sample } from './report';

const sample = (fcpMs: number | null, lcpMs: number | null, cls: number, jsBytes: number): Sample => ({ fcpMs, lcpMs, cls, jsBytes, jsTransferred: jsBytes + 1000, jsFiles: 3, requests: 5, shownMs: 0 });

describe('bench:web report', () => {
  it('medians per figure; a paint missing in most runs is missing, not zero', () => {
    expect(medianOf([sample(900, 3000, 0.2, 10), sample(700, 2000, 0, 30), sample(800, null, 0.1, 20)])).toEqual({ fcpMs: 800, lcpMs: 2500, cls: 0.1, jsBytes: 20 });
    expect(medianOf([sample(null, null, 0, 1), sample(null, 5, 0, 1), sample(1, 5, 0, 1)]).fcpMs).toBeNull();
  });

  it('marks each figure over its target; the JS target is the afisha route\'s', () => {
    const table = resultTable([
      { page: 'afisha', path: '/', samples: [], median: { fcpMs: 1900, lcpMs: 2400, cls: 0.05, jsBytes: 171 * 1024 } },
      { page: 'scheme', path: '/s', samples: [], median: { fcpMs: 1000, lcpMs: 2600, cls: 0.2, jsBytes: 400 * 1024 } },
    ]);
    expect(table).toContain('| afisha | 1.90 s ✗ | 2.40 s | 0.050 | 171 KB ✗ |');
    expect(table).toContain('| scheme | 1.00 s | 2.60 s ✗ | 0.200 ✗ | 400 KB |');
  });

  it('writes a run under its label and replaces only that label next time', () => {
    let readme = '# Benchmarks\n';
    readme = readmeWithSection(readme, 'before', 'T1', '2026-11-24T09:00:00Z');
    readme = readmeWithSection(readme, 'after', 'T2', '2026-11-24T10:00:00Z');
    readme = readmeWithSection(readme, 'after', 'T3', '2026-11-24T11:00:00Z');
    expect(readme).toContain('T1');
    expect(readme).not.toContain('T2');
    expect(readme).toContain('T3');
    expect(readme.match(/## First load on a phone/g)).toHaveLength(1);
    expect(readme.indexOf('T1')).toBeLessThan(readme.indexOf('T3'));
  });
});
