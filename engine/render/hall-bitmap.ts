import type { Bounds, HallModel } from '../hall/model';
import { batchByColor } from './batch';
import { context2d, releaseCanvas } from './canvas';
import { drawBackground } from './draw-background';
import { drawSeatsAsArcs, SEAT_STROKE_RATIO } from './draw-seats';
import type { OutlinePaths } from './outlines';
import type { SeatPalette } from './palette';
import { packColors, packRingColors, rasterizeSeats } from './rasterize';
import { bandView, canvasElement, fillBox, handedOverBands, sizedCss, type Band } from './hall-bitmap-bands';
import type { View } from './view';

/**
 * The whole hall (sectors, standing areas, stage and every seat) rendered once into a
 * <canvas> element behind the map's layers. Below the LOD threshold it is the picture;
 * during a gesture it shows wherever the moved last frame does not reach. Either way it
 * is placed by a CSS transform, so moving it costs the main thread nothing: the
 * compositor scales it. (Redrawing it with drawImage costs a software-rastered frame of
 * ~50 ms on a throttled phone profile.) 2048 px a side is safe on every mobile GPU; the
 * pixel budget keeps it near 12 MB.
 */
export const HALL_BITMAP_MAX_SIDE = 2048;
export const HALL_BITMAP_MAX_PIXELS = 3_000_000;
/** Small halls would otherwise get a huge scale for nothing: seats stay under ~16 px. */
const HALL_BITMAP_MAX_SCALE = 36;
const PAD_UNITS = 1;
/** Bitmap pixels a patch clears around a seat's disc: its anti-aliased edge. */
const PATCH_SLACK = 0.75;

export interface HallBitmapLayout {
  /** Bitmap pixels per hall unit. */
  scale: number;
  width: number;
  height: number;
  /** Hall coordinates of the bitmap's top-left corner. */
  originX: number;
  originY: number;
}

export function hallBitmapLayout(bounds: Bounds, maxSide = HALL_BITMAP_MAX_SIDE, maxPixels = HALL_BITMAP_MAX_PIXELS, maxScale = HALL_BITMAP_MAX_SCALE): HallBitmapLayout {
  const bw = Math.max(bounds.maxX - bounds.minX, 1e-6) + 2 * PAD_UNITS;
  const bh = Math.max(bounds.maxY - bounds.minY, 1e-6) + 2 * PAD_UNITS;
  const scale = Math.min(maxSide / bw, maxSide / bh, Math.sqrt(maxPixels / (bw * bh)), HALL_BITMAP_MAX_SCALE, maxScale);
  return {
    scale,
    width: Math.max(1, Math.min(maxSide, Math.ceil(bw * scale))),
    height: Math.max(1, Math.min(maxSide, Math.ceil(bh * scale))),
    originX: bounds.minX - PAD_UNITS,
    originY: bounds.minY - PAD_UNITS,
  };
}

/** The view under which the bitmap was drawn (bitmap pixels, not CSS pixels). */
export function bitmapView(layout: HallBitmapLayout): View {
  return { k: layout.scale, x: -layout.originX * layout.scale, y: -layout.originY * layout.scale };
}

/**
 * The CSS transform (origin at the element's top-left, element sized in bitmap pixels as
 * CSS pixels) that puts the bitmap where `view` shows the hall.
 */
export function bitmapPlacement(layout: HallBitmapLayout, view: View): string {
  const u = view.k / layout.scale;
  return `matrix(${u}, 0, 0, ${u}, ${layout.originX * view.k + view.x}, ${layout.originY * view.k + view.y})`;
}

/** Colour keys of what is drawn under the seats, which the bitmap must follow. */
export interface BitmapColors {
  palette: SeatPalette;
  sectorKeys: Uint16Array;
  standKeys: Uint16Array;
  /** `usestrokesector`: seat rings and stroked sector outlines. */
  stroke: boolean;
  /**
   * The box's colour, painted under everything: the bitmap is then opaque, and the rows its
   * bands share are not seen twice (a darker line where seats' soft edges are drawn over
   * each other). Without it the bitmap is transparent around the hall.
   */
  box?: string;
}

export class HallBitmap {
  readonly layout: HallBitmapLayout;
  /** What is on screen: a box of `bitmaprenderer` canvases, one a band, or the one canvas drawn on. */
  readonly element: HTMLElement;
  private bands: Band[];
  private all: Int32Array | null = null;
  private placed = '';
  /** The view it was last placed for (null: never placed). */
  lastView: View | null = null;

  /**
   * `maxScale`: bitmap pixels per hall unit at most (a smaller bitmap for the opening view).
   * `drawnOnScreen`: drawn straight on its element's 2D context, on screen in the frame it
   * is drawn in (no ImageBitmap a task later, and one frame sooner); for a bitmap that is
   * soon replaced, since a 2D canvas costs the compositor more while it moves.
   */
  constructor(
    private model: HallModel,
    private paths: OutlinePaths,
    maxScale = HALL_BITMAP_MAX_SCALE,
    drawnOnScreen = false,
  ) {
    this.layout = hallBitmapLayout(model.bounds, HALL_BITMAP_MAX_SIDE, HALL_BITMAP_MAX_PIXELS, maxScale);
    const { width, height } = this.layout;
    const css = `position:absolute;left:0;top:0;${sizedCss(width, height)}transform-origin:0 0;will-change:transform;pointer-events:none;`;
    // A 2D canvas on screen is copied for the compositor on every frame it moves; an
    // ImageBitmap handed to a `bitmaprenderer` canvas is not.
    const bands = drawnOnScreen ? null : handedOverBands(width, height);
    if (bands) {
      const box = document.createElement('div');
      box.style.cssText = css;
      box.append(...bands.map((band) => band.display));
      this.element = box;
      this.bands = bands;
    } else {
      const display = canvasElement(width, height, css);
      this.element = display;
      this.bands = [{ y: 0, height, display, renderer: null, source: display, ctx: context2d(display), generation: 0, pending: false }];
    }
    this.element.setAttribute('aria-hidden', 'true');
  }

  /**
   * Every seat's index, for the canvas's own drawing (colours the rasteriser cannot read);
   * made when first needed: the rasteriser walks the seats without it.
   */
  private allSeats(): Int32Array {
    if (this.all) return this.all;
    // A plain loop: TypedArray.map calls back 100,000 times (tens of ms on a throttled phone).
    const all = new Int32Array(this.model.seatCount);
    for (let i = 0; i < all.length; i++) all[i] = i;
    return (this.all = all);
  }

  /** Whether seat `i`'s disc (its ring by `grow`, and a patch's slack) reaches into the band's rows. */
  private reaches(band: Band, i: number, grow: number): boolean {
    const { model, layout } = this;
    const view = bitmapView(layout);
    const y = model.y[i]! * view.k + view.y;
    const r = (model.r[i]! * grow + PATCH_SLACK / layout.scale) * view.k + 1;
    return y + r > band.y && y - r < band.y + band.height;
  }

  /** The seats whose discs reach into the band's rows. */
  private seatsIn(band: Band, grow: number): Int32Array {
    const seats: number[] = [];
    for (let i = 0; i < this.model.seatCount; i++) if (this.reaches(band, i, grow)) seats.push(i);
    return Int32Array.from(seats);
  }

  /** What was drawn last is on screen (false while it is drawn in steps, or an ImageBitmap is on its way). */
  shown = true;
  /** Bands are being drawn in steps: the ones on screen are not the picture yet. */
  private drawing = false;
  private disposed = false;
  /** Called when a picture finishes reaching the screen. */
  onShown: () => void = () => {};

  private settle(): void {
    if (this.shown || this.drawing || this.bands.some((band) => band.pending)) return;
    this.shown = true;
    this.onShown();
  }

  /**
   * Puts what these bands' sources hold on screen. `createImageBitmap` of an OffscreenCanvas
   * is a snapshot that arrives a task later; the source keeps its pixels for the next patch.
   * (transferToImageBitmap would blank the source, and drawing it back costs a copy of the
   * band on the main thread.)
   */
  private publish(bands: Iterable<Band>): void {
    for (const band of bands) {
      const renderer = band.renderer;
      if (!renderer) continue;
      const generation = ++band.generation;
      band.pending = true;
      this.shown = false;
      const done = (bitmap: ImageBitmap | null) => {
        if (this.disposed || generation !== band.generation) {
          bitmap?.close();
          return;
        }
        // Null: no memory for a snapshot; the old picture stays, the next render tries again.
        if (bitmap) renderer.transferFromImageBitmap(bitmap);
        band.pending = false;
        this.settle();
      };
      createImageBitmap(band.source).then(done, () => done(null));
    }
  }

  render(colors: BitmapColors): void {
    const step = this.renderInSteps(colors, Infinity);
    while (!step());
  }

  /**
   * `render` cut in steps, for the full bitmap drawn at idle: each call stamps the next
   * `seatsPerStep` seats; then each call puts a band's pixels, slides the sectors in under
   * them and hands the band to the screen; the last returns true. In one piece, a 100k
   * hall's full bitmap held a phone at 6× for ~500 ms, and a pinch starting then waited for
   * all of it (bench/README.md, issue 31).
   * Statuses are read as each seat is stamped: a change after it is the caller's to patch.
   */
  renderInSteps(colors: BitmapColors, seatsPerStep: number): () => boolean {
    const { layout, model } = this;
    const { palette, stroke } = colors;
    const view = bitmapView(layout);
    const fills = packColors(palette.colors);
    const rings = packRingColors(palette.colors);
    const background = (band: Band) => {
      drawBackground(band.ctx, {
        model, paths: this.paths, sectorKeys: colors.sectorKeys, standKeys: colors.standKeys, palette, view: bandView(view, band),
        width: layout.width, height: band.height, pixelRatio: 1, strokeSectors: stroke,
      });
      // Under the sectors (drawn under what is there, as they are).
      if (colors.box) fillBox(band.ctx, colors.box, layout.width, band.height);
    };
    if (!(fills && rings && typeof ImageData !== 'undefined')) {
      return () => {
        // Colours the rasteriser cannot read (named, rgba()): let the canvas draw them.
        for (const band of this.bands) {
          band.ctx.setTransform(1, 0, 0, 1, 0, 0);
          band.ctx.clearRect(0, 0, layout.width, band.height);
          band.ctx.globalCompositeOperation = 'destination-over';
          background(band);
          band.ctx.globalCompositeOperation = 'source-over';
          const batches = batchByColor(this.bands.length > 1 ? this.seatsIn(band, stroke ? 1 + SEAT_STROKE_RATIO / 2 : 1) : this.allSeats(), model.status, palette);
          drawSeatsAsArcs(band.ctx, { model, batches, palette, view: bandView(view, band), pixelRatio: 1, stroke });
        }
        this.publish(this.bands);
        return true;
      };
    }
    // Seats stamped into fresh pixels (100k arcs through the canvas would be recorded and
    // rasterised later, ~10× slower), then the sectors slid in under them: no read-back.
    const pixels = new ImageData(layout.width, layout.height);
    const raster = { fills, rings: stroke ? rings : null, status: model.status, freeKey: palette.freeKey };
    let next = 0;
    let k = 0;
    const banded = this.bands.length > 1;
    return () => {
      if (next < model.seatCount) {
        const count = Math.min(model.seatCount - next, seatsPerStep);
        // The whole hall at once walks the seats without an index list (its first picture).
        const seats = next === 0 && count === model.seatCount ? null : this.allSeats().subarray(next, next + count);
        rasterizeSeats(pixels, model, seats, count, raster, view, stroke ? SEAT_STROKE_RATIO : 0);
        next += count;
        // The bands come after, each in a step of its own.
        if (next < model.seatCount || banded) return false;
      }
      // A band a step: its rows replace the canvas's (nothing to clear), the sectors under them.
      const band = this.bands[k]!;
      const { ctx } = band;
      // Bands handed over one by one are not the picture until the last; one drawn on screen is.
      if (band.renderer) this.drawing = true;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'source-over';
      ctx.putImageData(pixels, 0, -band.y, 0, band.y, layout.width, band.height);
      ctx.globalCompositeOperation = 'destination-over';
      background(band);
      ctx.globalCompositeOperation = 'source-over';
      this.publish([band]);
      k++;
      if (k < this.bands.length) return false;
      if (this.drawing) {
        this.drawing = false;
        this.settle();
      }
      return true;
    };
  }

  /**
   * Repaints only the seats whose status changed: a tap must not cost a full re-render of
   * 100k seats. Each seat's disc is cleared, its sector's background redrawn inside it,
   * then the seat; seats never overlap, so no neighbour is touched. Only the bands a seat
   * is in are drawn on and handed over again.
   */
  patch(colors: BitmapColors, seats: Iterable<number>): void {
    const { layout, model } = this;
    const { palette, stroke } = colors;
    const whole = bitmapView(layout);
    const slack = PATCH_SLACK / layout.scale;
    const grow = stroke ? 1 + SEAT_STROKE_RATIO / 2 : 1;
    const one = new Int32Array(1);
    const touched = new Set<Band>();
    for (const i of seats) {
      const x = model.x[i]!;
      const y = model.y[i]!;
      const r = model.r[i]!;
      for (const band of this.bands) {
        if (!this.reaches(band, i, grow)) continue;
        touched.add(band);
        const { ctx } = band;
        const v = bandView(whole, band);
        ctx.save();
        ctx.setTransform(v.k, 0, 0, v.k, v.x, v.y);
        ctx.beginPath();
        ctx.arc(x, y, r * grow + slack, 0, Math.PI * 2);
        ctx.clip();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, layout.width, band.height);
        if (colors.box) fillBox(ctx, colors.box, layout.width, band.height);
        const sector = model.sector[i]!;
        const path = sector >= 0 ? this.paths.sectors[sector] : null;
        if (path) {
          // The clip keeps this to the seat's disc; only its own sector can be under it.
          drawBackground(ctx, {
            model: { ...model, sectors: [model.sectors[sector]!], stands: [], stage: [] },
            paths: { sectors: [path], stands: [], stage: [] },
            sectorKeys: colors.sectorKeys.subarray(sector, sector + 1), standKeys: new Uint16Array(0), palette, view: v,
            width: layout.width, height: band.height, pixelRatio: 1, strokeSectors: stroke,
          });
        }
        one[0] = i;
        drawSeatsAsArcs(ctx, { model, batches: batchByColor(one, model.status, palette), palette, view: v, pixelRatio: 1, stroke });
        ctx.restore();
      }
    }
    this.publish(touched);
  }

  /** Puts the bitmap where `view` shows the hall (under an opaque seat frame it is simply covered). */
  place(view: View): void {
    this.lastView = view;
    const transform = bitmapPlacement(this.layout, view);
    if (transform === this.placed) return;
    this.element.style.transform = transform;
    this.placed = transform;
  }

  dispose(): void {
    this.disposed = true;
    for (const band of this.bands) {
      band.renderer?.transferFromImageBitmap(null);
      releaseCanvas(band.source);
      if (band.display !== band.source) releaseCanvas(band.display);
    }
    this.element.remove();
  }
}
