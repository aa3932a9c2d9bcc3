import type { LevelOfDetail } from '../lod/lod';
import type { FrameStats } from './frame-stats';
import { PictureBuilder, type BandPainter, type PictureJob } from './picture-builder';
import { SeatPatches, type PaintSeats } from './seat-patches';
import { sameView, type View } from './view';

/** More changed seats than this draw a new picture instead of patching the seats. */
const SEAT_PATCH_LIMIT = 256;

const sameJob = (a: PictureJob, b: PictureJob) => sameView(a.view, b.view) && a.lod === b.lod && a.generation === b.generation;

export type PictureStep =
  /** The picture on screen is the view's already. */
  | { state: 'unchanged' }
  /** Bands are still to be drawn (next frame). */
  | { state: 'pending' }
  /** Complete: it goes on screen now. */
  | { state: 'new'; picture: ImageBitmap | CanvasImageSource };

/**
 * The pictures at seat level: which one is on screen (for which view, level of detail and
 * generation of colours and statuses), the next one drawn off screen band by band, and the
 * seats patched over the one on screen since it was drawn (SeatPatches).
 */
export class SeatPictures {
  readonly patches: SeatPatches;
  private readonly builder: PictureBuilder;
  /** Bumped when a picture must be drawn again for the same view: colours, sector fills, bulk status changes. */
  private generation = 0;
  /** What the picture on screen was drawn for (null: none). */
  private shown: PictureJob | null = null;
  /** Seats whose status changed while the picture being built was drawn: its bands may hold either state. */
  private readonly changedDuringBuild = new Set<number>();

  constructor(
    paintBand: BandPainter,
    paintPatch: PaintSeats,
    model: { x: Float32Array; y: Float32Array; r: Float32Array },
    pixelRatio: number,
    private readonly stats: FrameStats,
    private readonly now: () => number,
  ) {
    this.builder = new PictureBuilder(paintBand);
    this.patches = new SeatPatches(paintPatch, model, pixelRatio);
  }

  /** A picture is on screen (it may be for another view). */
  get onScreen(): boolean {
    return this.shown !== null;
  }

  /** A picture is being drawn. */
  get building(): boolean {
    return this.builder.current !== null;
  }

  /** Too many seats patched: a new picture is cheaper. */
  get overPatchLimit(): boolean {
    return this.patches.size > SEAT_PATCH_LIMIT;
  }

  /** The next picture must be drawn anew even for the same view. */
  invalidate(): void {
    this.generation++;
  }

  /** Draws the picture for this view, within `budgetMs` (Infinity: all of it now). */
  step(view: View, lod: LevelOfDetail, deviceWidth: number, deviceHeight: number, budgetMs: number): PictureStep {
    const job: PictureJob = { view, lod, generation: this.generation };
    if (this.shown && sameJob(this.shown, job)) {
      // A picture started for a view left before it was finished.
      if (this.builder.current) this.builder.cancel();
      return { state: 'unchanged' };
    }
    const current = this.builder.current;
    if (!current || !sameJob(current, job)) {
      this.builder.start(job, deviceWidth, deviceHeight);
      this.changedDuringBuild.clear();
      this.stats.lastVisibleSeats = 0;
    }
    if (!this.builder.step(budgetMs, this.now)) return { state: 'pending' };
    const picture = this.builder.take();
    this.shown = job;
    // The picture holds every status as it is now but those that changed while it was drawn.
    this.patches.clear();
    this.patches.add(this.changedDuringBuild);
    this.changedDuringBuild.clear();
    return { state: 'new', picture };
  }

  /** Statuses of these seats changed: patched over the picture (and in the one being drawn, they may be either). */
  seatsChanged(seats: readonly number[]): void {
    if (this.builder.current) for (const i of seats) this.changedDuringBuild.add(i);
    this.patches.add(seats);
  }

  /** No picture is on screen any more (sectors shown instead); false when there was none. */
  drop(): boolean {
    if (!this.shown) return false;
    this.shown = null;
    return true;
  }

  /** Makes the canvas for the first picture at this size ready (an idle moment's work). */
  prepare(deviceWidth: number, deviceHeight: number): void {
    this.builder.prepare(deviceWidth, deviceHeight);
  }

  /** The box was resized: nothing drawn fits. */
  resized(): void {
    this.shown = null;
    this.builder.cancel();
  }

  dispose(): void {
    this.builder.dispose();
    this.patches.clear();
  }
}
