import { CLICK_DISTANCE_PX, TAP_DISTANCE_PX } from '../zoom/constants';

export interface PointerSample {
  pointerId: number;
  pointerType: string;
  clientX: number;
  clientY: number;
  /** Milliseconds, any clock. */
  time: number;
}

export interface TapOptions {
  onTap: (tap: { clientX: number; clientY: number; pointerType: string }) => void;
  clickDistance?: number;
  tapDistance?: number;
  /** A long press is not a tap (the seat's popover opens on a tap). */
  maxDurationMs?: number;
}

export interface TapDetector {
  down(e: PointerSample): void;
  move(e: PointerSample): void;
  up(e: PointerSample): void;
  cancel(pointerId: number): void;
}

/**
 * A tap is a single pointer that goes down and up without travelling further than a few
 * pixels (4 for a mouse, 10 for a finger) and without a second finger joining: then it is
 * not a pan or a pinch, whatever d3-zoom did with the movement meanwhile.
 */
export function createTapDetector(options: TapOptions): TapDetector {
  const clickDistance = options.clickDistance ?? CLICK_DISTANCE_PX;
  const tapDistance = options.tapDistance ?? TAP_DISTANCE_PX;
  const maxDuration = options.maxDurationMs ?? 600;
  const active = new Map<number, { x: number; y: number; time: number; travelled: boolean }>();
  let multi = false;

  function limit(pointerType: string) {
    return pointerType === 'mouse' ? clickDistance : tapDistance;
  }

  return {
    down(e) {
      active.delete(e.pointerId);
      if (active.size === 0) multi = false;
      else multi = true;
      active.set(e.pointerId, { x: e.clientX, y: e.clientY, time: e.time, travelled: false });
    },
    move(e) {
      const p = active.get(e.pointerId);
      if (!p || p.travelled) return;
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) > limit(e.pointerType)) p.travelled = true;
    },
    up(e) {
      const p = active.get(e.pointerId);
      active.delete(e.pointerId);
      if (!p) return;
      const wasMulti = multi;
      if (active.size === 0) multi = false;
      if (wasMulti || p.travelled) return;
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) > limit(e.pointerType)) return;
      if (e.time - p.time > maxDuration) return;
      options.onTap({ clientX: e.clientX, clientY: e.clientY, pointerType: e.pointerType });
    },
    cancel(pointerId) {
      active.delete(pointerId);
      if (active.size === 0) multi = false;
    },
  };
}
