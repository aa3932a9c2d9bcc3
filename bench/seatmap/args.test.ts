import { describe, expect, it } from 'vitest';
import { ALL_SIZES, parseArgs } from './args';

describe('bench:seatmap options', () => {
  it('runs every size and map by default', () => {
    const a = parseArgs([]);
    expect(a.seats).toEqual(ALL_SIZES);
    expect(a.maps).toEqual(['engine', 'svg', 'konva']);
    expect(a.json).toBeNull();
    expect(a.throttle).toBe(4);
  });

  it('reads sizes, maps, limits and the JSON file', () => {
    const a = parseArgs(['--seats', '10000,50_000', '--maps', 'engine,svg', '--json', 'out.json', '--gesture-limit', '5', '--no-build', '--page-dir', '.tmp/b', '--port', '10201']);
    expect(a.seats).toEqual([10_000, 50_000]);
    expect(a.maps).toEqual(['engine', 'svg']);
    expect(a.json).toBe('out.json');
    expect(a.gestureLimitMs).toBe(5000);
    expect(a.build).toBe(false);
    expect(a.pageDir).toBe('.tmp/b');
    expect(a.port).toBe(10201);
    expect(parseArgs([]).port).toBe(0);
  });

  it('compares a second built page alternately, for the asked rounds, or only builds the page', () => {
    const a = parseArgs(['--compare-dir', '.tmp/before', '--rounds', '3']);
    expect([a.compareDir, a.rounds, a.buildOnly]).toEqual(['.tmp/before', 3, false]);
    expect(parseArgs([]).compareDir).toBeNull();
    expect(parseArgs(['--build-only']).buildOnly).toBe(true);
    expect(() => parseArgs(['--rounds', '0'])).toThrow(/positive/);
  });

  it('refuses what it cannot run', () => {
    expect(() => parseArgs(['--seats', '500'])).toThrow(/1000 to 200000/);
    expect(() => parseArgs(['--maps', 'canvas'])).toThrow(/unknown map/);
    expect(() => parseArgs(['--json'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--frobnicate'])).toThrow(/unknown option/);
    expect(() => parseArgs(['--port', '70000'])).toThrow(/not a port/);
  });
});
