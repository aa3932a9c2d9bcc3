import type { LongFrame, PhaseFrames } from '../protocol';

/** Long animation frames (Chromium's LoAF entries), with the scripts that ran in them. */
interface LoafEntry extends PerformanceEntry {
  renderStart: number;
  scripts: Array<{ invoker: string; sourceFunctionName: string; sourceCharPosition: number; duration: number }>;
}

const INPUT_EVENTS = ['touchstart', 'touchmove', 'touchend', 'wheel', 'pointerdown', 'pointerup'];

/**
 * Records the time between animation frames: a frame the main thread could not produce
 * in time shows as a long gap, whatever kept it busy (drawing, a long task between frames,
 * input handling). A frame that began before the last input event of the phase reached
 * the page is one of the movement; the rest come after it (the sharp redraw, a glide).
 * Where Chromium reports long animation frames, the ones over 50 ms are kept with what ran
 * in them, to say where a long frame's time went.
 */
export class FrameRecorder {
  private frames: Array<{ start: number; end: number }> = [];
  private long: LongFrame[] = [];
  private lastInput = -Infinity;
  private generation = 0;
  private observer: PerformanceObserver | null = null;
  private readonly onInput = (e: Event) => {
    this.lastInput = Math.max(this.lastInput, e.timeStamp);
  };

  start(): void {
    this.stop();
    this.frames = [];
    this.long = [];
    this.lastInput = -Infinity;
    for (const type of INPUT_EVENTS) window.addEventListener(type, this.onInput, { capture: true, passive: true });
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      this.observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LoafEntry[]) {
          if (e.duration <= 50) continue;
          this.long.push({
            at: e.startTime,
            ms: e.duration,
            renderMs: e.startTime + e.duration - (e.renderStart || e.startTime + e.duration),
            scripts: e.scripts.map((s) => ({ what: `${s.invoker}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}@${s.sourceCharPosition}`, ms: s.duration })),
          });
        }
      });
      this.observer.observe({ type: 'long-animation-frame', buffered: false });
    }
    // One loop per recording: a loop of an earlier one stops at its next frame.
    const generation = ++this.generation;
    let last: number | null = null;
    const tick = (t: number) => {
      if (generation !== this.generation) return;
      if (last !== null) this.frames.push({ start: last, end: t });
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  stop(): PhaseFrames {
    this.generation++;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, this.onInput, { capture: true });
    this.observer?.disconnect();
    this.observer = null;
    const during: number[] = [];
    const after: number[] = [];
    for (const f of this.frames) (f.start < this.lastInput ? during : after).push(f.end - f.start);
    return { during, after, long: this.long };
  }
}
