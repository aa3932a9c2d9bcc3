import Konva from 'konva';
import type { Bounds, HallModel } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import { SeatStatus } from '../hall/model';
import { batchByColor } from './batch';
import { opaqueBackgroundOf } from './background-color';
import type { Ctx2D } from './canvas';
import { drawBackground } from './draw-background';
import { drawOverlay } from './draw-overlay';
import { applyView, drawSeatNumbers, drawSeatsAsArcs, drawSeatsAsSprites, SEAT_STROKE_RATIO, SpriteCache, type SeatDrawMethod } from './draw-seats';
import { FrameStats, type FrameStatsSnapshot } from './frame-stats';
import { HallBitmap } from './hall-bitmap';
import { buildOutlinePaths, sectorFillKeyOf, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette, type SeatPalette } from './palette';
import { cappedPixelRatio } from './pixel-ratio';
import { createStaticFrame } from './static-frame';
import { relativeView, visibleWorldBounds, type View } from './view';

export type Lod = LevelOfDetail;

/** What the renderer needs from the spatial index. */
export interface SeatQuery {
  search(bounds: Bounds): ArrayLike<number>;
}

export interface RendererOptions {
  query: SeatQuery;
  /** LOD for a zoom in pixels per hall unit (the shell binds map metadata and seat size). */
  levelOfDetail: (pxPerUnit: number) => Lod;
  categoryColors?: ReadonlyMap<number, string>;
  /** Defaults to `devicePixelRatio` capped at 2. */
  pixelRatio?: number;
  /** Arcs batched per colour, or one pre-rendered sprite per colour copied per seat. */
  seatDrawing?: SeatDrawMethod;
  /** Single radius of the hall's seats, when they share one (sprites need it). */
  uniformRadius?: number | null;
  /** Colour of the box behind the hall; defaults to the container's (or an ancestor's) background. */
  background?: string;
  now?: () => number;
}

export interface Renderer {
  /** The element Konva draws into; the caller sizes and positions it. */
  readonly element: HTMLElement;
  setSize(width: number, height: number): void;
  /** `moving`: move the last bitmap; otherwise draw crisp. */
  setView(view: View, moving: boolean): void;
  getView(): View;
  getLod(): Lod;
  setCategoryColors(colors: ReadonlyMap<number, string>): void;
  /** Statuses of these seats changed (all seats when omitted). */
  seatsChanged(seats?: Iterable<number>): void;
  /** Standing areas' quantities changed. */
  standsChanged(): void;
  setHover(seat: number | null): void;
  setFocus(seat: number | null, sector: number | null): void;
  /** Calls `fn` after every frame; returns an unsubscribe. */
  onFrame(fn: (info: { crisp: boolean; lod: Lod }) => void): () => void;
  stats(): FrameStatsSnapshot;
  resetStats(): void;
  dispose(): void;
}

/** A bulk status change past this share of the hall re-renders the bitmap instead of patching it. */
const PATCH_LIMIT_SHARE = 0.02;
/** More changed seats than this redraw the seat layer instead of patching it. */
const SEAT_PATCH_LIMIT = 256;
/** Culling margin: a seat half outside the view is still drawn. */
const CULL_MARGIN_PX = 16;
/**
 * A stale hall bitmap is brought up to date once the map has been still this long: taps
 * in a row must not wait for it (bringing it up to date copies the whole bitmap once).
 */
const BITMAP_IDLE_MS = 1000;
/** Seats are cleared a little past their ring when patched, by this many device pixels. */
const PATCH_SLACK_PX = 0.75;

function makeLayer(stage: Konva.Stage, pixelRatio: number, draw: (ctx: Ctx2D) => void): Konva.Layer {
  const layer = new Konva.Layer({ listening: false });
  layer.getCanvas().setPixelRatio(pixelRatio);
  layer.add(
    new Konva.Shape({
      listening: false,
      perfectDrawEnabled: false,
      // The native context: Konva's wrapper adds a call per operation, per seat.
      sceneFunc: (context) => draw(context._context),
    }),
  );
  stage.add(layer);
  return layer;
}

function show(layer: Konva.Layer, visible: boolean): void {
  // Not Konva's visible(): a hidden Konva layer is not drawn, and must be ready when shown.
  const style = layer.getNativeCanvasElement().style;
  const visibility = visible ? '' : 'hidden';
  if (style.visibility !== visibility) style.visibility = visibility;
}

function cssMatrix(v: View): string {
  return `matrix(${v.k}, 0, 0, ${v.k}, ${v.x}, ${v.y})`;
}

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
  const method: SeatDrawMethod = options.seatDrawing ?? 'arcs';
  const stroke = model.meta.usestrokesector;
  const numbersAllowed = model.meta.showseatnumber;
  const background = options.background ?? opaqueBackgroundOf(host);

  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;';
  host.appendChild(element);
  // Bottom to top: the hall bitmap (added when first needed), the moving frame, the layers.
  const movingFrame = createStaticFrame('position:absolute;left:0;top:0;max-width:none;max-height:none;transform-origin:0 0;will-change:transform;pointer-events:none;visibility:hidden;');
  movingFrame.element.dataset.part = 'moving-frame';
  element.appendChild(movingFrame.element);
  const stageHost = document.createElement('div');
  stageHost.style.cssText = 'position:absolute;inset:0;';
  stageHost.dataset.part = 'layers';
  element.appendChild(stageHost);
  let width = Math.max(1, Math.round(host.clientWidth));
  let height = Math.max(1, Math.round(host.clientHeight));
  // Created at its size: every resize reallocates (and clears) each layer's canvas.
  const stage = new Konva.Stage({ container: stageHost, width, height, listening: false });
  // Konva's own pointer handling would hit-test every move; ours goes through the index.
  stage.content.style.pointerEvents = 'none';

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

  let bitmap: HallBitmap | null = null;
  let bitmapStale = true;
  const bitmapPatch = new Set<number>();
  let bitmapTimer: ReturnType<typeof setTimeout> | null = null;
  const sprites = new SpriteCache();

  /** The view the layers were last drawn for (null: nothing valid on them). */
  let crispView: View | null = null;
  let stackMoved = false;
  /** Seats whose status changed since the seat layer was drawn, repainted one by one. */
  const seatPatch = new Set<number>();

  const stats = new FrameStats();
  const frameListeners = new Set<(info: { crisp: boolean; lod: Lod }) => void>();
  const dirty = { background: true, seats: true, overlay: true };
  let raf: number | null = null;
  let disposed = false;
  let changedAt: number | null = null;

  function bitmapColors() {
    return { palette, sectorKeys, standKeys, stroke };
  }

  function hallBitmap(): HallBitmap {
    if (!bitmap) {
      bitmap = new HallBitmap(model, paths);
      // The picture arrives a task after it is drawn: below the threshold that frame is the crisp one.
      bitmap.onShown = () => request({});
      bitmap.element.dataset.part = 'hall-bitmap';
      element.insertBefore(bitmap.element, element.firstChild);
    }
    if (bitmapStale) {
      bitmap.render(bitmapColors());
      bitmapStale = false;
      bitmapPatch.clear();
    } else if (bitmapPatch.size > 0) {
      bitmap.patch(bitmapColors(), bitmapPatch);
      bitmapPatch.clear();
    }
    return bitmap;
  }

  function bitmapOutdated(): boolean {
    return !bitmap || bitmapStale || bitmapPatch.size > 0;
  }

  /** Keeps the bitmap ready for the next gesture without spending a tap's frame on it. */
  function refreshBitmapLater() {
    if (disposed) return;
    if (bitmapTimer !== null) clearTimeout(bitmapTimer);
    bitmapTimer = setTimeout(() => {
      bitmapTimer = null;
      if (!disposed && bitmapOutdated()) hallBitmap();
    }, BITMAP_IDLE_MS);
  }

  function seatParams(seats: ArrayLike<number>) {
    return { model, batches: batchByColor(seats, model.status, palette), palette, view, pixelRatio, stroke };
  }

  function drawSeats(ctx: Ctx2D, params: ReturnType<typeof seatParams>) {
    if (method === 'sprites' && options.uniformRadius) drawSeatsAsSprites(ctx, params, sprites, options.uniformRadius);
    else drawSeatsAsArcs(ctx, params);
    if (lod === 'seats-and-numbers' && numbersAllowed) drawSeatNumbers(ctx, params);
  }

  function drawSeatLayer(ctx: Ctx2D) {
    if (!started || lod === 'sectors') return;
    const visible = options.query.search(visibleWorldBounds(view, width, height, CULL_MARGIN_PX));
    stats.lastVisibleSeats = visible.length;
    drawSeats(ctx, seatParams(visible));
  }

  /** Repaints changed seats on the drawn seat layer: a tap costs a few arcs, not a frame of seats. */
  function patchSeatLayer() {
    const seats = Int32Array.from(seatPatch);
    seatPatch.clear();
    if (lod === 'sectors') return;
    const ctx = seatLayer.getContext()._context;
    applyView(ctx, view, pixelRatio);
    const grow = stroke ? 1 + SEAT_STROKE_RATIO / 2 : 1;
    const slack = PATCH_SLACK_PX / (view.k * pixelRatio);
    ctx.save();
    ctx.globalCompositeOperation = 'destination-out';
    ctx.beginPath();
    for (const i of seats) {
      const r = model.r[i]! * grow + slack;
      ctx.moveTo(model.x[i]! + r, model.y[i]!);
      ctx.arc(model.x[i]!, model.y[i]!, r, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.restore();
    drawSeats(ctx, seatParams(seats));
  }

  // Konva draws a layer as soon as it is added: nothing is worth drawing before the first
  // frame has the real size and view. Below the threshold the bitmap under the layers is
  // the picture: the background and seat layers draw nothing then.
  let started = false;
  const backgroundLayer = makeLayer(stage, pixelRatio, (ctx) => {
    if (!started || lod === 'sectors') return;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    // Opaque, so that the bitmap under a moved frame shows only where the frame does not reach.
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    drawBackground(ctx, { model, paths, sectorKeys, standKeys, palette, view, width, height, pixelRatio, strokeSectors: stroke });
  });
  const seatLayer = makeLayer(stage, pixelRatio, drawSeatLayer);
  const overlayLayer = makeLayer(stage, pixelRatio, (ctx) =>
    started && drawOverlay(ctx, { model, paths, view, pixelRatio, hover, focusSeat, focusSector, selected }),
  );
  const overlayEmpty = () => hover === null && focusSeat === null && focusSector === null && selected.size === 0;
  /** LOD of the frame on the layers. */
  let crispLod: Lod = lod;

  /** Whether the moving frame holds the last crisp frame in this movement. */
  let snapshotShown = false;

  function moveLastFrame() {
    if (!stackMoved) {
      // First frame of a movement: the layers' last crisp frame becomes one still picture
      // (a 2D canvas would be copied anew on every frame it moves), and the layers go.
      stackMoved = true;
      const sources: HTMLCanvasElement[] = [];
      if (crispView !== null) {
        if (crispLod !== 'sectors') sources.push(backgroundLayer.getNativeCanvasElement(), seatLayer.getNativeCanvasElement());
        if (!overlayEmpty()) sources.push(overlayLayer.getNativeCanvasElement());
      }
      snapshotShown = sources.length > 0;
      if (snapshotShown) {
        movingFrame.show(sources[0]!.width, sources[0]!.height, sources);
        movingFrame.element.style.visibility = 'visible';
      }
      // Hidden, not removed from layout: `display` would rebuild the layout tree twice a gesture.
      stageHost.style.visibility = 'hidden';
    }
    // The picture still shows `crispView`: carry it to `view`, with the bitmap under it.
    if (snapshotShown) movingFrame.element.style.transform = cssMatrix(relativeView(crispView!, view));
    hallBitmap().place(view);
  }

  function drawCrisp() {
    if (lod === 'sectors') hallBitmap().place(view);
    if (dirty.background) backgroundLayer.draw();
    if (dirty.seats) {
      seatLayer.draw();
      seatPatch.clear();
    } else if (seatPatch.size > 0) {
      patchSeatLayer();
    }
    if (dirty.overlay) overlayLayer.draw();
    dirty.background = dirty.seats = dirty.overlay = false;
    crispView = view;
    crispLod = lod;
    show(backgroundLayer, lod !== 'sectors');
    show(seatLayer, lod !== 'sectors');
    show(overlayLayer, !overlayEmpty());
    if (stackMoved) {
      stageHost.style.visibility = '';
      movingFrame.element.style.visibility = 'hidden';
      movingFrame.clear();
      stackMoved = false;
      snapshotShown = false;
    }
    if (lod !== 'sectors' && bitmapOutdated()) refreshBitmapLater();
  }

  function frame() {
    raf = null;
    if (disposed) return;
    started = true;
    const t0 = now();
    if (moving) moveLastFrame();
    else drawCrisp();
    // Below the threshold the picture is the bitmap: not crisp until it is on screen.
    const crisp = !moving && (lod !== 'sectors' || (bitmap?.shown ?? false));
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
    element,
    setSize(w, h) {
      const nw = Math.max(1, Math.round(w));
      const nh = Math.max(1, Math.round(h));
      if (nw === width && nh === height && crispView !== null) return;
      width = nw;
      height = nh;
      if (stage.width() !== width || stage.height() !== height) stage.size({ width, height });
      movingFrame.element.style.width = `${width}px`;
      movingFrame.element.style.height = `${height}px`;
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
      bitmapStale = true;
      sprites.clear();
      request(all);
    },
    seatsChanged(seats) {
      changedAt ??= now();
      if (seats === undefined) {
        selected.clear();
        for (let i = 0; i < model.seatCount; i++) if (model.status[i] === SeatStatus.selected) selected.add(i);
        sectorKeys = sectorFillKeys(model, palette);
        bitmapStale = true;
        request(all);
        return;
      }
      const sectors = new Set<number>();
      for (const i of seats) {
        if (model.status[i] === SeatStatus.selected) selected.add(i);
        else selected.delete(i);
        if (!bitmapStale) bitmapPatch.add(i);
        seatPatch.add(i);
        sectors.add(model.sector[i]!);
      }
      if (bitmapPatch.size > Math.max(64, model.seatCount * PATCH_LIMIT_SHARE)) bitmapStale = true;
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
      if (sectorsChanged) bitmapStale = true;
      const redrawSeats = seatPatch.size > SEAT_PATCH_LIMIT;
      if (redrawSeats) seatPatch.clear();
      request({ background: sectorsChanged, seats: redrawSeats, overlay: true });
    },
    standsChanged() {
      standKeys = standFillKeys(model, palette);
      bitmapStale = true;
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
      if (bitmapTimer !== null) clearTimeout(bitmapTimer);
      bitmapTimer = null;
      frameListeners.clear();
      bitmap?.dispose();
      movingFrame.dispose();
      sprites.clear();
      stage.destroy();
      element.remove();
    },
  };
}
