import type { MapKind, RunResult } from './protocol';
import { median, p95 } from './stats';

/** V8 heap plus ArrayBuffer backing stores (the engine keeps seats in typed arrays), and Blink's DOM heap. */
export interface HeapUsage {
  jsBytes: number;
  domBytes: number;
}

export interface Measured {
  result: RunResult;
  /** Heap growth from the empty page to the map after the gesture and taps, after GC. */
  heap: HeapUsage | null;
}

export interface Row {
  seats: number;
  map: MapKind;
  finished: boolean;
  /** Why a run did not finish, or what was cut short. */
  note: string;
  firstPaintMs: number | null;
  /** Parts of first paint: JSON and contract decoding, SVG parse (worker), join, and the map's own part. */
  decodeMs: number | null;
  parseMs: number | null;
  joinMs: number | null;
  mapPaintMs: number | null;
  buildMs: number | null;
  frames: number | null;
  medianFrameMs: number | null;
  p95FrameMs: number | null;
  /** Gesture time over script frames played: robust where a slow map coalesces frames. */
  msPerStep: number | null;
  tapMs: number | null;
  tapsHighlighted: string;
  jsHeapMB: number | null;
  domHeapMB: number | null;
}

export const MAP_NAMES: Record<MapKind, string> = { engine: 'engine', svg: 'DOM SVG', konva: 'Konva node per seat' };

const MB = 1024 * 1024;

export function toRow({ result, heap }: Measured): Row {
  const base = {
    seats: result.seats, map: result.map,
    jsHeapMB: heap ? heap.jsBytes / MB : null, domHeapMB: heap ? heap.domBytes / MB : null,
    decodeMs: result.load?.decodeMs ?? null,
    parseMs: result.load?.parseMs ?? null,
    joinMs: result.load?.joinMs ?? null,
  };
  if (!result.ok) {
    return {
      ...base, finished: false, note: `${result.phase}: ${result.error}`,
      firstPaintMs: null, mapPaintMs: null, buildMs: null, frames: null, medianFrameMs: null, p95FrameMs: null, msPerStep: null, tapMs: null, tapsHighlighted: '',
    };
  }
  const g = result.gesture;
  const notes: string[] = [];
  if (g.capped) notes.push(`gesture cut at ${Math.round(g.durationMs / 1000)} s after ${g.framesPlayed}/${g.framesScripted} script frames (the rest played unmeasured)`);
  if (Math.abs(g.finalScale - g.targetScale) / g.targetScale > 0.05 && !g.capped) notes.push(`scale ${g.finalScale.toFixed(1)} of ${g.targetScale.toFixed(1)}`);
  const good = result.taps.filter((t) => t.highlighted);
  if (good.length < result.taps.length) notes.push(`${result.taps.length - good.length} tap(s) not highlighted`);
  return {
    ...base, finished: true, note: notes.join('; '),
    firstPaintMs: result.firstPaintMs, mapPaintMs: result.mapPaintMs, buildMs: result.buildMs, frames: g.frameMs.length,
    medianFrameMs: median(g.frameMs), p95FrameMs: p95(g.frameMs), msPerStep: g.framesPlayed > 0 ? g.durationMs / g.framesPlayed : null,
    tapMs: median(good.map((t) => t.ms)), tapsHighlighted: `${good.length}/${result.taps.length}`,
  };
}

const fmt = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));

export function table(rows: Row[]): string {
  const head = ['seats', 'map', 'first paint ms', 'of which: decode / parse / join / map', 'frames', 'median frame ms', 'p95 frame ms', 'ms per step', 'tap→highlight ms', 'JS heap MB', 'DOM MB', 'note'];
  const lines = rows.map((r) => [
    r.seats.toLocaleString('en-US'), MAP_NAMES[r.map], fmt(r.firstPaintMs), [r.decodeMs, r.parseMs, r.joinMs, r.mapPaintMs].map((v) => fmt(v)).join(' / '), fmt(r.frames),
    fmt(r.medianFrameMs, 1), fmt(r.p95FrameMs, 1), fmt(r.msPerStep, 1), r.tapMs === null ? '–' : `${fmt(r.tapMs)} (${r.tapsHighlighted})`,
    fmt(r.jsHeapMB, 1), fmt(r.domHeapMB, 1), r.note,
  ]);
  return [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 1 || i === head.length - 1 ? '---' : '---:')).join('|')}|`, ...lines.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}

export interface Ratio {
  seats: number;
  baseline: MapKind;
  /** Baseline median frame over the engine's: how many times shorter the engine's frame is. */
  medianFrame: number | null;
  /** The same for time per script step (fairer where a slow map skips frames). */
  msPerStep: number | null;
  firstPaint: number | null;
}

export function ratios(rows: Row[]): Ratio[] {
  const out: Ratio[] = [];
  for (const engine of rows.filter((r) => r.map === 'engine')) {
    for (const other of rows.filter((r) => r.seats === engine.seats && r.map !== 'engine')) {
      const over = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);
      out.push({
        seats: engine.seats, baseline: other.map,
        medianFrame: over(other.medianFrameMs, engine.medianFrameMs), msPerStep: over(other.msPerStep, engine.msPerStep),
        firstPaint: over(other.firstPaintMs, engine.firstPaintMs),
      });
    }
  }
  return out;
}

export function ratioTable(list: Ratio[]): string {
  const head = ['seats', 'baseline', 'median frame: baseline ÷ engine', 'ms per step: baseline ÷ engine', 'first paint: baseline ÷ engine'];
  const times = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)}×`);
  return [
    `| ${head.join(' | ')} |`,
    '|---:|---|---:|---:|---:|',
    ...list.map((r) => `| ${r.seats.toLocaleString('en-US')} | ${MAP_NAMES[r.baseline]} | ${times(r.medianFrame)} | ${times(r.msPerStep)} | ${times(r.firstPaint)} |`),
  ].join('\n');
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean | null;
}

/** The issue's targets, read off the rows (null: not measured in this run). */
export function checkTargets(rows: Row[]): TargetCheck[] {
  const engine = (seats: number) => rows.find((r) => r.map === 'engine' && r.seats === seats && r.finished);
  const e100 = engine(100_000);
  const e50 = engine(50_000);
  const svg50 = rows.find((r) => r.map === 'svg' && r.seats === 50_000);
  const engines = rows.filter((r) => r.map === 'engine' && r.finished);
  const worst = (get: (r: Row) => number | null) => {
    const xs = engines.map(get).filter((x): x is number => x !== null);
    return xs.length ? Math.max(...xs) : null;
  };
  const check = (target: string, value: number | null, limit: number, unit: string, what = ''): TargetCheck => ({
    target, measured: value === null ? 'not measured' : `${value.toFixed(unit === '×' ? 1 : 0)}${unit === '×' ? '×' : ` ${unit}`}${what}`,
    met: value === null ? null : unit === '×' ? value >= limit : value <= limit,
  });
  const ratio50 = e50?.medianFrameMs && svg50?.medianFrameMs ? svg50.medianFrameMs / e50.medianFrameMs : null;
  const firstPaint = worst((r) => r.firstPaintMs);
  const tap = worst((r) => r.tapMs);
  return [
    check('100k: median frame ≤ 17 ms', e100?.medianFrameMs ?? null, 17, 'ms'),
    check('100k: p95 frame ≤ 25 ms', e100?.p95FrameMs ?? null, 25, 'ms'),
    check('50k: median frame ≥ 15× shorter than DOM SVG', ratio50, 15, '×'),
    check('first paint ≤ 1 s after the map response (every size run)', firstPaint, 1000, 'ms', ' (worst size)'),
    check('tap → highlight ≤ 50 ms (every size run)', tap, 50, 'ms', ' (worst size)'),
    check('engine heap ≤ 30 MB at 100k', e100?.jsHeapMB ?? null, 30, 'MB'),
  ];
}

export function targetTable(checks: TargetCheck[]): string {
  return ['| target | measured | met |', '|---|---:|---|', ...checks.map((c) => `| ${c.target} | ${c.measured} | ${c.met === null ? '–' : c.met ? 'met' : 'not met'} |`)].join('\n');
}
