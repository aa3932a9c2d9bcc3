import { describe, expect, it } from 'vitest';
import type { PhaseResult, RunResult } from './protocol';
import type { PhaseName } from './script';
import { checkTargets, compareTable, MOTION_TARGET, phaseTable, ratios, table, toRow } from './report';

const played = { acknowledged: 10, steps: 10, backlogMs: 0, cut: false, ackMs: Array<number | null>(10).fill(20), spanMs: 400 };
const phase = (name: PhaseName, duringMs: number[], afterMs: number[] = [16.7]): PhaseResult => ({ name, duringMs, afterMs, longFrames: [], played, scale: 10 });

function run(map: 'engine' | 'svg' | 'konva', seats: number, frames: Partial<Record<PhaseName, number[]>>, extra: Partial<{ firstPaintMs: number; tapMs: number; ghost: number | null }> = {}): RunResult {
  return {
    ok: true, map, seats, load: { fetchMs: 1, decodeMs: 1, parseMs: 100, joinMs: 1 }, buildMs: 5, firstPaintMs: extra.firstPaintMs ?? 500, mapPaintMs: 100,
    targetScale: 10,
    phases: (['pinch', 'pan', 'fling', 'wheel', 'long wheel', 'long pinch', 'after taps'] as const).map((n) => phase(n, frames[n] ?? [16.7, 16.7])),
    taps: [{ ms: extra.tapMs ?? 20, highlighted: true }, { ms: 3000, highlighted: false }],
    ghost: extra.ghost === undefined ? (map === 'engine' ? { differing: 0, total: 100 } : null) : extra.ghost === null ? null : { differing: extra.ghost, total: 100 },
  };
}

describe('bench report', () => {
  it('summarises every frame of every phase: median and p95 while moving, the worst and those over 50 ms of all', () => {
    const row = toRow({ result: run('engine', 100_000, { pinch: [16, 17, 18, 40], fling: [16.7, 66.7] }), heap: { jsBytes: 20 * 1024 * 1024, domBytes: 0 } });
    // 2 + 4 + 2 + 2 + 2 + 2 + 2 frames while moving, one after each of the seven phases.
    expect(row.frames).toBe(23);
    expect(row.worstMs).toBe(66.7);
    expect(row.over).toBe(1);
    expect(row.phases.fling?.over).toBe(1);
    expect(row.phases.pinch?.worstMs).toBe(40);
    // Of the moving time (91 + 33.4 + 83.4 + 33.4 × 4 ms), the 66.7 ms frame.
    expect(row.longShare).toBeCloseTo(66.7 / 341.4, 3);
    // A long frame after the movement (the redraw) counts for the worst, not for the median.
    const after = run('engine', 100_000, {});
    if (after.ok) after.phases[1]!.afterMs = [16.7, 120];
    const r2 = toRow({ result: after, heap: null });
    expect(r2.worstMs).toBe(120);
    expect(r2.over).toBe(1);
    expect(r2.medianMs).toBe(16.7);
    expect(row.tapMs).toBe(20);
    expect([row.tapWorstMs, row.tapsOver]).toEqual([20, 0]);
    expect(row.tapsHighlighted).toBe('1/2');
    expect(row.jsHeapMB).toBeCloseTo(20);
    expect(row.note).toMatch(/1 tap/);
    expect(phaseTable([row])).toContain('41.7 / 64.2 / 66.7 (1)');
  });

  it('reports a baseline that did not finish instead of numbers, and a phase a slow map did not take in time', () => {
    const row = toRow({ result: { ok: false, map: 'konva', seats: 200_000, phase: 'build', error: 'build did not finish in 60 s' }, heap: null });
    expect(row.finished).toBe(false);
    expect(row.medianMs).toBeNull();
    expect(table([row])).toContain('build did not finish in 60 s');
    const slow = run('konva', 100_000, {});
    if (slow.ok) slow.phases[0]!.played = { acknowledged: 3, steps: 98, backlogMs: 20_000, cut: true, ackMs: [], spanMs: 20_000 };
    expect(toRow({ result: slow, heap: null }).note).toMatch(/pinch: 3\/98 inputs/);
  });

  it('compares the engine with the baselines of the same size and checks the targets', () => {
    const rows = [
      toRow({ result: run('engine', 50_000, {}), heap: null }),
      toRow({ result: run('svg', 50_000, { pinch: [240, 250, 260], pan: [250, 250], fling: [250], wheel: [250], 'after taps': [250] }), heap: null }),
      toRow({ result: run('engine', 100_000, { pan: [16.7, 16.7, 16.7, 60] }, { firstPaintMs: 1500, ghost: 12 }), heap: { jsBytes: 12 * 1024 * 1024, domBytes: 0 } }),
    ];
    const r = ratios(rows);
    expect(r).toHaveLength(1);
    expect(r[0]!.medianFrame).toBeCloseTo(250 / 16.7);
    const checks = Object.fromEntries(checkTargets(rows).map((c) => [c.target, c]));
    expect(checks[MOTION_TARGET]!.met).toBe(false);
    expect(checks[MOTION_TARGET]!.measured).toBe('1 frames over 50 ms, worst 60.0 ms');
    expect(checks['100k: median frame ≤ 17 ms']!.met).toBe(true);
    expect(checks['zero ghost pixels after taps, pans and zooms (every size run)']!.met).toBe(false);
    expect(checks['every tap at seat level selects its seat (every size run)']!.met).toBe(false);
    expect(checks['50k: median frame ≥ 15× shorter than DOM SVG']!.met).toBe(false);
    expect(checks['first paint ≤ 1 s after the map response (every size run)']!.met).toBe(false);
    expect(checks['engine heap ≤ 30 MB at 100k']!.met).toBe(true);
    expect(rows[2]!.note).toMatch(/GHOSTS: 12/);
  });

  it('gives the long wheel\'s cost a notch, and checks it and its p95 frame against the targets', () => {
    const result = run('engine', 100_000, { 'long wheel': [16.7, 16.7, 16.7, 33.4] });
    if (result.ok) result.phases.find((p) => p.name === 'long wheel')!.played = { acknowledged: 4, steps: 4, backlogMs: 0, cut: false, ackMs: [30, 40, 50, null], spanMs: 264 };
    const row = toRow({ result, heap: null });
    expect(row.notchMs).toBe(66);
    expect(row.notchAckMs).toBe(40);
    expect(phaseTable([row])).toContain('66.0 (40.0)');
    const checks = Object.fromEntries(checkTargets([row]).map((c) => [c.target, c]));
    expect(checks['100k: 120-notch wheel, ≤ 55 ms a notch']!.met).toBe(false);
    expect(checks['100k: 120-notch wheel, p95 frame ≤ 17 ms']!.met).toBe(false);
  });

  it('compares two builds alternated in one run: medians of the rounds and B over A, targets read off A', () => {
    const a = [500, 700, 600].map((ms) => toRow({ result: run('engine', 100_000, {}, { firstPaintMs: ms }), heap: null }, 'A'));
    const b = [450, 300].map((ms) => toRow({ result: run('engine', 100_000, { pan: [16.7, 80] }, { firstPaintMs: ms }), heap: null }, 'B'));
    const text = compareTable([...a, ...b]);
    expect(text).toContain('| 100,000 | engine | first paint ms | 600.0 | 375.0 | 0.63 | 3 / 2 |');
    expect(table(b)).toContain('engine (B)');
    const checks = Object.fromEntries(checkTargets([...a, ...b]).map((c) => [c.target, c]));
    expect(checks[MOTION_TARGET]!.met).toBe(true);
  });

  it('judges tap → highlight by every tap as well as by the median', () => {
    const result = run('engine', 100_000, {});
    if (result.ok) result.taps = [40, 30, 61, 35, 52].map((ms) => ({ ms, highlighted: true }));
    const row = toRow({ result, heap: null });
    expect([row.tapMs, row.tapWorstMs, row.tapsOver]).toEqual([40, 61, 2]);
    expect(table([row])).toContain('40 / 61 (2; 5/5)');
    const checks = Object.fromEntries(checkTargets([row]).map((c) => [c.target, c]));
    expect(checks['tap → highlight ≤ 50 ms, median (every size run)']!.met).toBe(true);
    expect(checks['tap → highlight ≤ 50 ms, every tap (every size run)']).toEqual({
      target: 'tap → highlight ≤ 50 ms, every tap (every size run)', measured: '2 of 5 over 50 ms, worst 61 ms', met: false,
    });
  });
});
