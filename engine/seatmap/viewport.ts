import type { HallModel } from '../hall/model';
import { createGesturePhase } from '../render/gesture-phase';
import type { Lod, Renderer } from '../render/renderer';
import { screenToWorld, visibleWorldBounds, worldToScreen, type View } from '../render/view';
import { maxScaleFor, SECTOR_ZOOM_MS } from '../zoom/constants';
import { composeView, fitView, identityZoom, zoomCentredOn, zoomToFit } from '../zoom/fit';
import { createZoomController, type ZoomController } from '../zoom/zoom-controller';
import type { Disposer } from './disposer';
import type { Emitter } from './events';
import { seatsThreshold } from './lod-threshold';
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
  levelOfDetail: (pxPerUnit: number) => Lod;
  /** A gesture moved the view (hover goes: the seat under the mouse is moving away). */
  onMove: () => void;
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
  reportChange(lod: Lod): void;
  /** Zooms to a sector, at least far enough to show seats; `around`: where the finger was. */
  zoomToSector(sectorIndex: number, around?: { x: number; y: number }): void;
  /** Brings a seat into view at a zoom that shows seats. */
  revealSeat(i: number): void;
}

export function createViewport({ container, model, renderer, disposer, events, levelOfDetail, onMove }: ViewportOptions): Viewport {
  let width = Math.max(1, container.clientWidth);
  let height = Math.max(1, container.clientHeight);
  let fit = fitView(model.bounds, width, height);
  let view: View = composeView(fit, identityZoom);
  const maxScale = maxScaleFor(model.meta.zoommax);
  const seatsPxPerUnit = seatsThreshold(levelOfDetail);

  // Moves draw the last bitmap; the crisp frame follows once the view is still.
  const phase = createGesturePhase(() => renderer.setView(view, false));
  disposer.add(() => phase.dispose());
  let crispChange = false;
  let viewportDirty = true;

  const zoom = createZoomController(container, {
    maxScale,
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
    renderer.setSize(w, h);
    zoom.setSize(w, h);
    // Fitted stays fitted; a zoomed-in view keeps its scale and the hall point at its centre.
    instantly(() => zoom.set(z.k <= 1 ? identityZoom : zoomCentredOn(fit, centre.x, centre.y, z.k, w, h)));
  }

  renderer.setSize(width, height);
  zoom.setSize(width, height);
  instantly(() => zoom.set(identityZoom));
  disposer.observeResize(container, resize);

  function seatsScale(): number {
    return Number.isFinite(seatsPxPerUnit) ? (seatsPxPerUnit * SEATS_MARGIN) / fit.k : maxScale;
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
    reportChange(lod) {
      if (!viewportDirty) return;
      viewportDirty = false;
      events.emit('viewport', { scale: zoom.state().k, bounds: visibleWorldBounds(view, width, height), lod });
    },
    zoomToSector(sectorIndex, around) {
      const b = model.sectors[sectorIndex]?.bounds;
      if (!b) return;
      const kFit = zoomToFit(fit, b, width, height);
      const k = Math.min(maxScale, Math.max(1, kFit, seatsScale()));
      let cx = (b.minX + b.maxX) / 2;
      let cy = (b.minY + b.maxY) / 2;
      // The sector does not fit at a scale that shows seats: go to where the finger was.
      if (around && k > kFit * 1.01) {
        cx = Math.min(b.maxX, Math.max(b.minX, around.x));
        cy = Math.min(b.maxY, Math.max(b.minY, around.y));
      }
      zoom.set(zoomCentredOn(fit, cx, cy, k, width, height), SECTOR_ZOOM_MS);
    },
    revealSeat(i) {
      const z = zoom.state();
      const needK = Math.min(maxScale, Math.max(z.k, seatsScale()));
      const p = worldToScreen(view, model.x[i]!, model.y[i]!);
      const inside =
        p.x > width * EDGE_SHARE && p.x < width * (1 - EDGE_SHARE) && p.y > height * EDGE_SHARE && p.y < height * (1 - EDGE_SHARE);
      if (needK === z.k && inside) return;
      zoom.set(zoomCentredOn(fit, model.x[i]!, model.y[i]!, needK, width, height), SECTOR_ZOOM_MS);
    },
  };
}
