import Konva from 'konva';
import type { Bounds, HallModel } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import { SeatStatus } from '../hall/model';
import { batchByColor } from './batch';
import { context2d, createCanvas, releaseCanvas, type AnyCanvas, type Ctx2D } from './canvas';
import { drawBackground } from './draw-background';
import { drawOverlay } from './draw-overlay';
import { drawSeatNumbers, drawSeatsAsArcs, drawSeatsAsSprites, SpriteCache, type SeatDrawMethod } from './draw-seats';
import { FrameStats, type FrameStatsSnapshot } from './frame-stats';
import { HallBitmap } from './hall-bitmap';
import { buildOutlinePaths, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette, type SeatPalette } from './palette';
import { cappedPixelRatio } from './pixel-ratio';
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
/** Culling margin: a seat half outside the view is still drawn. */
const CULL_MARGIN_PX = 16;

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

export function createRenderer(host: HTMLElement, model: HallModel, options: RendererOptions): Renderer {
  const now = options.now ?? (() => performance.now());
  const pixelRatio = options.pixelRatio ?? cappedPixelRatio(globalThis.devicePixelRatio);
  const method: SeatDrawMethod = options.seatDrawing ?? 'arcs';
  const stroke = model.meta.usestrokesector;
  const numbersAllowed = model.meta.showseatnumber;

  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;';
  host.appendChild(element);
  const stage = new Konva.Stage({ container: element, width: 1, height: 1, listening: false });
  // Konva's own pointer handling would hit-test every move; ours goes through the index.
  stage.content.style.pointerEvents = 'none';

  let width = 1;
  let height = 1;
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
  const sprites = new SpriteCache();

  // The last crisp seat frame, moved during gestures.
  let snapshot: AnyCanvas | null = null;
  let snapshotCtx: Ctx2D | null = null;
  let snapshotView: View | null = null;
  let lastCrispView: View | null = null;
  let lastCrispLod: Lod | null = null;

  const stats = new FrameStats();
  const frameListeners = new Set<(info: { crisp: boolean; lod: Lod }) => void>();
  const dirty = { background: true, seats: true, overlay: true };
  let raf: number | null = null;
  let disposed = false;
  let changedAt: number | null = null;

  function hallBitmap(): HallBitmap {
    bitmap ??= new HallBitmap(model);
    if (bitmapStale) {
      bitmap.render(palette, stroke);
      bitmapStale = false;
      bitmapPatch.clear();
    } else if (bitmapPatch.size > 0) {
      bitmap.patch(palette, bitmapPatch, stroke);
      bitmapPatch.clear();
    }
    return bitmap;
  }

  function drawSeatsCrisp(ctx: Ctx2D) {
    const bounds = visibleWorldBounds(view, width, height, CULL_MARGIN_PX);
    const visible = options.query.search(bounds);
    stats.lastVisibleSeats = visible.length;
    const batches = batchByColor(visible, model.status, palette);
    const params = { model, batches, palette, view, pixelRatio, stroke };
    if (method === 'sprites' && options.uniformRadius) drawSeatsAsSprites(ctx, params, sprites, options.uniformRadius);
    else drawSeatsAsArcs(ctx, params);
    if (lod === 'seats-and-numbers' && numbersAllowed) drawSeatNumbers(ctx, params);
  }

  function drawMoving(ctx: Ctx2D) {
    const bmp = hallBitmap();
    if (!snapshot || !snapshotView) {
      bmp.draw(ctx, view, pixelRatio);
      return;
    }
    const rel = relativeView(snapshotView, view);
    const sx = rel.x;
    const sy = rel.y;
    const sw = width * rel.k;
    const sh = height * rel.k;
    // The hall bitmap fills only what the moved snapshot leaves uncovered.
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.rect(sx, sy, sw, sh);
    ctx.clip('evenodd');
    bmp.draw(ctx, view, pixelRatio);
    ctx.restore();
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    ctx.drawImage(snapshot, sx, sy, sw, sh);
  }

  function drawSeatLayer(ctx: Ctx2D) {
    if (!started) return;
    if (moving) drawMoving(ctx);
    else if (lod === 'sectors') hallBitmap().draw(ctx, view, pixelRatio);
    else drawSeatsCrisp(ctx);
  }

  // Konva draws a layer as soon as it is added: nothing is worth drawing before the first
  // frame has the real size and view.
  let started = false;
  const backgroundLayer = makeLayer(stage, pixelRatio, (ctx) =>
    started &&
    drawBackground(ctx, { model, paths, sectorKeys, standKeys, palette, view, width, height, pixelRatio, strokeSectors: stroke }),
  );
  const seatLayer = makeLayer(stage, pixelRatio, drawSeatLayer);
  const overlayLayer = makeLayer(stage, pixelRatio, (ctx) =>
    started &&
    drawOverlay(ctx, { model, paths, view, pixelRatio, hover, focusSeat, focusSector, selected }),
  );

  function takeSnapshot() {
    if (lastCrispLod === null || lastCrispLod === 'sectors' || !lastCrispView) {
      snapshotView = null;
      return;
    }
    const source = seatLayer.getNativeCanvasElement();
    if (!snapshot || snapshot.width !== source.width || snapshot.height !== source.height) {
      if (snapshot) releaseCanvas(snapshot);
      snapshot = createCanvas(source.width, source.height);
      snapshotCtx = context2d(snapshot);
    }
    snapshotCtx!.clearRect(0, 0, source.width, source.height);
    snapshotCtx!.drawImage(source, 0, 0);
    snapshotView = lastCrispView;
  }

  function frame() {
    raf = null;
    if (disposed) return;
    started = true;
    const t0 = now();
    const crisp = !moving;
    if (dirty.background) backgroundLayer.draw();
    if (dirty.seats) seatLayer.draw();
    if (dirty.overlay) overlayLayer.draw();
    const drewSeats = dirty.seats;
    dirty.background = dirty.seats = dirty.overlay = false;
    if (crisp && drewSeats) {
      lastCrispView = view;
      lastCrispLod = lod;
    }
    const t1 = now();
    stats.record(t1 - t0, moving);
    if (changedAt !== null) {
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
      width = Math.max(1, Math.round(w));
      height = Math.max(1, Math.round(h));
      stage.size({ width, height });
      // Resizing cleared every canvas: the snapshot no longer matches.
      snapshotView = null;
      lastCrispView = null;
      request(all);
    },
    setView(next, isMoving) {
      const startMoving = isMoving && !moving;
      if (startMoving) takeSnapshot();
      view = next;
      moving = isMoving;
      lod = options.levelOfDetail(view.k);
      request(all);
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
        bitmapStale = true;
      } else {
        for (const i of seats) {
          if (model.status[i] === SeatStatus.selected) selected.add(i);
          else selected.delete(i);
          if (!bitmapStale) bitmapPatch.add(i);
        }
        if (bitmapPatch.size > Math.max(64, model.seatCount * PATCH_LIMIT_SHARE)) bitmapStale = true;
      }
      sectorKeys = sectorFillKeys(model, palette);
      request(all);
    },
    standsChanged() {
      standKeys = standFillKeys(model, palette);
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
      bitmap?.dispose();
      if (snapshot) releaseCanvas(snapshot);
      sprites.clear();
      stage.destroy();
      element.remove();
    },
  };
}
