import type { MapKind, PhaseResult, RunResult } from './protocol';
import { PHASES_BEFORE_TAPS, type PhaseName } from './script';
import { countOver, LONG_FRAME_MS, median, p95, shareOver, worst } from './stats';

/** V8 heap plus ArrayBuffer backing stores (the engine keeps seats in typed arrays), and Blink's DOM heap. */
export interface HeapUsage {
  jsBytes: number;
  domBytes: number;
}

export interface Measured {
  result: RunResult;
  /** Heap growth from the empty page to the map after the input and taps, after GC. */
  heap: HeapUsage | null;
}

/**
 * The median and p95 are of the frames while the fingers or the wheel moved (a slow map's
 * few long frames are not hidden among the idle ones of a tail); the worst frame and the
 * count over 50 ms are of every frame, the ones after the movement included (where the
 * sharp redraw and a glide happen).
 */
export interface FrameSummary {
  frames: number;
  medianMs: number | null;
  p95Ms: number | null;
  worstMs: number | null;
  /** Frames longer than 50 ms. */
  over: number;
  /**
   * The share of the movement's time spent in frames over 50 ms: a slow map makes few
   * frames, so its median frame can be a short one while most of the time goes to long ones.
   */
  longShare: number | null;
}

export interface Row extends FrameSummary {
  seats: number;
  map: MapKind;
  /** Which build of the page ran (A: --page-dir, B: --compare-dir), when two are compared. */
  build: 'A' | 'B' | null;
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
  phases: Partial<Record<PhaseName, FrameSummary>>;
  tapMs: number | null;
  /** The slowest highlighted tap, and how many took over 50 ms: the target is per tap. */
  tapWorstMs: number | null;
  tapsOver: number;
  tapsHighlighted: string;
  /** Seats tapped that did not show selected. */
  tapsMissed: number;
  ghostPixels: number | null;
  jsHeapMB: number | null;
  domHeapMB: number | null;
  /**
   * The long wheel (a notch a frame): how long a notch took, first notch sent to the last
   * one handled, divided by the notches; and the median wait from sending a notch to the
   * page having handled it (Chromium acknowledges a wheel event once the page's listeners ran).
   */
  notchMs: number | null;
  notchAckMs: number | null;
}

export const MAP_NAMES: Record<MapKind, string> = { engine: 'engine', svg: 'DOM SVG', konva: 'Konva node per seat' };
export const PHASE_NAMES: readonly PhaseName[] = [...PHASES_BEFORE_TAPS, 'after taps'];
/** The phases the issues' "no frame over 50 ms in pinch, pan, fling, long wheel and after taps" covers. */
export const MOTION_PHASES: readonly PhaseName[] = ['pinch', 'pan', 'fling', 'long wheel', 'long pinch', 'after taps'];
export const MOTION_TARGET = '100k: no frame over 50 ms during and after pinch, pan, fling, long wheel, long pinch and after taps';

const MB = 1024 * 1024;

export function summarise(during: readonly number[], after: readonly number[] = []): FrameSummary {
  const all = [...during, ...after];
  return { frames: all.length, medianMs: median(during), p95Ms: p95(during), worstMs: worst(all), over: countOver(all, LONG_FRAME_MS), longShare: shareOver(during, LONG_FRAME_MS) };
}

function phaseNote(p: PhaseResult): string | null {
  if (p.played.cut) return `${p.name}: ${p.played.acknowledged}/${p.played.steps} inputs taken within the limit`;
  if (p.played.backlogMs > 1000) return `${p.name}: input handled ${(p.played.backlogMs / 1000).toFixed(1)} s late`;
  return null;
}

function notchCost(p: PhaseResult | undefined): { notchMs: number | null; notchAckMs: number | null } {
  if (!p || p.played.steps === 0 || !p.played.ackMs) return { notchMs: null, notchAckMs: null };
  const acks = p.played.ackMs.filter((x): x is number => x !== null);
  return { notchMs: p.played.cut ? null : p.played.spanMs / p.played.steps, notchAckMs: median(acks) };
}

export function toRow({ result, heap }: Measured, build: Row['build'] = null): Row {
  const base = {
    seats: result.seats, map: result.map, build,
    jsHeapMB: heap ? heap.jsBytes / MB : null, domHeapMB: heap ? heap.domBytes / MB : null,
    decodeMs: result.load?.decodeMs ?? null,
    parseMs: result.load?.parseMs ?? null,
    joinMs: result.load?.joinMs ?? null,
  };
  if (!result.ok) {
    return {
      ...base, finished: false, note: `${result.phase}: ${result.error}`, firstPaintMs: null, mapPaintMs: null, buildMs: null,
      ...summarise([]), phases: {}, tapMs: null, tapWorstMs: null, tapsOver: 0, tapsHighlighted: '', tapsMissed: 0, ghostPixels: null, notchMs: null, notchAckMs: null,
    };
  }
  const phases: Row['phases'] = {};
  for (const p of result.phases) phases[p.name] = summarise(p.duringMs, p.afterMs);
  const notes = result.phases.map(phaseNote).filter((n): n is string => n !== null);
  const pinch = result.phases.find((p) => p.name === 'pinch');
  if (pinch && Math.abs(pinch.scale - result.targetScale) / result.targetScale > 0.05) notes.push(`pinch reached ×${pinch.scale.toFixed(1)} of ×${result.targetScale.toFixed(1)}`);
  const good = result.taps.filter((t) => t.highlighted);
  const missed = result.taps.length - good.length;
  if (missed > 0) notes.push(`${missed} tap(s) not highlighted`);
  if (result.ghost && result.ghost.differing > 0) notes.push(`GHOSTS: ${result.ghost.differing} stale device pixels`);
  return {
    ...base, finished: true, note: notes.join('; '),
    firstPaintMs: result.firstPaintMs, mapPaintMs: result.mapPaintMs, buildMs: result.buildMs,
    ...summarise(result.phases.flatMap((p) => p.duringMs), result.phases.flatMap((p) => p.afterMs)), phases,
    tapMs: median(good.map((t) => t.ms)), tapWorstMs: worst(good.map((t) => t.ms)), tapsOver: countOver(good.map((t) => t.ms), LONG_FRAME_MS),
    tapsHighlighted: `${good.length}/${result.taps.length}`, tapsMissed: missed,
    ghostPixels: result.ghost ? result.ghost.differing : null,
    ...notchCost(result.phases.find((p) => p.name === 'long wheel')),
  };
}

/** The map's name, and the build when two are compared. */
export function mapName(r: Pick<Row, 'map' | 'build'>): string {
  return r.build ? `${MAP_NAMES[r.map]} (${r.build})` : MAP_NAMES[r.map];
}

const fmt = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));

function markdown(head: string[], align: string[], lines: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...lines.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}

export function table(rows: Row[]): string {
  const head = ['seats', 'map', 'first paint ms', 'of which: decode / parse / join / map', 'frames', 'median frame ms (moving)', 'p95 frame ms (moving)', 'moving time in frames > 50 ms', 'worst frame ms', 'frames > 50 ms', 'tap→highlight ms: median / worst (> 50 ms)', 'ghost px', 'JS heap MB', 'DOM MB', 'note'];
  const lines = rows.map((r) => [
    r.seats.toLocaleString('en-US'), mapName(r), fmt(r.firstPaintMs), [r.decodeMs, r.parseMs, r.joinMs, r.mapPaintMs].map((v) => fmt(v)).join(' / '),
    r.finished ? String(r.frames) : '–', fmt(r.medianMs, 1), fmt(r.p95Ms, 1), r.longShare === null ? '–' : `${Math.round(r.longShare * 100)} %`, fmt(r.worstMs, 1), r.finished ? String(r.over) : '–',
    r.tapMs === null ? (r.tapsHighlighted ? `– (${r.tapsHighlighted})` : '–') : `${fmt(r.tapMs)} / ${fmt(r.tapWorstMs)} (${r.tapsOver}; ${r.tapsHighlighted})`,
    r.ghostPixels === null ? '–' : String(r.ghostPixels), fmt(r.jsHeapMB, 1), fmt(r.domHeapMB, 1), r.note,
  ]);
  return markdown(head, head.map((_, i) => (i === 1 || i === head.length - 1 ? '---' : '---:')), lines);
}

/** Per phase, for each map: median / p95 frame while moving, the worst frame and frames over 50 ms; the long wheel's cost a notch. */
export function phaseTable(rows: Row[]): string {
  const head = ['seats', 'map', ...PHASE_NAMES.map((p) => `${p}: median / p95 (moving) / worst ms (> 50 ms)`), 'long wheel: ms a notch (median wait for a notch to be handled)'];
  const cell = (s: FrameSummary | undefined) => (s ? `${fmt(s.medianMs, 1)} / ${fmt(s.p95Ms, 1)} / ${fmt(s.worstMs, 1)} (${s.over})` : '–');
  const lines = rows
    .filter((r) => r.finished)
    .map((r) => [r.seats.toLocaleString('en-US'), mapName(r), ...PHASE_NAMES.map((p) => cell(r.phases[p])), `${fmt(r.notchMs, 1)} (${fmt(r.notchAckMs, 1)})`]);
  return markdown(head, head.map((_, i) => (i === 1 ? '---' : '---:')), lines);
}

/**
 * Two builds of the page, alternated in one run (A B, B A, …): per size, the median over
 * the rounds of each build's figures, and B over A. A shared machine's load then falls on
 * both alike.
 */
export function compareTable(rows: Row[]): string {
  const figures: Array<[string, (r: Row) => number | null]> = [
    ['first paint ms', (r) => r.firstPaintMs],
    ['map paint ms', (r) => r.mapPaintMs],
    ['median frame ms', (r) => r.medianMs],
    ['p95 frame ms', (r) => r.p95Ms],
    ['worst frame ms', (r) => r.worstMs],
    ['frames > 50 ms', (r) => r.over],
    ['long wheel p95 ms', (r) => r.phases['long wheel']?.p95Ms ?? null],
    ['long wheel worst ms', (r) => r.phases['long wheel']?.worstMs ?? null],
    ['long wheel ms a notch', (r) => r.notchMs],
    ['long pinch p95 ms', (r) => r.phases['long pinch']?.p95Ms ?? null],
    ['long pinch worst ms', (r) => r.phases['long pinch']?.worstMs ?? null],
    ['tap → highlight ms', (r) => r.tapMs],
  ];
  const lines: string[][] = [];
  for (const seats of [...new Set(rows.map((r) => r.seats))]) {
    for (const map of [...new Set(rows.filter((r) => r.seats === seats).map((r) => r.map))]) {
      const of = (build: 'A' | 'B') => rows.filter((r) => r.seats === seats && r.map === map && r.build === build && r.finished);
      const a = of('A');
      const b = of('B');
      if (!a.length || !b.length) continue;
      for (const [name, get] of figures) {
        const ma = median(a.map(get).filter((x): x is number => x !== null));
        const mb = median(b.map(get).filter((x): x is number => x !== null));
        lines.push([seats.toLocaleString('en-US'), MAP_NAMES[map], name, fmt(ma, 1), fmt(mb, 1), ma && mb !== null ? (mb / ma).toFixed(2) : '–', `${a.length} / ${b.length}`]);
      }
    }
  }
  return markdown(['seats', 'map', 'figure (median of the rounds)', 'A', 'B', 'B / A', 'runs A / B'], ['---:', '---', '---', '---:', '---:', '---:', '---:'], lines);
}

export interface Ratio {
  seats: number;
  baseline: MapKind;
  /** Baseline over engine: how many times longer the baseline's frame (or first paint) is. */
  medianFrame: number | null;
  p95Frame: number | null;
  worstFrame: number | null;
  firstPaint: number | null;
}

export function ratios(rows: Row[]): Ratio[] {
  const out: Ratio[] = [];
  const over = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);
  for (const engine of rows.filter((r) => r.map === 'engine')) {
    for (const other of rows.filter((r) => r.seats === engine.seats && r.map !== 'engine')) {
      out.push({
        seats: engine.seats, baseline: other.map,
        medianFrame: over(other.medianMs, engine.medianMs), p95Frame: over(other.p95Ms, engine.p95Ms), worstFrame: over(other.worstMs, engine.worstMs),
        firstPaint: over(other.firstPaintMs, engine.firstPaintMs),
      });
    }
  }
  return out;
}

export function ratioTable(list: Ratio[]): string {
  const times = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)}×`);
  return markdown(
    ['seats', 'baseline', 'median frame: baseline ÷ engine', 'p95 frame', 'worst frame', 'first paint'],
    ['---:', '---', '---:', '---:', '---:', '---:'],
    list.map((r) => [r.seats.toLocaleString('en-US'), MAP_NAMES[r.baseline], times(r.medianFrame), times(r.p95Frame), times(r.worstFrame), times(r.firstPaint)]),
  );
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean | null;
}

/** The issues' targets, read off the rows (null: not measured in this run). */
export function checkTargets(rows: Row[]): TargetCheck[] {
  // With two builds compared, the targets are read off the build under test (B: --compare-dir is the one before).
  const engines = rows.filter((r) => r.map === 'engine' && r.finished && r.build !== 'B');
  const e100 = engines.find((r) => r.seats === 100_000);
  const e50 = engines.find((r) => r.seats === 50_000);
  const svg50 = rows.find((r) => r.map === 'svg' && r.seats === 50_000);
  const worstOf = (get: (r: Row) => number | null) => {
    const xs = engines.map(get).filter((x): x is number => x !== null);
    return xs.length ? Math.max(...xs) : null;
  };
  const check = (target: string, value: number | null, limit: number, unit: string, what = ''): TargetCheck => ({
    target, measured: value === null ? 'not measured' : `${value.toFixed(unit === '×' ? 1 : 0)}${unit === '×' ? '×' : ` ${unit}`}${what}`,
    met: value === null ? null : unit === '×' ? value >= limit : value <= limit,
  });
  const motion = e100 ? MOTION_PHASES.map((p) => e100.phases[p]).filter((s): s is FrameSummary => s !== undefined) : [];
  const motionOver = motion.length ? motion.reduce((n, s) => n + s.over, 0) : null;
  const motionWorst = motion.length ? Math.max(...motion.map((s) => s.worstMs ?? 0)) : null;
  const ratio50 = e50?.medianMs && svg50?.medianMs ? svg50.medianMs / e50.medianMs : null;
  const ghosts = engines.filter((r) => r.ghostPixels !== null);
  const missed = engines.reduce((n, r) => n + r.tapsMissed, 0);
  return [
    {
      target: MOTION_TARGET,
      measured: motionOver === null ? 'not measured' : `${motionOver} frames over 50 ms, worst ${motionWorst!.toFixed(1)} ms`,
      met: motionOver === null ? null : motionOver === 0,
    },
    check('100k: median frame ≤ 17 ms', e100?.medianMs ?? null, 17, 'ms'),
    check('100k: p95 frame ≤ 25 ms', e100?.p95Ms ?? null, 25, 'ms'),
    check('100k: 120-notch wheel, p95 frame ≤ 17 ms', e100?.phases['long wheel']?.p95Ms ?? null, 17, 'ms'),
    check('100k: 120-notch wheel, ≤ 55 ms a notch', e100?.notchMs ?? null, 55, 'ms'),
    check('tap → highlight ≤ 50 ms, median (every size run)', worstOf((r) => r.tapMs), 50, 'ms', ' (worst size)'),
    {
      target: 'tap → highlight ≤ 50 ms, every tap (every size run)',
      measured: engines.length ? `${engines.reduce((n, r) => n + r.tapsOver, 0)} of ${engines.reduce((n, r) => n + Number(r.tapsHighlighted.split('/')[0] || 0), 0)} over 50 ms, worst ${(worstOf((r) => r.tapWorstMs) ?? 0).toFixed(0)} ms` : 'not measured',
      met: engines.length ? engines.every((r) => r.tapsOver === 0) : null,
    },
    {
      target: 'every tap at seat level selects its seat (every size run)',
      measured: engines.length ? `${missed} missed` : 'not measured',
      met: engines.length ? missed === 0 : null,
    },
    {
      target: 'zero ghost pixels after taps, pans and zooms (every size run)',
      measured: ghosts.length ? `${ghosts.reduce((n, r) => n + r.ghostPixels!, 0)} px` : 'not measured',
      met: ghosts.length ? ghosts.every((r) => r.ghostPixels === 0) : null,
    },
    check('50k: median frame ≥ 15× shorter than DOM SVG', ratio50, 15, '×'),
    check('first paint ≤ 1 s after the map response (every size run)', worstOf((r) => r.firstPaintMs), 1000, 'ms', ' (worst size)'),
    check('engine heap ≤ 30 MB at 100k', e100?.jsHeapMB ?? null, 30, 'MB'),
  ];
}

export function targetTable(checks: TargetCheck[]): string {
  return markdown(['target', 'measured', 'met'], ['---', '---:', '---'], checks.map((c) => [c.target, c.measured, c.met === null ? '–' : c.met ? 'met' : 'not met']));
}
