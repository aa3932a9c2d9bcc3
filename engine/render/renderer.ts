import type { HallModel } from '../hall/model';
import { SeatStatus } from '../hall/model';
import { opaqueBackgroundOf } from './background-color';
import { drawBackground } from './draw-background';
import { drawOverlay } from './draw-overlay';
import { FrameStats } from './frame-stats';
import { createHallBitmapKeeper } from './hall-bitmap-keeper';
import { createLayerStack } from './layer-stack';
import { buildOutlinePaths, sectorFillKeyOf, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette, type SeatPalette } from './palette';
import { cappedPixelRatio } from './pixel-ratio';
import type { Lod, Renderer, RendererOptions } from './renderer-types';
import { createSeatLayerPainter } from './seat-layer';
import type { View } from './view';

export type { Lod, Renderer, RendererOptions, SeatQuery } from './renderer-types';

/** More changed seats than this redraw the seat layer instead of patching it. */
const SEAT_PATCH_LIMIT = 256;

/**
 * Over the whole-hall bitmap, three Konva layers: background (sectors, standing areas,
 * stage), seats (one Shape drawing the visible seats) and overlay (selection, hover,
 * keyboard focus). A crisp frame draws them for the view. While the view moves nothing is
 * drawn: the last crisp frame, flattened into one still picture, and the bitmap are moved
 * by CSS transforms (the compositor's work) and the crisp frame follows when the view is
 * still. Canvases that move are what costs: a 2D canvas on screen is copied for the
 * compositor on every frame it moves, several milliseconds each on a software-composited
 * phone profile, while the still picture is handed over once. Below the LOD threshold the
 * bitmap is the picture and only the overlay is drawn over it.
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
  let lod: Lod = options.levelOfDetail(view.k);
  let palette: SeatPalette = buildPalette(model, options.categoryColors ?? new Map());
  const paths = buildOutlinePaths(model);
  let sectorKeys = sectorFillKeys(model, palette);
  let standKeys = standFillKeys(model, palette);
  const selected = new Set<number>();
  for (let i = 0; i < model.seatCount; i++) if (model.status[i] === SeatStatus.selected) selected.add(i);
  let hover: number | null = null;
  let focusSeat: number | null = null;
  let focusSector: number | null = null;

  /** The view the layers were last drawn for (null: nothing valid on them). */
  let crispView: View | null = null;
  /** LOD of the frame on the layers. */
  let crispLod: Lod = lod;
  /** Seats whose status changed since the seat layer was drawn, repainted one by one. */
  const seatPatch = new Set<number>();

  const stats = new FrameStats();
  const frameListeners = new Set<(info: { crisp: boolean; lod: Lod }) => void>();
  const dirty = { background: true, seats: true, overlay: true };
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

  // Konva draws a layer as soon as it is added: nothing is worth drawing before the first
  // frame has the real size and view. Below the threshold the bitmap under the layers is
  // the picture: the background and seat layers draw nothing then.
  let started = false;
  const layers = createLayerStack(host, width, height, pixelRatio, {
    background(ctx) {
      if (!started || lod === 'sectors') return;
      ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      // Opaque, so that the bitmap under a moved frame shows only where the frame does not reach.
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, width, height);
      drawBackground(ctx, { model, paths, sectorKeys, standKeys, palette, view, width, height, pixelRatio, strokeSectors: stroke });
    },
    seats(ctx) {
      if (!started || lod === 'sectors') return;
      painter.drawVisible(ctx, view, palette, lod, width, height);
    },
    overlay: (ctx) => started && drawOverlay(ctx, { model, paths, view, pixelRatio, hover, focusSeat, focusSector, selected }),
  });
  const overlayEmpty = () => hover === null && focusSeat === null && focusSector === null && selected.size === 0;

  const bitmaps = createHallBitmapKeeper({
    model,
    paths,
    colors: () => ({ palette, sectorKeys, standKeys, stroke }),
    mount: (el) => layers.addBottom(el),
    // The picture arrives a task after it is drawn: below the threshold that frame is the crisp one.
    onShown: () => request({}),
  });

  /** Repaints changed seats on the drawn seat layer instead of drawing every seat in view. */
  function patchSeatLayer() {
    const seats = Int32Array.from(seatPatch);
    seatPatch.clear();
    if (lod === 'sectors') return;
    painter.patch(layers.seatLayer.getContext()._context, seats, view, palette, lod);
  }

  function moveLastFrame() {
    layers.moveLastFrame(crispView, crispLod, overlayEmpty, view);
    // The bitmap moves under the picture.
    bitmaps.current().place(view);
  }

  function drawCrisp() {
    if (lod === 'sectors') bitmaps.current().place(view);
    if (dirty.background) layers.backgroundLayer.draw();
    if (dirty.seats) {
      layers.seatLayer.draw();
      seatPatch.clear();
    } else if (seatPatch.size > 0) {
      patchSeatLayer();
    }
    if (dirty.overlay) layers.overlayLayer.draw();
    dirty.background = dirty.seats = dirty.overlay = false;
    crispView = view;
    crispLod = lod;
    layers.showCrisp(lod, !overlayEmpty());
    if (lod !== 'sectors') bitmaps.refreshLater();
  }

  function frame() {
    raf = null;
    if (disposed) return;
    started = true;
    const t0 = now();
    if (moving) moveLastFrame();
    else drawCrisp();
    // Below the threshold the picture is the bitmap: not crisp until it is on screen.
    const crisp = !moving && (lod !== 'sectors' || bitmaps.shown);
    const t1 = now();
    stats.record(t1 - t0, moving);
    if (changedAt !== null && crisp) {
      stats.lastUpdateLatency = t1 - changedAt;
      changedAt = null;
    }
    if (crisp && stats.firstPaintAt === null) stats.firstPaintAt = t1;
    for (const fn of frameListeners) fn({ crisp, lod });
  }

  function request(layers: Partial<typeof dirty>) {
    if (disposed) return;
    if (layers.background) dirty.background = true;
    if (layers.seats) dirty.seats = true;
    if (layers.overlay) dirty.overlay = true;
    raf ??= requestAnimationFrame(frame);
  }

  const all = { background: true, seats: true, overlay: true };

  return {
    element: layers.element,
    setSize(w, h) {
      const nw = Math.max(1, Math.round(w));
      const nh = Math.max(1, Math.round(h));
      if (nw === width && nh === height && crispView !== null) return;
      width = nw;
      height = nh;
      layers.setSize(width, height);
      // Resizing cleared every canvas: there is no last frame to move.
      crispView = null;
      request(all);
    },
    setView(next, isMoving) {
      view = next;
      moving = isMoving;
      lod = options.levelOfDetail(view.k);
      request(isMoving ? {} : all);
    },
    getView: () => view,
    getLod: () => lod,
    setCategoryColors(colors) {
      palette = buildPalette(model, colors);
      sectorKeys = sectorFillKeys(model, palette);
      standKeys = standFillKeys(model, palette);
      bitmaps.invalidate();
      painter.sprites.clear();
      request(all);
    },
    seatsChanged(seats) {
      changedAt ??= now();
      if (seats === undefined) {
        selected.clear();
        for (let i = 0; i < model.seatCount; i++) if (model.status[i] === SeatStatus.selected) selected.add(i);
        sectorKeys = sectorFillKeys(model, palette);
        bitmaps.invalidate();
        request(all);
        return;
      }
      const sectors = new Set<number>();
      for (const i of seats) {
        if (model.status[i] === SeatStatus.selected) selected.add(i);
        else selected.delete(i);
        bitmaps.seatChanged(i);
        seatPatch.add(i);
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
      const redrawSeats = seatPatch.size > SEAT_PATCH_LIMIT;
      if (redrawSeats) seatPatch.clear();
      request({ background: sectorsChanged, seats: redrawSeats, overlay: true });
    },
    standsChanged() {
      standKeys = standFillKeys(model, palette);
      bitmaps.invalidate();
      request({ background: true });
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
      bitmaps.dispose();
      painter.sprites.clear();
      layers.dispose();
    },
  };
}
