import type Konva from 'konva/lib/Core';
import type { SceneCanvas } from 'konva/lib/Canvas';
import type { LevelOfDetail } from '../lod/lod';
import type { AnyCanvas, Ctx2D } from './canvas';
import { whenIdle } from './idle';
import { engineShape, nativeCanvas, nativeContext, offscreenSceneCanvas } from './konva-canvas';
import type { View } from './view';

/**
 * Device-pixel rows of one band of a crisp picture. Canvas 2D records drawing calls and
 * rasterises them later, all at once: on a throttled phone profile a screenful of seats
 * and sectors cost ~380 ms of rasterising at 6× CPU. Drawn a band at a time, each band flushed
 * before the next, the work spreads over frames. A band of 8 was ~47 ms at 6× CPU; one
 * this thin measured 4–7 ms (median, p90 11–19) there on a loaded machine.
 *
 * The edges are fixed by the picture's height alone, never by measured time: Chromium's
 * antialiasing of a disc cut by a clip edge differs from that of the same disc cut at
 * another row (100–250 pixels an edge on a dense test picture), so two pictures of one
 * view are identical only when cut at the same rows. What the measured cost decides is how
 * many bands one frame draws (`step`'s budget).
 */
export const BAND_ROWS = 48;

/** The bands a picture `height` device pixels tall is drawn in. */
export function bandCount(height: number): number {
  return Math.max(1, Math.ceil(height / BAND_ROWS));
}

/** The rows of band `n`: whole device pixels, the last band ending at the picture's bottom. */
export function bandRows(n: number, height: number): [y0: number, y1: number] {
  return [Math.min(n * BAND_ROWS, height), Math.min((n + 1) * BAND_ROWS, height)];
}

/** Main-thread time a frame spends on bands while a picture is on screen meanwhile (one band at least). */
export const BUILD_BUDGET_MS = 10;

/** Draws the part of the picture inside `y0`…`y1` (device pixel rows): the context is clipped to it. */
export type BandPainter = (ctx: Ctx2D, job: PictureJob, y0: number, y1: number) => void;

export interface PictureJob {
  view: View;
  lod: LevelOfDetail;
  /** The renderer's count of changes other than the view (colours, bulk statuses): another count, another picture. */
  generation: number;
}

/**
 * Pixels written to make Chromium rasterise what was recorded so far. A write, not a read:
 * reading pixels back (`getImageData`) does the same, but every read after the first asks
 * for a canvas kept in memory for reading (Chromium warns, and moves a GPU canvas to the
 * CPU), which this canvas is not.
 */
function flushAt(ctx: Ctx2D, pixel: ImageData, x: number, y: number): void {
  ctx.putImageData(pixel, x, y);
}

/**
 * Builds the crisp picture of a view (sectors, standing areas, stage, seats) off screen,
 * band by band within a time budget per frame, while the last picture stays on screen.
 * The picture is a Konva scene canvas over an OffscreenCanvas, drawn by one Konva shape
 * whose scene function paints the band (the caller's culled drawing through the index).
 * When the last band is in, `take` hands the picture over without copying it.
 */
export class PictureBuilder {
  private canvas: SceneCanvas | null = null;
  private ctx: Ctx2D | null = null;
  private job: (PictureJob & { next: number; bands: number; width: number; height: number }) | null = null;
  private cancelWarming: (() => void) | null = null;
  /** The band the shape draws when Konva calls its scene function (null: nothing). */
  private band: { job: PictureJob; width: number; y0: number; y1: number } | null = null;
  private readonly shape: Konva.Shape;
  private pixel: ImageData | null = null;

  constructor(private readonly paint: BandPainter) {
    this.shape = engineShape((ctx) => {
      const band = this.band;
      if (!band) return;
      ctx.beginPath();
      ctx.rect(0, band.y0, band.width, band.y1 - band.y0);
      ctx.clip();
      this.paint(ctx, band.job, band.y0, band.y1);
    });
  }

  /** The job being built (or built and not yet taken), if any. */
  get current(): PictureJob | null {
    return this.job;
  }

  get done(): boolean {
    return this.job !== null && this.job.next >= this.job.bands;
  }

  /** Starts a picture of `deviceWidth`×`deviceHeight` pixels; any unfinished one is dropped. */
  start(job: PictureJob, deviceWidth: number, deviceHeight: number): void {
    this.cancelWarming?.();
    this.cancelWarming = null;
    this.sized(deviceWidth, deviceHeight);
    this.job = { ...job, next: 0, bands: bandCount(deviceHeight), width: deviceWidth, height: deviceHeight };
  }

  /** The canvas for pictures of this size (a new one when the size changed). */
  private sized(deviceWidth: number, deviceHeight: number): Ctx2D {
    if (!this.canvas || !this.ctx || this.canvas.width !== deviceWidth || this.canvas.height !== deviceHeight) {
      this.canvas = offscreenSceneCanvas(deviceWidth, deviceHeight);
      this.ctx = nativeContext(this.canvas);
      this.pixel = this.ctx.createImageData(1, 1);
    }
    return this.ctx;
  }

  /**
   * Makes the canvas for pictures of this size and gives it its pixels, before the first
   * picture: a new canvas pays for them on its first drawing, ~28 ms of a 36–40 ms frame at
   * seat level in a pinch (phone profile, 4×; bench/README.md). For an idle moment.
   */
  prepare(deviceWidth: number, deviceHeight: number): void {
    if (this.job) return;
    const ctx = this.sized(deviceWidth, deviceHeight);
    if (this.pixel) flushAt(ctx, this.pixel, 0, 0);
  }

  /**
   * Draws bands until `budgetMs` has gone by `now` (at least one band a call); true once
   * every band is in.
   */
  step(budgetMs: number, now: () => number): boolean {
    const job = this.job;
    const ctx = this.ctx;
    const canvas = this.canvas;
    if (!job || !ctx || !canvas || !this.pixel) return false;
    const start = now();
    while (job.next < job.bands) {
      const [y0, y1] = bandRows(job.next, job.height);
      this.band = { job, width: job.width, y0, y1 };
      try {
        this.shape.drawScene(canvas);
      } finally {
        this.band = null;
      }
      // Rasterise this band now, in this frame, rather than every band in the frame that shows
      // them: a pixel written in the next band's first row (which that band paints over)
      // flushes it. The last band is rasterised by the hand-over, in this same frame.
      if (y1 < job.height) flushAt(ctx, this.pixel, 0, y1);
      job.next++;
      if (now() - start >= budgetMs) break;
    }
    return job.next >= job.bands;
  }

  /**
   * The finished picture: an ImageBitmap where OffscreenCanvas can hand one over (no
   * copy; the builder's canvas starts blank again), else the canvas itself.
   */
  take(): ImageBitmap | AnyCanvas {
    if (!this.done || !this.canvas) throw new Error('the picture is not finished');
    this.job = null;
    const canvas = nativeCanvas(this.canvas);
    if (typeof OffscreenCanvas !== 'undefined' && canvas instanceof OffscreenCanvas) {
      const bitmap = canvas.transferToImageBitmap();
      this.warmLater();
      return bitmap;
    }
    return canvas;
  }

  /**
   * Handing the pixels over leaves the canvas without any: the next first band would pay
   * for new ones (15–30 ms on the throttled phone profile). Taken now, while the map is
   * still, they are ready for the next picture.
   */
  private warmLater(): void {
    this.cancelWarming = whenIdle(() => {
      this.cancelWarming = null;
      if (this.job || !this.ctx || !this.pixel) return;
      flushAt(this.ctx, this.pixel, 0, 0);
    });
  }

  cancel(): void {
    this.job = null;
  }

  dispose(): void {
    this.cancelWarming?.();
    this.cancelWarming = null;
    this.job = null;
    if (this.canvas) this.canvas.setSize(0, 0);
    this.canvas = null;
    this.ctx = null;
  }
}
