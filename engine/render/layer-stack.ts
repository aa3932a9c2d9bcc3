import Konva from 'konva';
import type { LevelOfDetail } from '../lod/lod';
import { context2d, type Ctx2D } from './canvas';
import { createStaticFrame } from './static-frame';
import { relativeView, type View } from './view';

/** A rectangle of a layer's canvas, device pixels. */
export interface DeviceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the Konva layers draw themselves (the native context; called by Konva). */
export interface LayerDraws {
  overlay(ctx: Ctx2D): void;
}

/**
 * The renderer's elements, bottom to top: the hall bitmap (added when first needed), then
 * in `[data-part="layers"]` the picture (sectors, standing areas, stage and seats of the
 * last crisp view: a bitmap handed over whole), the seat patches (seats whose status
 * changed since the picture was drawn, painted over it on a 2D canvas) and the Konva
 * overlay (hover, keyboard focus); above them the moving frame (the patches and overlay as
 * one still picture while the view moves).
 */
export interface LayerStack {
  readonly element: HTMLElement;
  readonly overlayLayer: Konva.Layer;
  /** Puts an element under everything else (the hall bitmap). */
  addBottom(el: HTMLElement): void;
  setSize(width: number, height: number): void;
  /** A picture drawn for `view` goes on screen, `deviceWidth`×`deviceHeight` pixels. */
  showPicture(picture: ImageBitmap | CanvasImageSource, view: View, deviceWidth: number, deviceHeight: number): void;
  /** No picture is valid any more (resize, sectors shown instead). */
  dropPicture(): void;
  /** The 2D context of the seat patches' canvas (device pixels, identity transform when handed out). */
  patchContext(): Ctx2D;
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

function makeLayer(stage: Konva.Stage, pixelRatio: number, draw: (ctx: Ctx2D) => void): Konva.Layer {
  const layer = new Konva.Layer({ listening: false });
  layer.getCanvas().setPixelRatio(pixelRatio);
  layer.add(
    new Konva.Shape({
      listening: false,
      perfectDrawEnabled: false,
      // The native context: Konva's wrapper adds a call per operation.
      sceneFunc: (context) => draw(context._context),
    }),
  );
  stage.add(layer);
  return layer;
}

function setVisible(el: HTMLElement, visible: boolean, hidden = 'hidden', shown = ''): void {
  const visibility = visible ? shown : hidden;
  if (el.style.visibility !== visibility) el.style.visibility = visibility;
}

function cssMatrix(v: View): string {
  return `matrix(${v.k}, 0, 0, ${v.k}, ${v.x}, ${v.y})`;
}

const STILL_CSS = 'position:absolute;left:0;top:0;max-width:none;max-height:none;transform-origin:0 0;will-change:transform;pointer-events:none;visibility:hidden;';

/**
 * Konva draws a layer as soon as it is added: the draw functions must be able to run (and
 * draw nothing) before the first frame.
 */
export function createLayerStack(host: HTMLElement, width: number, height: number, pixelRatio: number, draw: LayerDraws): LayerStack {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;';
  host.appendChild(element);
  const stageHost = document.createElement('div');
  stageHost.style.cssText = 'position:absolute;inset:0;';
  stageHost.dataset.part = 'layers';
  element.appendChild(stageHost);
  const movingFrame = createStaticFrame(STILL_CSS);
  movingFrame.element.dataset.part = 'moving-frame';
  element.appendChild(movingFrame.element);
  // Created at its size: every resize reallocates (and clears) each layer's canvas.
  const stage = new Konva.Stage({ container: stageHost, width, height, listening: false });
  // Konva's own pointer handling would hit-test every move; ours goes through the index.
  stage.content.style.pointerEvents = 'none';
  // Konva empties its container when it builds its DOM: the picture goes in after it, first.
  const picture = createStaticFrame(STILL_CSS);
  picture.element.dataset.part = 'picture';
  const patchCanvas = document.createElement('canvas');
  patchCanvas.setAttribute('aria-hidden', 'true');
  patchCanvas.style.cssText = 'position:absolute;left:0;top:0;max-width:none;max-height:none;pointer-events:none;visibility:hidden;';
  patchCanvas.dataset.part = 'patches';
  stageHost.insertBefore(patchCanvas, stageHost.firstChild);
  stageHost.insertBefore(picture.element, stageHost.firstChild);
  let patchCtx: Ctx2D | null = null;
  let patchesShown = false;
  function sizePatches(w: number, h: number) {
    const dw = Math.round(w * pixelRatio);
    const dh = Math.round(h * pixelRatio);
    // Setting a canvas's size clears it, even to the same size.
    if (patchCanvas.width !== dw) patchCanvas.width = dw;
    if (patchCanvas.height !== dh) patchCanvas.height = dh;
    patchCanvas.style.width = `${w}px`;
    patchCanvas.style.height = `${h}px`;
  }

  const overlayLayer = makeLayer(stage, pixelRatio, draw.overlay);

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
  sizePatches(width, height);
  sizeStill(movingFrame.element, width, height);

  return {
    element,
    overlayLayer,
    addBottom(el) {
      element.insertBefore(el, element.firstChild);
    },
    setSize(w, h) {
      if (stage.width() !== w || stage.height() !== h) stage.size({ width: w, height: h });
      sizeStill(picture.element, w, h);
      sizePatches(w, h);
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
    patchContext() {
      patchCtx ??= context2d(patchCanvas);
      patchesShown = true;
      return patchCtx;
    },
    preparePatches() {
      patchCtx ??= context2d(patchCanvas);
      patchCtx.clearRect(0, 0, 1, 1);
      patchCtx.getImageData(0, 0, 1, 1);
    },
    clearPatches() {
      if (!patchesShown) return;
      patchesShown = false;
      patchCtx?.setTransform(1, 0, 0, 1, 0, 0);
      patchCtx?.clearRect(0, 0, patchCanvas.width, patchCanvas.height);
    },
    moveLastFrame(view, crispView, patchRect, overlayShown) {
      if (!stackMoved) {
        // First frame of a movement: the patches and overlay become one still picture (a 2D
        // canvas would be copied anew on every frame it moves) and the layers go. The
        // picture is a bitmap already: it moves as it is.
        stackMoved = true;
        snapshotView = null;
        const overlayCanvas = overlayLayer.getNativeCanvasElement();
        const withPatches = patchesShown && patchRect !== null;
        if (crispView !== null && overlayShown) {
          movingFrame.show(overlayCanvas.width, overlayCanvas.height, withPatches ? [patchCanvas, overlayCanvas] : [overlayCanvas]);
          sizeStill(movingFrame.element, stage.width(), stage.height());
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
        stageHost.style.visibility = 'hidden';
      }
      // The picture stays visible inside the hidden stage host, carried to `view`.
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
      setVisible(overlayLayer.getNativeCanvasElement(), overlayShown);
      if (stackMoved) {
        stageHost.style.visibility = '';
        movingFrame.element.style.visibility = 'hidden';
        movingFrame.clear();
        stackMoved = false;
        snapshotView = null;
      }
    },
    dispose() {
      movingFrame.dispose();
      picture.dispose();
      patchCanvas.width = 0;
      patchCanvas.height = 0;
      stage.destroy();
      element.remove();
    },
  };
}
