import Konva from 'konva/lib/Core';
import { SceneCanvas } from 'konva/lib/Canvas';
import type { Ctx2D } from './canvas';

/**
 * The engine's drawing as a Konva shape: its scene function hands the native context
 * (Konva's wrapper adds a call per operation) at the identity transform, device pixels,
 * to `draw`. One shape draws a whole layer: culling goes through the spatial index and hit
 * testing through the index too, so the shape neither listens nor has a hit region, and
 * none of Konva's per-shape extras (buffer canvas for opacity, shadow of the stroke) apply.
 */
export function engineShape(draw: (ctx: Ctx2D) => void): Konva.Shape {
  return new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
    sceneFunc: (context) => {
      const ctx = context._context as Ctx2D;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      draw(ctx);
    },
  });
}

/**
 * A Konva scene canvas of `width`×`height` device pixels whose pixels live in an
 * OffscreenCanvas where the browser has one: no DOM node, and the finished picture is
 * handed over with `transferToImageBitmap` (no copy). Konva makes its canvases through
 * `Util.createCanvasElement`, the hook its own Node back-ends replace; it is replaced here
 * for this one construction only.
 */
export function offscreenSceneCanvas(width: number, height: number): SceneCanvas {
  if (typeof OffscreenCanvas === 'undefined') return new SceneCanvas({ width, height, pixelRatio: 1 });
  const util = Konva.Util as { createCanvasElement: () => HTMLCanvasElement };
  const make = util.createCanvasElement;
  // Konva sets a few inline styles on its canvases: an OffscreenCanvas has no `style`.
  util.createCanvasElement = () => Object.assign(new OffscreenCanvas(0, 0), { style: {} }) as unknown as HTMLCanvasElement;
  try {
    return new SceneCanvas({ width, height, pixelRatio: 1 });
  } finally {
    util.createCanvasElement = make;
  }
}

/** The canvas a Konva canvas draws into (an OffscreenCanvas for offscreenSceneCanvas). */
export function nativeCanvas(canvas: SceneCanvas): HTMLCanvasElement | OffscreenCanvas {
  return canvas._canvas as HTMLCanvasElement | OffscreenCanvas;
}

/** The native 2D context of a Konva canvas. */
export function nativeContext(canvas: SceneCanvas): Ctx2D {
  return canvas.getContext()._context as Ctx2D;
}
