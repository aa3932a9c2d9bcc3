import type { HallModel } from '../hall/model';
import { SeatStatus } from '../hall/model';
import { opaqueBackgroundOf } from './background-color';
import type { Ctx2D } from './canvas';
import { drawBackground } from './draw-background';
import { drawOverlay } from './draw-overlay';
import { FrameStats } from './frame-stats';
import { createHallBitmapKeeper } from './hall-bitmap-keeper';
import { createLayerStack } from './layer-stack';
import { buildOutlinePaths, sectorFillKeyOf, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette, type SeatPalette } from './palette';
import { BUILD_BUDGET_MS, PictureBuilder, type PictureJob } from './picture-builder';
import { cappedPixelRatio } from './pixel-ratio';
import { whenIdle } from './idle';
import type { LevelOfDetail } from '../lod/lod';
import type { Renderer, RendererOptions } from './renderer-types';
import { createSeatLayerPainter } from './seat-layer';
import { SeatPatches } from './seat-patches';
import { sameView, type View } from './view';

export type { Renderer, RendererOptions, SeatQuery } from './renderer-types';
export type { LevelOfDetail } from '../lod/lod';

/** Frames in which a seat is patched at idle ahead of the first tap (see rehearseTap). */
const TAP_REHEARSALS = 2;

/** More changed seats than this draw a new picture instead of patching the seats. */
const SEAT_PATCH_LIMIT = 256;

const sameJob = (a: PictureJob, b: PictureJob) => sameView(a.view, b.view) && a.lod === b.lod && a.generation === b.generation;

/**
 * Over the whole-hall bitmap: the picture of the view (background and seats, a bitmap),
 * a Konva layer of seats patched since it was drawn, and a Konva overlay (selection,
 * hover, keyboard focus). While the view moves nothing is drawn: the picture and a still
 * of the patches and overlay are moved by CSS transforms (the compositor's work). Once the
 * view is still, the next picture is drawn off screen in bands, a few a frame, while the
 * last one stays on screen carried to the new view; when its last band is in it is handed
 * over whole, so no frame carries the whole drawing. Below the LOD threshold the bitmap is
 * the picture and only the overlay is drawn over it.
 */
export function createRenderer(host: HTMLElement, model: HallModel, options: RendererOptions): Renderer {
  const now = options.now ?? (() => performance.now());
  const pixelRatio = options.pixelRatio ?? cappedPixelRatio(globalThis.devicePixelRatio);
  const stroke = model.meta.usestrokesector;
  const background = options.background ?? opaqueBackgroundOf(host);

  let width = Math.max(1, Math.round(host.clientWidth));
  let height = Math.max(1, Math.round(host.clientHeight));
  let view: View = { k: 1, x: 0, y: 0 };
  let moving = false;
  let lod: LevelOfDetail = options.levelOfDetail(view.k);
  let appliedColors: ReadonlyMap<number, string> = options.categoryColors ?? new Map();
  let palette: SeatPalette = buildPalette(model, appliedColors);
  const paths = buildOutlinePaths(model);
  let sectorKeys = sectorFillKeys(model, palette);
  let standKeys = standFillKeys(model, palette);
  // The selection is the model's (`status`, which the seat map sets as the cart says): the
  // selected seats are listed from it only when the overlay marks them (below the threshold).
  let selectedSeats: number[] | null = null;
  const selected = () => (selectedSeats ??= seatsWithStatus(model, SeatStatus.selected));
  let hover: number | null = null;
  let focusSeat: number | null = null;
  let focusSector: number | null = null;

  /** Bumped when a picture must be drawn again for the same view: colours, sector fills, bulk status changes. */
  let generation = 0;
  /** What the picture on screen was drawn for (null: none). */
  let shown: PictureJob | null = null;
  /** The view the patch and overlay layers were last drawn for (null: nothing valid on them). */
  let crispView: View | null = null;
  /** Seats whose status changed while the picture being built was drawn: its bands may hold either state. */
  const changedDuringBuild = new Set<number>();

  const stats = new FrameStats();
  const frameListeners = new Set<(info: { crisp: boolean; lod: LevelOfDetail }) => void>();
  let overlayDirty = true;
  let raf: number | null = null;
  let disposed = false;
  let changedAt: number | null = null;

  const painter = createSeatLayerPainter({
    model,
    query: options.query,
    method: options.seatDrawing ?? 'arcs',
    uniformRadius: options.uniformRadius,
    pixelRatio,
    stroke,
    numbersAllowed: model.meta.showseatnumber,
    stats,
  });

  const backgroundOf = (v: View) => ({ model, paths, sectorKeys, standKeys, palette, view: v, width, height, pixelRatio, strokeSectors: stroke });

  /** What lies under the seats in a fresh picture: the opaque box colour, then sectors, standing areas, stage. */
  function paintUnder(ctx: Ctx2D, v: View, y0: number, y1: number) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = background;
    ctx.fillRect(0, y0, ctx.canvas.width, y1 - y0);
    drawBackground(ctx, backgroundOf(v));
  }

  const builder = new PictureBuilder((ctx, job, y0, y1) => {
    paintUnder(ctx, job.view, y0, y1);
    painter.drawArea(ctx, job.view, palette, job.lod, { minX: 0, minY: y0 / pixelRatio, maxX: width, maxY: y1 / pixelRatio });
  });

  const none: number[] = [];
  const layers = createLayerStack(host, width, height, pixelRatio, {
    overlay: (ctx) => drawOverlay(ctx, { model, paths, view, pixelRatio, hover, focusSeat, focusSector, selected: lod === 'sectors' ? selected() : none }),
  });
  // At seat level the seats carry their selection marks: in touch use the overlay is empty and not composited.
  const overlayShown = () => !(hover === null && focusSeat === null && focusSector === null && (lod !== 'sectors' || selected().length === 0));
  /** Whether the overlay's canvas is blank: an empty overlay need not be cleared again. */
  let overlayBlank = true;

  const bitmaps = createHallBitmapKeeper({
    model,
    paths,
    colors: () => ({ palette, sectorKeys, standKeys, stroke }),
    mount: (el) => layers.addBottom(el),
    // The picture arrives a task after it is drawn: below the threshold that frame is the crisp one.
    onShown: () => request({}),
    // The view it opens at: the hall fitted to the screen needs no more pixels than the screen's.
    openingScale: () => view.k * pixelRatio,
  });

  const patches = new SeatPatches(
    (ctx, seats, v) => painter.patch(ctx, seats, v, palette, lod, (c) => paintUnder(c, v, 0, c.canvas.height)),
    model,
    pixelRatio,
  );
  /** Whether the patches' canvas has its pixels for the current size (else the first tap pays for them). */
  let patchesPrepared = false;
  let cancelPrepare: (() => void) | null = null;
  const deviceWidth = () => Math.round(width * pixelRatio);
  const deviceHeight = () => Math.round(height * pixelRatio);

  function clearPatches() {
    patches.clear();
    layers.clearPatches();
  }

  /**
   * The first two taps on a map cost 20–40 ms more than the rest (throttled phone
   * profile): the code that paints a patch ran for the first time, and the patches' canvas
   * was shown for the first time; the compositor takes a new buffer for each of the first
   * two frames that show a changed canvas (one on screen, one being drawn) and reuses them
   * after. So, at idle after the first picture, a seat in view is patched as it is (the
   * patch paints what the picture holds there: nothing changes on screen) in two frames,
   * each step at idle after the frame of the last, then the patches go. A real tap
   * meanwhile is patched alongside and kept.
   */
  let rehearsal: { seats: Set<number>; left: number; awaitsFrame: boolean } | null = null;
  function rehearseTap() {
    cancelPrepare = whenIdle(() => {
      cancelPrepare = null;
      const r = rehearsal;
      if (!r || disposed) return;
      // Not while the view moves, a picture is being drawn or the sectors are shown: after the next still picture.
      if (moving || shown === null || builder.current || lod === 'sectors') {
        r.awaitsFrame = true;
        return;
      }
      if (r.left === 0) {
        rehearsal = null;
        if (patches.size === r.seats.size && [...r.seats].every((i) => patches.has(i))) {
          clearPatches();
          request({});
        }
        return;
      }
      const seat = seatInView();
      if (seat < 0) {
        rehearsal = null;
        return;
      }
      r.left--;
      r.awaitsFrame = true;
      r.seats.add(seat);
      patches.add([seat]);
      request({});
    });
  }

  /** A seat drawn in the current view, -1 if none. */
  function seatInView(): number {
    const k = view.k;
    const minX = -view.x / k, minY = -view.y / k, maxX = (width - view.x) / k, maxY = (height - view.y) / k;
    for (let i = 0; i < model.seatCount; i++) {
      const x = model.x[i]!, y = model.y[i]!;
      if (x > minX && x < maxX && y > minY && y < maxY) return i;
    }
    return -1;
  }

  /** The last picture (and the bitmap under it) carried to the view while it moves or the next one is drawn. */
  function carry() {
    layers.moveLastFrame(view, crispView, patches.size > 0 ? patches.rect : null, overlayShown());
    // Below the threshold the bitmap is what the buyer looks at: it has to be right.
    (lod === 'sectors' ? bitmaps.current() : bitmaps.asItIs()).place(view);
    if (lod !== 'sectors') bitmaps.refreshLater();
  }

  function finishCrisp() {
    const show = overlayShown();
    if (overlayDirty && (show || !overlayBlank)) {
      layers.drawOverlay();
      overlayBlank = !show;
    }
    overlayDirty = false;
    crispView = view;
    layers.showCrisp(lod, show);
  }

  /** Below the threshold: the bitmap is the picture. */
  function drawSectors() {
    bitmaps.current().place(view);
    if (shown) {
      shown = null;
      layers.dropPicture();
    }
    if (patches.size > 0) clearPatches();
    finishCrisp();
  }

  /** At seat level: the picture for this view, band by band; false while it is not complete. */
  function drawSeats(): boolean {
    const job: PictureJob = { view, lod, generation };
    if (!shown || !sameJob(shown, job)) {
      const current = builder.current;
      if (!current || !sameJob(current, job)) {
        builder.start(job, deviceWidth(), deviceHeight());
        changedDuringBuild.clear();
        stats.lastVisibleSeats = 0;
      }
      // With a picture on screen meanwhile the work is spread; with none, done at once.
      const meanwhile = shown !== null || bitmaps.created;
      if (!builder.step(meanwhile ? BUILD_BUDGET_MS : Infinity, now)) {
        carry();
        return false;
      }
      layers.showPicture(builder.take(), view, deviceWidth(), deviceHeight());
      shown = job;
      if (!patchesPrepared) {
        patchesPrepared = true;
        cancelPrepare = whenIdle(() => {
          cancelPrepare = null;
          layers.preparePatches();
          rehearsal = { seats: new Set(), left: TAP_REHEARSALS, awaitsFrame: false };
          rehearseTap();
        });
      }
      // The picture holds every status as it is now but those that changed while it was drawn.
      clearPatches();
      patches.add(changedDuringBuild);
      changedDuringBuild.clear();
      overlayDirty = true;
    }
    // A picture started for a view left before it was finished.
    else if (builder.current) builder.cancel();
    // The changed seats painted over the picture instead of a new one.
    if (patches.dirty) patches.paintPending(layers.patchContext(), view);
    finishCrisp();
    bitmaps.refreshLater();
    return true;
  }

  function frame() {
    raf = null;
    if (disposed) return;
    const t0 = now();
    let crisp = false;
    if (moving) carry();
    else if (lod === 'sectors') {
      drawSectors();
      // Not crisp until the bitmap is on screen.
      crisp = bitmaps.shown;
    } else {
      crisp = drawSeats();
      // The next bands go into the next frame.
      if (!crisp) request({});
    }
    const t1 = now();
    stats.record(t1 - t0, !crisp);
    if (changedAt !== null && crisp) {
      stats.lastUpdateLatency = t1 - changedAt;
      changedAt = null;
    }
    if (crisp && stats.firstPaintAt === null) stats.firstPaintAt = t1;
    if (crisp && rehearsal?.awaitsFrame) {
      rehearsal.awaitsFrame = false;
      rehearseTap();
    }
    for (const fn of frameListeners) fn({ crisp, lod });
  }

  function request(what: { overlay?: boolean; picture?: boolean }) {
    if (disposed) return;
    if (what.overlay) overlayDirty = true;
    if (what.picture) generation++;
    raf ??= requestAnimationFrame(frame);
  }

  return {
    element: layers.element,
    setSize(w, h) {
      const nw = Math.max(1, Math.round(w));
      const nh = Math.max(1, Math.round(h));
      if (nw === width && nh === height && crispView !== null) return;
      width = nw;
      height = nh;
      layers.setSize(width, height);
      // Resizing cleared every layer: there is no last frame to move, and no picture fits.
      crispView = null;
      clearPatches();
      patchesPrepared = false;
      overlayBlank = true;
      shown = null;
      layers.dropPicture();
      builder.cancel();
      request({ overlay: true });
    },
    setView(next, isMoving) {
      view = next;
      moving = isMoving;
      lod = options.levelOfDetail(view.k);
      request(isMoving ? {} : { overlay: true });
    },
    getView: () => view,
    getLod: () => lod,
    setCategoryColors(colors) {
      // The shell passes the colours at creation and again from an effect right after it:
      // the same colours must not cost a palette, the sector keys and the hall bitmap again.
      if (sameColors(colors, appliedColors)) return;
      appliedColors = colors;
      palette = buildPalette(model, colors);
      sectorKeys = sectorFillKeys(model, palette);
      standKeys = standFillKeys(model, palette);
      bitmaps.invalidate();
      painter.sprites.clear();
      request({ picture: true, overlay: true });
    },
    seatsChanged(seats) {
      changedAt ??= now();
      selectedSeats = null;
      if (seats === undefined) {
        sectorKeys = sectorFillKeys(model, palette);
        bitmaps.invalidate();
        request({ picture: true, overlay: true });
        return;
      }
      const changed = Array.from(seats);
      const sectors = new Set<number>();
      for (const i of changed) {
        bitmaps.seatChanged(i);
        if (builder.current) changedDuringBuild.add(i);
        sectors.add(model.sector[i]!);
      }
      bitmaps.capPatch();
      let sectorsChanged = false;
      for (const s of sectors) {
        if (s < 0) continue;
        const key = sectorFillKeyOf(model, palette, s);
        if (key !== sectorKeys[s]) {
          sectorKeys[s] = key;
          sectorsChanged = true;
        }
      }
      // A sector's colour is in the bitmap too.
      if (sectorsChanged) bitmaps.invalidate();
      // Painted over the picture at the next crisp frame (or drawn into a new one).
      patches.add(changed);
      request({ picture: sectorsChanged || patches.size > SEAT_PATCH_LIMIT, overlay: true });
    },
    standsChanged() {
      standKeys = standFillKeys(model, palette);
      bitmaps.invalidate();
      request({ picture: true });
    },
    setHover(seat) {
      if (seat === hover) return;
      hover = seat;
      request({ overlay: true });
    },
    setFocus(seat, sector) {
      if (seat === focusSeat && sector === focusSector) return;
      focusSeat = seat;
      focusSector = sector;
      request({ overlay: true });
    },
    onFrame(fn) {
      frameListeners.add(fn);
      return () => frameListeners.delete(fn);
    },
    stats: () => stats.snapshot(),
    resetStats: () => stats.reset(),
    dispose() {
      if (disposed) return;
      disposed = true;
      if (raf !== null) cancelAnimationFrame(raf);
      raf = null;
      frameListeners.clear();
      cancelPrepare?.();
      bitmaps.dispose();
      builder.dispose();
      patches.clear();
      painter.sprites.clear();
      layers.dispose();
    },
  };
}

function seatsWithStatus(model: HallModel, status: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < model.seatCount; i++) if (model.status[i] === status) out.push(i);
  return out;
}

function sameColors(a: ReadonlyMap<number, string>, b: ReadonlyMap<number, string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}
