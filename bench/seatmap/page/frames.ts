import type { LongFrame } from '../protocol';

/** Long animation frames (Chromium's LoAF entries), with the scripts that ran in them. */
interface LoafEntry extends PerformanceEntry {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: Array<{ invoker: string; sourceFunctionName: string; sourceURL: string; sourceCharPosition: number; duration: number; forcedStyleAndLayoutDuration: number }>;
}

/**
 * Records the time between animation frames: a frame the main thread could not produce
 * in time shows as a long gap, whatever kept it busy (drawing, a long task between frames,
 * input handling). Where Chromium reports long animation frames, the ones over 50 ms are
 * kept with what ran in them, to say where a long frame's time went.
 */
export class FrameRecorder {
  private gaps: number[] = [];
  private long: LongFrame[] = [];
  private last: number | null = null;
  private running = false;
  private observer: PerformanceObserver | null = null;

  start(): void {
    this.gaps = [];
    this.long = [];
    this.last = null;
    if (this.running) return;
    this.running = true;
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
    const tick = (t: number) => {
      if (!this.running) return;
      if (this.last !== null) this.gaps.push(t - this.last);
      this.last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  stop(): { gaps: number[]; long: LongFrame[] } {
    this.running = false;
    this.observer?.disconnect();
    this.observer = null;
    return { gaps: this.gaps, long: this.long };
  }
}
