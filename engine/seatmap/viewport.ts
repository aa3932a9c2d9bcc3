import type { HallModel } from '../hall/model';
import { createGesturePhase } from '../render/gesture-phase';
import type { LevelOfDetail, Renderer } from '../render/renderer';
import { screenToWorld, visibleWorldBounds, worldToScreen, type View } from '../render/view';
import { medianSeatRadius } from '../lod/lod';
import { SECTOR_ZOOM_MS } from '../zoom/constants';
import { composeView, fitView, identityZoom, zoomCentredOn, zoomToFit } from '../zoom/fit';
import { SEAT_LEVEL_MARGIN, zoomLimits, type ZoomLimits } from '../zoom/limits';
import { createZoomController, type ZoomController } from '../zoom/zoom-controller';
import type { Disposer } from './disposer';
import type { Emitter } from './events';
import { seatsThreshold } from '../lod/seats-threshold';
import type { SeatMapEvents } from './types';

/** Zoom past the LOD threshold by this much when revealing seats, so they are not borderline. */
const SEATS_MARGIN = 1.15;
/** A focused seat closer than this share of the box to an edge is brought back into view. */
const EDGE_SHARE = 0.12;

export interface ViewportOptions {
  container: HTMLElement;
  model: HallModel;
  renderer: Renderer;
  disposer: Disposer;
  events: Emitter<SeatMapEvents>;
  levelOfDetail: (pxPerUnit: number) => LevelOfDetail;
  /** A gesture moved the view (hover goes: the seat under the mouse is moving away). */
  onMove: () => void;
  /** The hall's usual seat radius, when known (else sampled here). */
  seatRadius?: number;
}

/**
 * The map's view: its box, the hall fitted into it, the zoom on top (gestures, buttons,
 * animated zooms) and the renderer's moving/crisp phase. Follows the container's size.
 */
export interface Viewport {
  readonly view: View;
  readonly width: number;
  readonly height: number;
  readonly zoom: ZoomController;
  /** A gesture is moving the view (the renderer moves the last frame). */
  readonly moving: boolean;
  /** After a frame: emits 'viewport' if the view changed since the last one. */
  reportChange(lod: LevelOfDetail): void;
  /** The zoom's limits now: seat level, maximum, the buttons' step. */
  readonly limits: ZoomLimits;
  /**
   * Zooms to a sector (or, for -1, to `around`), at least to seat level, where seats are
   * finger-sized; `around`: where the finger was (hall units); `seatRadius`: the tapped
   * seat's, when it is smaller than the hall's usual one.
   */
  zoomToSector(sectorIndex: number, around?: { x: number; y: number }, seatRadius?: number): void;
  /**
   * Brings a seat into view at a zoom that shows seats; with `seatPx`, at least that close that
   * the seat is `seatPx` CSS pixels across (within the zoom's limit).
   */
  revealSeat(i: number, seatPx?: number): void;
}

export function createViewport({ container, model, renderer, disposer, events, levelOfDetail, onMove, seatRadius: knownRadius }: ViewportOptions): Viewport {
  let width = Math.max(1, container.clientWidth);
  let height = Math.max(1, container.clientHeight);
  let fit = fitView(model.bounds, width, height);
  let view: View = composeView(fit, identityZoom);
  const seatsPxPerUnit = seatsThreshold(levelOfDetail);
  const seatRadius = knownRadius ?? medianSeatRadius(model);
  const limitsFor = (f: View) => zoomLimits({ fitPxPerUnit: f.k, seatRadius, seatsPxPerUnit, zoommax: model.meta.zoommax });
  let limits = limitsFor(fit);

  // Moves draw the last bitmap; the crisp frame follows once the view is still.
  const phase = createGesturePhase(() => renderer.setView(view, false));
  disposer.add(() => phase.dispose());
  let crispChange = false;
  let viewportDirty = true;

  const zoom = createZoomController(container, {
    maxScale: limits.maxScale,
    buttonFactor: limits.buttonFactor,
    fit: () => fit,
    onChange: (z) => {
      view = composeView(fit, z);
      viewportDirty = true;
      if (crispChange) {
        phase.settleNow();
        renderer.setView(view, false);
      } else {
        phase.moved();
        renderer.setView(view, true);
        onMove();
      }
    },
  });
  disposer.add(() => zoom.dispose());

  function instantly(fn: () => void) {
    crispChange = true;
    try {
      fn();
    } finally {
      crispChange = false;
    }
  }

  function resize(w: number, h: number) {
    w = Math.round(w);
    h = Math.round(h);
    if (w < 1 || h < 1 || (w === width && h === height)) return;
    const z = zoom.state();
    const centre = screenToWorld(view, width / 2, height / 2);
    width = w;
    height = h;
    fit = fitView(model.bounds, w, h);
    limits = limitsFor(fit);
    renderer.setSize(w, h);
    zoom.setSize(w, h);
    zoom.setLimits(limits.maxScale, limits.buttonFactor);
    // Fitted stays fitted; a zoomed-in view keeps its scale and the hall point at its centre.
    instantly(() => zoom.set(z.k <= 1 ? identityZoom : zoomCentredOn(fit, centre.x, centre.y, z.k, w, h)));
  }

  renderer.setSize(width, height);
  zoom.setSize(width, height);
  // d3-zoom starts at the identity, which is the fitted view: handed to the renderer as it
  // is, not through a d3 transform (its interrupt, gesture and events: ~9 ms of a throttled
  // phone's first paint, for a view that does not change).
  renderer.setView(view, false);
  disposer.observeResize(container, resize);

  /** Where the LOD draws seats, not borderline (the keyboard's focus needs them drawn, not tappable). */
  function seatsScale(): number {
    return Number.isFinite(seatsPxPerUnit) ? Math.min(limits.maxScale, (seatsPxPerUnit * SEATS_MARGIN) / fit.k) : limits.maxScale;
  }

  return {
    get view() {
      return view;
    },
    get width() {
      return width;
    },
    get height() {
      return height;
    },
    zoom,
    get moving() {
      return phase.phase === 'moving';
    },
    get limits() {
      return limits;
    },
    reportChange(lod) {
      if (!viewportDirty) return;
      viewportDirty = false;
      events.emit('viewport', { scale: zoom.state().k, bounds: visibleWorldBounds(view, width, height), lod });
    },
    zoomToSector(sectorIndex, around, tappedRadius) {
      const b = model.sectors[sectorIndex]?.bounds ?? (around ? { minX: around.x, minY: around.y, maxX: around.x, maxY: around.y } : null);
      if (!b) return;
      // A seat smaller than the hall's usual one needs more zoom to become finger-sized.
      const seatK = tappedRadius && tappedRadius < seatRadius ? (limits.seatLevel * seatRadius) / tappedRadius : limits.seatLevel;
      const kFit = model.sectors[sectorIndex] ? zoomToFit(fit, b, width, height) : 1;
      // A tap that zooms always gets closer, even where the sector is already in view.
      const closer = around ? zoom.state().k * SEAT_LEVEL_MARGIN : 1;
      const k = Math.min(limits.maxScale, Math.max(1, kFit, seatK, closer));
      let cx = (b.minX + b.maxX) / 2;
      let cy = (b.minY + b.maxY) / 2;
      // The sector does not fit at a scale that shows seats: go to where the finger was.
      if (around && k > kFit * 1.01) {
        cx = Math.min(b.maxX, Math.max(b.minX, around.x));
        cy = Math.min(b.maxY, Math.max(b.minY, around.y));
      }
      zoom.set(zoomCentredOn(fit, cx, cy, k, width, height), SECTOR_ZOOM_MS);
    },
    revealSeat(i, seatPx) {
      const z = zoom.state();
      const readable = seatPx ? Math.min(limits.maxScale, seatPx / (2 * model.r[i]! * fit.k)) : 0;
      const needK = Math.max(z.k, seatsScale(), readable);
      const p = worldToScreen(view, model.x[i]!, model.y[i]!);
      const inside =
        p.x > width * EDGE_SHARE && p.x < width * (1 - EDGE_SHARE) && p.y > height * EDGE_SHARE && p.y < height * (1 - EDGE_SHARE);
      if (needK === z.k && inside) return;
      zoom.set(zoomCentredOn(fit, model.x[i]!, model.y[i]!, needK, width, height), SECTOR_ZOOM_MS);
    },
  };
}
