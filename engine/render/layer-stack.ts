import type Konva from 'konva/lib/Core';
import type { LevelOfDetail } from '../lod/lod';
import type { Ctx2D } from './canvas';
import { takeStageParts } from './stage-parts';
import { createStaticFrame } from './static-frame';
import { relativeView, type View } from './view';

/** A rectangle of a layer's canvas, device pixels. */
export interface DeviceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the overlay holds, drawn onto its cleared canvas (device pixels, identity transform when called). */
export interface LayerDraws {
  overlay(ctx: Ctx2D): void;
}

/**
 * The renderer's elements, bottom to top: the hall bitmap (added when first needed), then
 * in `[data-part="layers"]` the picture (sectors, standing areas, stage and seats of the
 * last crisp view: a bitmap handed over whole), the seat patches (seats whose status
 * changed since the picture was drawn, painted over it on a 2D canvas) and the overlay
 * (hover, keyboard focus, selection marks below the threshold; a 2D canvas too); above them
 * the moving frame (the patches and overlay as one still picture while the view moves).
 *
 * A Konva stage hosts them: the patches and the overlay are Konva layers, each drawn by one
 * Konva shape whose scene function runs the engine's drawing (engineShape); the picture and
 * the moving frame are `bitmaprenderer` canvases in the stage's content, between and over
 * them (a bitmap handed over whole moves with the compositor; a 2D canvas would be copied
 * on every frame it moves). What made a stage cost ~60 ms of a throttled phone's first paint
 * is avoided (docs/product/seat-map-rendering.md): the layers' canvases at the engine's
 * capped pixel ratio from the start, not the device's 3 then resized; no hit canvas (the
 * layers do not listen; hit testing goes through the spatial index); no drawing at creation;
 * and the stage with its layers built while the hall loads (stage-parts.ts), not after.
 */
export interface LayerStack {
  readonly element: HTMLElement;
  /** The Konva stage (its layers: patches, overlay). */
  readonly stage: Konva.Stage;
  /** The overlay's canvas (for tests and the moving frame). */
  readonly overlayCanvas: HTMLCanvasElement;
  /** Clears the overlay and draws it again (LayerDraws.overlay). */
  drawOverlay(): void;
  /** Puts an element under everything else (the hall bitmap). */
  addBottom(el: HTMLElement): void;
  setSize(width: number, height: number): void;
  /** A picture drawn for `view` goes on screen, `deviceWidth`×`deviceHeight` pixels. */
  showPicture(picture: ImageBitmap | CanvasImageSource, view: View, deviceWidth: number, deviceHeight: number): void;
  /** No picture is valid any more (resize, sectors shown instead). */
  dropPicture(): void;
  /** Paints over the seat patches' layer (device pixels, identity transform; nothing is cleared). */
  drawPatches(paint: (ctx: Ctx2D) => void): void;
  /** Blanks the seat patches' canvas. */
  clearPatches(): void;
  /** Gives the patches' canvas its pixels ahead of the first tap (it stays blank and hidden). */
  preparePatches(): void;
  /**
   * A frame while the view moves or the next picture is being drawn: on the first, the
   * patches (within `patchRect`, device pixels; null: none on screen) and the overlay
   * drawn for `crispView` (null: nothing valid on them) become one still picture; every
   * frame carries it and the picture to `view`.
   */
  moveLastFrame(view: View, crispView: View | null, patchRect: DeviceRect | null, overlayShown: boolean): void;
  /** After a crisp frame: shows the layers worth compositing, and puts them back after a movement. */
  showCrisp(lod: LevelOfDetail, overlayShown: boolean): void;
  dispose(): void;
}

function setVisible(el: HTMLElement, visible: boolean, hidden = 'hidden', shown = ''): void {
  const visibility = visible ? shown : hidden;
  if (el.style.visibility !== visibility) el.style.visibility = visibility;
}

function cssMatrix(v: View): string {
  return `matrix(${v.k}, 0, 0, ${v.k}, ${v.x}, ${v.y})`;
}

const STILL_CSS = 'position:absolute;left:0;top:0;max-width:none;max-height:none;transform-origin:0 0;will-change:transform;pointer-events:none;visibility:hidden;';

export function createLayerStack(host: HTMLElement, width: number, height: number, pixelRatio: number, draw: LayerDraws): LayerStack {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;';
  host.appendChild(element);
  const movingFrame = createStaticFrame(STILL_CSS);
  movingFrame.element.dataset.part = 'moving-frame';
  // Built ahead while the hall loaded, when the shell asked for it (prepareCanvasHost).
  const { container: layerHost, stage, patches, overlay, painters } = takeStageParts(pixelRatio);
  element.append(layerHost, movingFrame.element);

  /** What the patches' shape paints when next drawn; Konva's own redraws (a tab shown again) find the overlay's. */
  let patchPainter: ((ctx: Ctx2D) => void) | null = null;
  let overlayArmed = false;
  painters.patches = (ctx) => patchPainter?.(ctx);
  // Nothing before the renderer's first overlay: listing selected seats scans the hall.
  // It clears itself, and only once armed: Konva draws every layer when the stage is resized.
  painters.overlay = (ctx) => {
    if (!overlayArmed) return;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    draw.overlay(ctx);
  };
  const patchCanvas = patches.canvas;
  const overlayCanvas = overlay.canvas;
  // Under Konva's layer canvases, in its content.
  const picture = createStaticFrame(STILL_CSS);
  picture.element.dataset.part = 'picture';
  stage.content.insertBefore(picture.element, stage.content.firstChild);
  let boxWidth = width;
  let boxHeight = height;
  let patchesShown = false;
  let sized = false;
  let overlaySized = false;
  /**
   * The stage and the patches' canvas get the box's size when a layer is first drawn, the
   * overlay's canvas when it is. Not by `stage.size()`, which sizes every layer's canvas: a
   * canvas touched after it is sized gets its pixels there and then (Konva scales the context),
   * 25–55 ms a canvas at 6× CPU, and the overlay may have nothing to show for a long time.
   */
  function ensureSized() {
    if (sized) return;
    sized = true;
    // Konva's own attributes, without the change event that would size every layer.
    (stage.attrs as { width: number; height: number }).width = boxWidth;
    (stage.attrs as { width: number; height: number }).height = boxHeight;
    stage.content.style.width = `${boxWidth}px`;
    stage.content.style.height = `${boxHeight}px`;
    patches.layer.getCanvas().setSize(boxWidth, boxHeight);
  }
  function ensureOverlaySized() {
    ensureSized();
    if (overlaySized) return;
    overlaySized = true;
    overlay.layer.getCanvas().setSize(boxWidth, boxHeight);
  }

  /** The view the picture on screen was drawn for (null: none). */
  let pictureView: View | null = null;
  let stackMoved = false;
  /** The view the moving frame's still picture was drawn for, when it holds one. */
  let snapshotView: View | null = null;
  /** Where the still picture's corner is in the box, CSS px (it may hold only the patched seats). */
  let snapshotAt = { x: 0, y: 0 };

  function sizeStill(el: HTMLElement, w: number, h: number) {
    el.style.width = `${w}px`;
    el.style.height = `${h}px`;
  }
  sizeStill(picture.element, width, height);
  sizeStill(movingFrame.element, width, height);

  function paintPatches(paint: (ctx: Ctx2D) => void) {
    ensureSized();
    patchPainter = paint;
    try {
      patches.layer.draw();
    } finally {
      patchPainter = null;
    }
  }

  return {
    element,
    stage,
    overlayCanvas,
    drawOverlay() {
      ensureOverlaySized();
      overlayArmed = true;
      overlay.layer.draw();
    },
    addBottom(el) {
      element.insertBefore(el, element.firstChild);
    },
    setSize(w, h) {
      boxWidth = w;
      boxHeight = h;
      sizeStill(picture.element, w, h);
      // Every resize reallocates (and clears) each layer's canvas.
      if (sized) {
        overlaySized = true;
        stage.size({ width: w, height: h });
      }
      sizeStill(movingFrame.element, w, h);
    },
    showPicture(bitmap, view, deviceWidth, deviceHeight) {
      picture.showPicture(bitmap, deviceWidth, deviceHeight);
      pictureView = view;
      picture.element.style.transform = '';
    },
    dropPicture() {
      pictureView = null;
      picture.clear();
      setVisible(picture.element, false);
    },
    drawPatches(paint) {
      patchesShown = true;
      paintPatches(paint);
    },
    preparePatches() {
      // A pixel written gives the canvas its pixels (a read would too, but asks Chromium for a
      // canvas kept for reading); a transparent one over a blank canvas changes nothing.
      paintPatches((ctx) => ctx.putImageData(ctx.createImageData(1, 1), 0, 0));
    },
    clearPatches() {
      if (!patchesShown || !sized) return;
      patchesShown = false;
      patches.layer.clear();
    },
    moveLastFrame(view, crispView, patchRect, overlayShown) {
      if (!stackMoved) {
        // First frame of a movement: the patches and overlay become one still picture (a 2D
        // canvas would be copied anew on every frame it moves) and the layers go. The
        // picture is a bitmap already: it moves as it is.
        stackMoved = true;
        snapshotView = null;
        const withPatches = patchesShown && patchRect !== null;
        if (crispView !== null && overlayShown) {
          movingFrame.show(overlayCanvas.width, overlayCanvas.height, withPatches ? [patchCanvas, overlayCanvas] : [overlayCanvas]);
          sizeStill(movingFrame.element, boxWidth, boxHeight);
          snapshotAt = { x: 0, y: 0 };
          snapshotView = crispView;
        } else if (crispView !== null && withPatches) {
          // Only the patched seats: a few discs, not a screenful of pixels to copy.
          movingFrame.show(patchRect.width, patchRect.height, [patchCanvas], patchRect.x, patchRect.y);
          sizeStill(movingFrame.element, patchRect.width / pixelRatio, patchRect.height / pixelRatio);
          snapshotAt = { x: patchRect.x / pixelRatio, y: patchRect.y / pixelRatio };
          snapshotView = crispView;
        }
        if (snapshotView) movingFrame.element.style.visibility = 'visible';
        // Hidden, not removed from layout: `display` would rebuild the layout tree twice a gesture.
        layerHost.style.visibility = 'hidden';
      }
      // The picture stays visible inside the hidden layer host, carried to `view`.
      setVisible(picture.element, pictureView !== null, 'hidden', 'visible');
      if (pictureView) picture.element.style.transform = cssMatrix(relativeView(pictureView, view));
      if (snapshotView) {
        const r = relativeView(snapshotView, view);
        movingFrame.element.style.transform = cssMatrix({ k: r.k, x: r.x + r.k * snapshotAt.x, y: r.y + r.k * snapshotAt.y });
      }
    },
    showCrisp(lod, overlayShown) {
      const seats = lod !== 'sectors' && pictureView !== null;
      setVisible(picture.element, seats);
      if (seats) picture.element.style.transform = '';
      setVisible(patchCanvas, seats && patchesShown);
      setVisible(overlayCanvas, overlayShown);
      if (stackMoved) {
        layerHost.style.visibility = '';
        movingFrame.element.style.visibility = 'hidden';
        movingFrame.clear();
        stackMoved = false;
        snapshotView = null;
      }
    },
    dispose() {
      movingFrame.dispose();
      picture.dispose();
      // Destroying the layers lets their canvases' pixels go (sized 0×0).
      stage.destroy();
      element.remove();
    },
  };
}
