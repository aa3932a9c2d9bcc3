import type { HallModel } from '../hall/model';
import { opaqueBackgroundOf } from './background-color';
import type { Ctx2D } from './canvas';
import { drawBackground } from './draw-background';
import { FrameLoop } from './frame-loop';
import { HallColors } from './hall-colors';
import { whenIdle } from './idle';
import { createHallBitmapKeeper } from './hall-bitmap-keeper';
import { createLayerStack } from './layer-stack';
import { buildOutlinePaths } from './outlines';
import { OverlayMarks } from './overlay-marks';
import { cappedPixelRatio } from './pixel-ratio';
import type { Renderer, RendererOptions } from './renderer-types';
import { createSeatLayerPainter } from './seat-layer';
import { SeatPictures } from './seat-pictures';
import { TapRehearsal } from './tap-rehearsal';
import type { View } from './view';
import { clearPatches, drawFrame, pictureSize, type FrameParts, type ViewState } from './view-frames';

export type { Renderer, RendererOptions, SeatQuery } from './renderer-types';
export type { LevelOfDetail } from '../lod/lod';

/**
 * Over the whole-hall bitmap: the picture of the view (background and seats, a bitmap),
 * a canvas of seats patched since it was drawn, and the overlay (selection below the
 * threshold, hover, keyboard focus). While the view moves nothing is drawn: the picture and
 * a still of the patches and overlay are moved by CSS transforms (the compositor's work).
 * Once the view is still, the next picture is drawn off screen in bands, a few a frame,
 * while the last one stays on screen carried to the new view; when its last band is in it
 * is handed over whole, so no frame carries the whole drawing. Below the LOD threshold the
 * bitmap is the picture and only the overlay is drawn over it.
 *
 * Where each part lives: the colours in HallColors, hover, focus and selection marks in
 * OverlayMarks, the pictures and patched seats in SeatPictures, the hall bitmaps in the
 * hall-bitmap keeper, the canvases in the layer stack, the first-tap warm-up in
 * TapRehearsal, frame scheduling and timing in FrameLoop, what one frame draws in
 * view-frames. This function builds them and turns the Renderer's calls into their work.
 */
export function createRenderer(host: HTMLElement, model: HallModel, options: RendererOptions): Renderer {
  const now = options.now ?? (() => performance.now());
  const pixelRatio = options.pixelRatio ?? cappedPixelRatio(globalThis.devicePixelRatio);
  const background = options.background ?? opaqueBackgroundOf(host);
  const view: View = { k: 1, x: 0, y: 0 };
  const state: ViewState = {
    view,
    moving: false,
    lod: options.levelOfDetail(view.k),
    width: Math.max(1, Math.round(host.clientWidth)),
    height: Math.max(1, Math.round(host.clientHeight)),
    pixelRatio,
    crispView: null,
  };

  const colors = new HallColors(model, options.categoryColors, model.meta.usestrokesector);
  const paths = buildOutlinePaths(model);
  const marks = new OverlayMarks(model, paths, pixelRatio, colors.selectedAtStart);
  const loop = new FrameLoop(() => drawFrame(state, parts), now);
  const painter = createSeatLayerPainter({
    model,
    query: options.query,
    method: options.seatDrawing ?? 'arcs',
    uniformRadius: options.uniformRadius,
    pixelRatio,
    stroke: colors.stroke,
    numbersAllowed: model.meta.showseatnumber,
    stats: loop.stats,
  });

  /** What lies under the seats in a fresh picture: the opaque box colour, then sectors, standing areas, stage. */
  function paintUnder(ctx: Ctx2D, v: View, y0: number, y1: number) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = background;
    ctx.fillRect(0, y0, ctx.canvas.width, y1 - y0);
    const { palette, sectorKeys, standKeys, stroke } = colors;
    drawBackground(ctx, { model, paths, sectorKeys, standKeys, palette, view: v, width: state.width, height: state.height, pixelRatio, strokeSectors: stroke });
  }

  const pictures = new SeatPictures(
    (ctx, job, y0, y1) => {
      paintUnder(ctx, job.view, y0, y1);
      painter.drawArea(ctx, job.view, colors.palette, job.lod, { minX: 0, minY: y0 / pixelRatio, maxX: state.width, maxY: y1 / pixelRatio });
    },
    (ctx, seats, v) => painter.patch(ctx, seats, v, colors.palette, state.lod, (c) => paintUnder(c, v, 0, c.canvas.height)),
    model,
    pixelRatio,
    loop.stats,
    now,
  );
  const layers = createLayerStack(host, state.width, state.height, pixelRatio, { overlay: (ctx) => marks.draw(ctx, state.view, state.lod) });
  const bitmaps = createHallBitmapKeeper({
    model,
    paths,
    colors: () => ({ ...colors.forBitmap, box: background }),
    mount: (el) => layers.addBottom(el),
    // The picture arrives a task after it is drawn: below the threshold that frame is the crisp one.
    onShown: () => request({}),
    // The view it opens at: the hall fitted to the screen needs no more pixels than the screen's.
    openingScale: () => state.view.k * pixelRatio,
    moving: () => state.moving,
  });
  const rehearsal = new TapRehearsal({
    model,
    patches: pictures.patches,
    preparePatches: () => layers.preparePatches(),
    clearPatches: () => clearPatches(parts),
    busy: () => state.moving || !pictures.onScreen || pictures.building || state.lod === 'sectors',
    box: () => state,
    request: () => request({}),
  });
  const parts: FrameParts = { layers, bitmaps, pictures, marks, rehearsal, request: () => request({}) };
  // The seat pictures' canvas gets its pixels at an idle moment after a frame at this size,
  // not in the first frame of a pinch down to seat level (PictureBuilder.prepare).
  let picturesPrepared = false;
  let cancelPrepare: (() => void) | null = null;
  loop.onFrame(({ crisp }) => {
    rehearsal.afterFrame(crisp);
    if (picturesPrepared) return;
    picturesPrepared = true;
    cancelPrepare = whenIdle(() => {
      cancelPrepare = null;
      pictures.prepare(...pictureSize(state));
    });
  });
  let disposed = false;

  function request(what: { overlay?: boolean; picture?: boolean }) {
    if (what.overlay) marks.dirty = true;
    if (what.picture) pictures.invalidate();
    loop.request();
  }

  return {
    element: layers.element,
    setSize(w, h) {
      const width = Math.max(1, Math.round(w));
      const height = Math.max(1, Math.round(h));
      if (width === state.width && height === state.height && state.crispView !== null) return;
      state.width = width;
      state.height = height;
      layers.setSize(width, height);
      // Resizing cleared every layer: there is no last frame to move, and no picture fits.
      state.crispView = null;
      clearPatches(parts);
      rehearsal.resized();
      cancelPrepare?.();
      cancelPrepare = null;
      picturesPrepared = false;
      marks.blank = true;
      pictures.resized();
      layers.dropPicture();
      request({ overlay: true });
    },
    setView(next, moving) {
      state.view = next;
      state.moving = moving;
      state.lod = options.levelOfDetail(next.k);
      request(moving ? {} : { overlay: true });
    },
    getView: () => state.view,
    getLod: () => state.lod,
    setCategoryColors(next) {
      if (!colors.setCategoryColors(next)) return;
      bitmaps.invalidate();
      painter.sprites.clear();
      request({ picture: true, overlay: true });
    },
    seatsChanged(seats) {
      loop.changed();
      marks.statusesChanged();
      if (seats === undefined) {
        colors.allSectorsChanged();
        bitmaps.invalidate();
        request({ picture: true, overlay: true });
        return;
      }
      const changed = Array.from(seats);
      const sectors = new Set<number>();
      for (const i of changed) {
        bitmaps.seatChanged(i);
        sectors.add(model.sector[i]!);
      }
      bitmaps.capPatch();
      // A sector's colour is in the bitmap too.
      const sectorsChanged = colors.sectorsChanged(sectors);
      if (sectorsChanged) bitmaps.invalidate();
      // Painted over the picture at the next crisp frame (or drawn into a new one).
      pictures.seatsChanged(changed);
      request({ picture: sectorsChanged || pictures.overPatchLimit, overlay: true });
    },
    standsChanged() {
      colors.standsChanged();
      bitmaps.invalidate();
      request({ picture: true });
    },
    setHover(seat) {
      if (marks.setHover(seat)) request({ overlay: true });
    },
    setFocus(seat, sector) {
      if (marks.setFocus(seat, sector)) request({ overlay: true });
    },
    onFrame: (fn) => loop.onFrame(fn),
    stats: () => loop.stats.snapshot(),
    resetStats: () => loop.stats.reset(),
    dispose() {
      if (disposed) return;
      disposed = true;
      cancelPrepare?.();
      loop.dispose();
      rehearsal.dispose();
      bitmaps.dispose();
      pictures.dispose();
      painter.sprites.clear();
      layers.dispose();
    },
  };
}
