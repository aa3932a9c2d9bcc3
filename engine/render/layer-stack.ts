import Konva from 'konva';
import type { LevelOfDetail } from '../lod/lod';
import type { Ctx2D } from './canvas';
import { createStaticFrame } from './static-frame';
import { relativeView, type View } from './view';

/** How each Konva layer draws itself (the native context; called by Konva). */
export interface LayerDraws {
  background(ctx: Ctx2D): void;
  seats(ctx: Ctx2D): void;
  overlay(ctx: Ctx2D): void;
}

/**
 * The renderer's elements, bottom to top: the hall bitmap (added when first needed), the
 * moving frame (the still picture moved during a gesture) and the three Konva layers.
 */
export interface LayerStack {
  readonly element: HTMLElement;
  readonly backgroundLayer: Konva.Layer;
  readonly seatLayer: Konva.Layer;
  readonly overlayLayer: Konva.Layer;
  /** Puts an element under everything else (the hall bitmap). */
  addBottom(el: HTMLElement): void;
  setSize(width: number, height: number): void;
  /**
   * A frame while the view moves: on the first, the layers' frame drawn for `crispView`
   * (null: nothing valid on them) becomes the moving picture; every frame carries it to `view`.
   */
  moveLastFrame(crispView: View | null, crispLod: LevelOfDetail, overlayEmpty: () => boolean, view: View): void;
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
 * Konva draws a layer as soon as it is added: the draw functions must be able to run (and
 * draw nothing) before the first frame.
 */
export function createLayerStack(host: HTMLElement, width: number, height: number, pixelRatio: number, draw: LayerDraws): LayerStack {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;';
  host.appendChild(element);
  const movingFrame = createStaticFrame('position:absolute;left:0;top:0;max-width:none;max-height:none;transform-origin:0 0;will-change:transform;pointer-events:none;visibility:hidden;');
  movingFrame.element.dataset.part = 'moving-frame';
  element.appendChild(movingFrame.element);
  const stageHost = document.createElement('div');
  stageHost.style.cssText = 'position:absolute;inset:0;';
  stageHost.dataset.part = 'layers';
  element.appendChild(stageHost);
  // Created at its size: every resize reallocates (and clears) each layer's canvas.
  const stage = new Konva.Stage({ container: stageHost, width, height, listening: false });
  // Konva's own pointer handling would hit-test every move; ours goes through the index.
  stage.content.style.pointerEvents = 'none';

  const backgroundLayer = makeLayer(stage, pixelRatio, draw.background);
  const seatLayer = makeLayer(stage, pixelRatio, draw.seats);
  const overlayLayer = makeLayer(stage, pixelRatio, draw.overlay);

  let stackMoved = false;
  /** Whether the moving frame holds the last crisp frame in this movement. */
  let snapshotShown = false;

  return {
    element,
    backgroundLayer,
    seatLayer,
    overlayLayer,
    addBottom(el) {
      element.insertBefore(el, element.firstChild);
    },
    setSize(w, h) {
      if (stage.width() !== w || stage.height() !== h) stage.size({ width: w, height: h });
      movingFrame.element.style.width = `${w}px`;
      movingFrame.element.style.height = `${h}px`;
    },
    moveLastFrame(crispView, crispLod, overlayEmpty, view) {
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
      // The picture still shows `crispView`: carry it to `view`.
      if (snapshotShown) movingFrame.element.style.transform = cssMatrix(relativeView(crispView!, view));
    },
    showCrisp(lod, overlayShown) {
      show(backgroundLayer, lod !== 'sectors');
      show(seatLayer, lod !== 'sectors');
      show(overlayLayer, overlayShown);
      if (stackMoved) {
        stageHost.style.visibility = '';
        movingFrame.element.style.visibility = 'hidden';
        movingFrame.clear();
        stackMoved = false;
        snapshotShown = false;
      }
    },
    dispose() {
      movingFrame.dispose();
      stage.destroy();
      element.remove();
    },
  };
}
