import { SeatStatus } from '../../../engine';
import type { BenchPage, LoadResult, RunConfig, TapResult, TapTarget } from '../protocol';
import { scriptPlan } from '../plan';
import { FrameRecorder } from './frames';
import { loadHall, type LoadedHall } from './load';
import { domSvgMap } from './maps/dom-svg';
import { engineMap } from './maps/engine';
import { konvaNodesMap } from './maps/konva-nodes';
import type { BenchMap, MapFactory, MapKind } from './maps/types';
import { OutOfTime } from './timing';

// The page's side of the benchmark: it builds a map and measures it; all input comes from
// the runner through the DevTools protocol, as a finger's and a wheel's would.

const factories: Record<MapKind, MapFactory> = { engine: engineMap, svg: domSvgMap, konva: konvaNodesMap };
/** Seats this close to the screen's edge are not tapped: a finger would not aim there. */
const TAP_EDGE_PX = 30;

let hall: LoadedHall | null = null;
let map: BenchMap | null = null;
const frames = new FrameRecorder();
const tapped = new Set<number>();
interface PendingTap {
  index: number;
  upAt: number | null;
  result: Promise<TapResult>;
  settle: (r: TapResult) => void;
}
let tap: PendingTap | null = null;

function container(): HTMLElement {
  return document.getElementById('map')!;
}

function current(): { hall: LoadedHall; map: BenchMap } {
  if (!hall || !map) throw new Error('no map loaded');
  return { hall, map };
}

async function load(config: RunConfig): Promise<LoadResult> {
  try {
    hall = await loadHall(config.hallUrl);
  } catch (error) {
    return { ok: false, phase: 'load', error: String(error) };
  }
  const load = { fetchMs: hall.fetchMs, decodeMs: hall.decodeMs, parseMs: hall.parseMs, joinMs: hall.joinMs };
  const buildStart = performance.now();
  try {
    map = factories[config.map](container(), hall, { buildLimitMs: config.buildLimitMs });
  } catch (error) {
    container().replaceChildren();
    return { ok: false, phase: 'build', error: error instanceof OutOfTime ? error.message : String(error), load };
  }
  const buildMs = performance.now() - buildStart;
  const paintedAt = await map.firstPaint;
  return { ok: true, load, buildMs, firstPaintMs: paintedAt - hall.responseAt, mapPaintMs: paintedAt - hall.modelAt };
}

/** The free seat nearest the centre of the screen, on screen, not tapped before. */
function tapTarget(): TapTarget | null {
  const { hall, map } = current();
  const { model } = hall;
  const width = container().clientWidth;
  const height = container().clientHeight;
  // Every map is a uniform scale plus a shift: two points give it (toClient reads layout).
  const o = map.toClient(0, 0);
  const k = map.toClient(1, 0).x - o.x;
  let best: TapTarget | null = null;
  let bestD = Infinity;
  for (let i = 0; i < model.seatCount; i++) {
    if (tapped.has(i) || model.status[i] !== SeatStatus.free) continue;
    const x = o.x + model.x[i]! * k;
    const y = o.y + model.y[i]! * k;
    if (x < TAP_EDGE_PX || y < TAP_EDGE_PX || x > width - TAP_EDGE_PX || y > height - TAP_EDGE_PX) continue;
    const d = (x - width / 2) ** 2 + (y - height / 2) ** 2;
    if (d < bestD) {
      bestD = d;
      best = { index: i, x, y };
    }
  }
  if (best) tapped.add(best.index);
  return best;
}

function armTap(index: number): void {
  const { map } = current();
  let settle: (r: TapResult) => void = () => {};
  const result = new Promise<TapResult>((resolve) => (settle = resolve));
  const t: PendingTap = { index, upAt: null, result, settle };
  tap = t;
  // The lifted finger's own time: what the buyer feels runs from there, queueing included.
  window.addEventListener('pointerup', (e) => (t.upAt = e.timeStamp), { capture: true, once: true });
  const watch = () => {
    if (tap !== t) return;
    if (t.upAt !== null && map.isSelected(index)) {
      // A task queued from inside the frame runs after that frame is painted.
      const upAt = t.upAt;
      setTimeout(() => t.settle({ ms: performance.now() - upAt, highlighted: true }), 0);
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function tapResult(timeoutMs: number): Promise<TapResult> {
  const t = tap;
  if (!t) return { ms: timeoutMs, highlighted: false };
  const timeout = new Promise<TapResult>((resolve) => setTimeout(() => resolve({ ms: timeoutMs, highlighted: false }), timeoutMs));
  const r = await Promise.race([t.result, timeout]);
  tap = null;
  return r;
}

const page: BenchPage = {
  load,
  plan: () => scriptPlan(current().hall.model, container().clientWidth, container().clientHeight),
  startFrames: () => frames.start(),
  stopFrames: () => frames.stop(),
  scale: () => current().map.scale(),
  tapTarget,
  armTap,
  tapResult,
  selectedIds() {
    const { hall, map } = current();
    const ids: number[] = [];
    for (let i = 0; i < hall.model.seatCount; i++) if (map.isSelected(i)) ids.push(hall.model.ids[i]!);
    return ids;
  },
};
window.__bench = page;
