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
}

export const MAP_NAMES: Record<MapKind, string> = { engine: 'engine', svg: 'DOM SVG', konva: 'Konva node per seat' };
export const PHASE_NAMES: readonly PhaseName[] = [...PHASES_BEFORE_TAPS, 'after taps'];
/** The phases the issue's "no frame over 50 ms during and after pinch, pan and fling" covers. */
export const MOTION_PHASES: readonly PhaseName[] = ['pinch', 'pan', 'fling', 'after taps'];

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
      ...base, finished: false, note: `${result.phase}: ${result.error}`, firstPaintMs: null, mapPaintMs: null, buildMs: null,
      ...summarise([]), phases: {}, tapMs: null, tapWorstMs: null, tapsOver: 0, tapsHighlighted: '', tapsMissed: 0, ghostPixels: null,
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
  };
}

const fmt = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));

function markdown(head: string[], align: string[], lines: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...lines.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}

export function table(rows: Row[]): string {
  const head = ['seats', 'map', 'first paint ms', 'of which: decode / parse / join / map', 'frames', 'median frame ms (moving)', 'p95 frame ms (moving)', 'moving time in frames > 50 ms', 'worst frame ms', 'frames > 50 ms', 'tap→highlight ms: median / worst (> 50 ms)', 'ghost px', 'JS heap MB', 'DOM MB', 'note'];
  const lines = rows.map((r) => [
    r.seats.toLocaleString('en-US'), MAP_NAMES[r.map], fmt(r.firstPaintMs), [r.decodeMs, r.parseMs, r.joinMs, r.mapPaintMs].map((v) => fmt(v)).join(' / '),
    r.finished ? String(r.frames) : '–', fmt(r.medianMs, 1), fmt(r.p95Ms, 1), r.longShare === null ? '–' : `${Math.round(r.longShare * 100)} %`, fmt(r.worstMs, 1), r.finished ? String(r.over) : '–',
    r.tapMs === null ? (r.tapsHighlighted ? `– (${r.tapsHighlighted})` : '–') : `${fmt(r.tapMs)} / ${fmt(r.tapWorstMs)} (${r.tapsOver}; ${r.tapsHighlighted})`,
    r.ghostPixels === null ? '–' : String(r.ghostPixels), fmt(r.jsHeapMB, 1), fmt(r.domHeapMB, 1), r.note,
  ]);
  return markdown(head, head.map((_, i) => (i === 1 || i === head.length - 1 ? '---' : '---:')), lines);
}

/** Per phase, for each map: median / worst frame and frames over 50 ms. */
export function phaseTable(rows: Row[]): string {
  const head = ['seats', 'map', ...PHASE_NAMES.map((p) => `${p}: median (moving) / worst ms (> 50 ms)`)];
  const cell = (s: FrameSummary | undefined) => (s ? `${fmt(s.medianMs, 1)} / ${fmt(s.worstMs, 1)} (${s.over})` : '–');
  const lines = rows.filter((r) => r.finished).map((r) => [r.seats.toLocaleString('en-US'), MAP_NAMES[r.map], ...PHASE_NAMES.map((p) => cell(r.phases[p]))]);
  return markdown(head, head.map((_, i) => (i === 1 ? '---' : '---:')), lines);
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
  const engines = rows.filter((r) => r.map === 'engine' && r.finished);
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
      target: '100k: no frame over 50 ms during and after pinch, pan and fling',
      measured: motionOver === null ? 'not measured' : `${motionOver} frames over 50 ms, worst ${motionWorst!.toFixed(1)} ms`,
      met: motionOver === null ? null : motionOver === 0,
    },
    check('100k: median frame ≤ 17 ms', e100?.medianMs ?? null, 17, 'ms'),
    check('100k: p95 frame ≤ 25 ms', e100?.p95Ms ?? null, 25, 'ms'),
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
