import { scriptGesture, type GestureFrame } from '../gesture';
import { gesturePlan } from '../plan';
import type { GestureResult, RunConfig, RunResult, TapResult } from '../protocol';
import { loadHall, type LoadedHall } from './load';
import { domSvgMap } from './maps/dom-svg';
import { engineMap } from './maps/engine';
import { konvaNodesMap } from './maps/konva-nodes';
import type { BenchMap, MapFactory, MapKind } from './maps/types';
import { afterNextFrame, nextTask, OutOfTime } from './timing';
import { TouchPlayer } from './touch';
import { SeatStatus } from '../../../engine';

const factories: Record<MapKind, MapFactory> = { engine: engineMap, svg: domSvgMap, konva: konvaNodesMap };
/** After first paint, the visitor looks at the hall before touching it (the engine builds its index meanwhile). */
const LOOK_MS = 1000;
/** A finger rests this long on the glass in a tap. */
const TAP_PRESS_MS = 60;
/** Taps after the first stop once this much time has gone on them. */
const TAP_BUDGET_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Plays the script one frame at a time: each frame's touches go out in a task right after
 * the previous frame was painted, as rAF-aligned input arrives on a phone.
 */
function playGesture(surface: HTMLElement, frames: GestureFrame[], limitMs: number): Promise<Omit<GestureResult, 'finalScale' | 'targetScale'>> {
  const player = new TouchPlayer(surface);
  const frameMs: number[] = [];
  return new Promise((resolve) => {
    const started = performance.now();
    let last: number | null = null;
    let played = 0;
    const finish = (capped: boolean) => {
      const durationMs = performance.now() - started;
      const framesPlayed = played;
      // A map cut short gets the rest of the script at once, unmeasured, so that every map
      // ends at the same zoom and place for the taps.
      while (played < frames.length) player.play(frames[played++]!);
      player.lift();
      resolve({ frameMs, framesPlayed, framesScripted: frames.length, capped, durationMs });
    };
    const onFrame = (t: number) => {
      if (last !== null) frameMs.push(t - last);
      last = t;
      if (played >= frames.length) return finish(false);
      if (performance.now() - started > limitMs) return finish(true);
      requestAnimationFrame(onFrame);
      void nextTask().then(() => player.play(frames[played++]!));
    };
    requestAnimationFrame(onFrame);
  });
}

function pointerEvent(type: string, x: number, y: number, id: number): PointerEvent {
  return new PointerEvent(type, {
    bubbles: true, cancelable: true, composed: true, pointerId: id, pointerType: 'touch', isPrimary: true,
    clientX: x, clientY: y, width: 16, height: 16, pressure: type === 'pointerup' ? 0 : 0.5,
  });
}

/** The free seat nearest the centre of the screen, on screen, not tapped before. */
function seatNearCentre(map: BenchMap, hall: LoadedHall, skip: Set<number>, width: number, height: number): number | null {
  const { model } = hall;
  // Every map is a uniform scale plus a shift: two points give it (toClient reads layout).
  const o = map.toClient(0, 0);
  const k = map.toClient(1, 0).x - o.x;
  let best: number | null = null;
  let bestD = Infinity;
  for (let i = 0; i < model.seatCount; i++) {
    if (skip.has(i) || model.status[i] !== SeatStatus.free) continue;
    const x = o.x + model.x[i]! * k;
    const y = o.y + model.y[i]! * k;
    if (x < 20 || y < 20 || x > width - 20 || y > height - 20) continue;
    const d = (x - width / 2) ** 2 + (y - height / 2) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** Taps free seats near the centre; each time runs from the finger lifting to the painted highlight. */
async function measureTaps(map: BenchMap, hall: LoadedHall, count: number, width: number, height: number): Promise<TapResult[]> {
  const { model } = hall;
  const results: TapResult[] = [];
  const tried = new Set<number>();
  const started = performance.now();
  // A baseline that takes seconds a frame is tapped fewer times, not for minutes.
  for (let n = 0; n < count && map.seatsTappable() && (n === 0 || performance.now() - started < TAP_BUDGET_MS); n++) {
    const seat = seatNearCentre(map, hall, tried, width, height);
    if (seat === null) break;
    tried.add(seat);
    const p = map.toClient(model.x[seat]!, model.y[seat]!);
    document.elementFromPoint(p.x, p.y)?.dispatchEvent(pointerEvent('pointerdown', p.x, p.y, 20 + n));
    await sleep(TAP_PRESS_MS);
    const t0 = performance.now();
    // The browser hit-tests the lifted finger, then sends pointerup and click in one task.
    const target = document.elementFromPoint(p.x, p.y);
    target?.dispatchEvent(pointerEvent('pointerup', p.x, p.y, 20 + n));
    target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, clientX: p.x, clientY: p.y }));
    const t1 = await afterNextFrame();
    results.push({ ms: t1 - t0, highlighted: map.isSelected(seat) });
    await sleep(150);
  }
  return results;
}

async function run(config: RunConfig): Promise<RunResult> {
  const base = { map: config.map, seats: config.seats };
  const container = document.getElementById('map')!;
  const width = container.clientWidth;
  const height = container.clientHeight;
  let hall: LoadedHall;
  try {
    hall = await loadHall(config.hallUrl);
  } catch (error) {
    return { ok: false, ...base, phase: 'load', error: String(error) };
  }
  const load = { fetchMs: hall.fetchMs, decodeMs: hall.decodeMs, parseMs: hall.parseMs, joinMs: hall.joinMs };
  let map: BenchMap;
  const buildStart = performance.now();
  try {
    map = factories[config.map](container, hall, { buildLimitMs: config.buildLimitMs });
  } catch (error) {
    container.replaceChildren();
    return { ok: false, ...base, phase: 'build', error: error instanceof OutOfTime ? error.message : String(error), load };
  }
  const buildMs = performance.now() - buildStart;
  const paintedAt = await map.firstPaint;
  const firstPaintMs = paintedAt - hall.responseAt;
  const mapPaintMs = paintedAt - hall.modelAt;

  await sleep(LOOK_MS);
  await afterNextFrame();
  const plan = gesturePlan(hall.model, width, height);
  const played = await playGesture(container, scriptGesture(plan), config.gestureLimitMs);
  // Let every map come to rest (the engine redraws crisp 120 ms after the last move).
  await sleep(300);
  await afterNextFrame();
  const gesture: GestureResult = { ...played, finalScale: map.scale(), targetScale: plan.targetScale };
  const taps = await measureTaps(map, hall, config.taps, width, height);
  return { ok: true, ...base, load, buildMs, firstPaintMs, mapPaintMs, gesture, taps };
}

window.__bench = { run };
