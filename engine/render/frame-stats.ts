/**
 * What the engine spent per frame, for benchmarks and the demo's `__seatmap.stats()`:
 * durations of the last `capacity` frames (CPU time inside our rAF callback) and when the
 * first crisp frame landed.
 */
export interface FrameStatsSnapshot {
  /** Oldest first, milliseconds. */
  frames: number[];
  /** `performance.now()` at the end of the first crisp frame, null before it. */
  firstPaintAt: number | null;
  frameCount: number;
  /** How many of the frames moved a bitmap instead of drawing seats. */
  movingFrames: number;
  /** Seats drawn by the last crisp seat frame (culling at work). */
  lastVisibleSeats: number;
  /** From the last status change (a select on tap) to the end of the frame that drew it, ms. */
  lastUpdateLatency: number | null;
}

export class FrameStats {
  private buffer: Float64Array;
  private next = 0;
  private count = 0;
  firstPaintAt: number | null = null;
  movingFrames = 0;
  lastVisibleSeats = 0;
  lastUpdateLatency: number | null = null;

  constructor(readonly capacity = 240) {
    this.buffer = new Float64Array(capacity);
  }

  record(ms: number, moving: boolean): void {
    this.buffer[this.next] = ms;
    this.next = (this.next + 1) % this.capacity;
    this.count++;
    if (moving) this.movingFrames++;
  }

  snapshot(): FrameStatsSnapshot {
    const n = Math.min(this.count, this.capacity);
    const frames: number[] = [];
    for (let j = 0; j < n; j++) frames.push(this.buffer[(this.next - n + j + this.capacity) % this.capacity]!);
    return { frames, firstPaintAt: this.firstPaintAt, frameCount: this.count, movingFrames: this.movingFrames, lastVisibleSeats: this.lastVisibleSeats, lastUpdateLatency: this.lastUpdateLatency };
  }

  reset(): void {
    this.next = 0;
    this.count = 0;
    this.movingFrames = 0;
  }
}
