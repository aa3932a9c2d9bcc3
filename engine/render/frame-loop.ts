import type { LevelOfDetail } from '../lod/lod';
import { FrameStats } from './frame-stats';

export interface FrameInfo {
  /** The frame shows the view as it is (not a moved last frame or a picture still being drawn). */
  crisp: boolean;
  lod: LevelOfDetail;
}

/**
 * At most one frame a display refresh, drawn only when something asked for it; each frame
 * is timed (FrameStats: frame times, the first crisp frame, a change's latency to the
 * screen) and told to the listeners.
 */
export class FrameLoop {
  readonly stats = new FrameStats();
  private raf: number | null = null;
  private disposed = false;
  private changedAt: number | null = null;
  private readonly listeners = new Set<(info: FrameInfo) => void>();

  constructor(
    private readonly draw: () => FrameInfo,
    private readonly now: () => number,
  ) {}

  request(): void {
    if (this.disposed) return;
    this.raf ??= requestAnimationFrame(() => this.frame());
  }

  /** Something changed that the next crisp frame shows: its latency is measured from now. */
  changed(): void {
    this.changedAt ??= this.now();
  }

  /** Calls `fn` after every frame; returns an unsubscribe. */
  onFrame(fn: (info: FrameInfo) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  dispose(): void {
    this.disposed = true;
    if (this.raf !== null) cancelAnimationFrame(this.raf);
    this.raf = null;
    this.listeners.clear();
  }

  private frame(): void {
    this.raf = null;
    if (this.disposed) return;
    const { stats } = this;
    const t0 = this.now();
    const info = this.draw();
    const t1 = this.now();
    stats.record(t1 - t0, !info.crisp);
    if (this.changedAt !== null && info.crisp) {
      stats.lastUpdateLatency = t1 - this.changedAt;
      this.changedAt = null;
    }
    if (info.crisp && stats.firstPaintAt === null) stats.firstPaintAt = t1;
    for (const fn of this.listeners) fn(info);
  }
}
