import { describe, expect, it } from 'vitest';
import type { RunResult } from './protocol';
import { checkTargets, ratios, table, toRow } from './report';

function run(map: 'engine' | 'svg' | 'konva', seats: number, frameMs: number[], extra: Partial<{ firstPaintMs: number; tapMs: number; capped: boolean }> = {}): RunResult {
  return {
    ok: true, map, seats, load: { fetchMs: 1, decodeMs: 1, parseMs: 100, joinMs: 1 }, buildMs: 5, firstPaintMs: extra.firstPaintMs ?? 500, mapPaintMs: 100,
    gesture: { frameMs, framesPlayed: frameMs.length, framesScripted: extra.capped ? 99 : frameMs.length, capped: extra.capped ?? false, durationMs: 20_000, finalScale: 10, targetScale: 10 },
    taps: [{ ms: extra.tapMs ?? 20, highlighted: true }, { ms: 999, highlighted: false }],
  };
}

describe('bench report', () => {
  it('summarises frames and counts only highlighted taps', () => {
    const row = toRow({ result: run('engine', 100_000, [16, 17, 18, 40]), heap: { jsBytes: 20 * 1024 * 1024, domBytes: 0 } });
    expect(row.medianFrameMs).toBe(17.5);
    expect(row.tapMs).toBe(20);
    expect(row.tapsHighlighted).toBe('1/2');
    expect(row.jsHeapMB).toBeCloseTo(20);
    expect(row.note).toMatch(/1 tap/);
  });

  it('reports a baseline that did not finish instead of numbers', () => {
    const row = toRow({ result: { ok: false, map: 'konva', seats: 200_000, phase: 'build', error: 'build did not finish in 60 s' }, heap: null });
    expect(row.finished).toBe(false);
    expect(row.medianFrameMs).toBeNull();
    expect(table([row])).toContain('build did not finish in 60 s');
  });

  it('compares the engine with the DOM map of the same size and checks the targets', () => {
    const rows = [
      toRow({ result: run('engine', 50_000, [16, 16, 17]), heap: null }),
      toRow({ result: run('svg', 50_000, [240, 250, 260], { capped: true }), heap: null }),
      toRow({ result: run('engine', 100_000, [16, 17, 30], { firstPaintMs: 1500 }), heap: { jsBytes: 12 * 1024 * 1024, domBytes: 0 } }),
    ];
    expect(rows[1]!.note).toMatch(/gesture cut/);
    const r = ratios(rows);
    expect(r).toHaveLength(1);
    expect(r[0]!.medianFrame).toBeCloseTo(250 / 16);
    const checks = Object.fromEntries(checkTargets(rows).map((c) => [c.target, c.met]));
    expect(checks['100k: median frame ≤ 17 ms']).toBe(true);
    expect(checks['100k: p95 frame ≤ 25 ms']).toBe(false);
    expect(checks['50k: median frame ≥ 15× shorter than DOM SVG']).toBe(true);
    expect(checks['first paint ≤ 1 s after the map response (every size run)']).toBe(false);
    expect(checks['engine heap ≤ 30 MB at 100k']).toBe(true);
  });
});
