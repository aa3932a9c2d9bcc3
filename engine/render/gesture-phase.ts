/**
 * While the view moves, frames only move the last bitmap; a crisp redraw follows once the
 * view has been still for `settleMs`. Settling on the last movement rather than on
 * d3-zoom's 'end' also covers a pinch held still with fingers down, and skips the
 * 150 ms d3 waits after the last wheel tick.
 */
export const SETTLE_MS = 120;

export type RenderPhase = 'crisp' | 'moving';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface GesturePhase {
  readonly phase: RenderPhase;
  /** The view changed. True when this starts a movement: the caller snapshots the last crisp frame. */
  moved(): boolean;
  /** Settle at once (resize, dispose of a gesture): the caller redraws crisp. */
  settleNow(): void;
  dispose(): void;
}

export function createGesturePhase(onSettle: () => void, settleMs = SETTLE_MS, timers: Timers = browserTimers): GesturePhase {
  let phase: RenderPhase = 'crisp';
  let timer: unknown = null;

  function clear() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function settle() {
    timer = null;
    phase = 'crisp';
    onSettle();
  }

  return {
    get phase() {
      return phase;
    },
    moved() {
      const started = phase === 'crisp';
      phase = 'moving';
      clear();
      timer = timers.setTimeout(settle, settleMs);
      return started;
    },
    settleNow() {
      clear();
      if (phase === 'moving') settle();
    },
    dispose() {
      clear();
    },
  };
}
