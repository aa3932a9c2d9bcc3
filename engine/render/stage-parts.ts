import Konva from 'konva/lib/Core';
import type { Ctx2D } from './canvas';
import { engineShape } from './konva-canvas';
import { cappedPixelRatio } from './pixel-ratio';

/** What a layer's one shape paints when Konva draws it; the layer stack that owns the parts sets it. */
export interface LayerPainters {
  patches: (ctx: Ctx2D) => void;
  overlay: (ctx: Ctx2D) => void;
}

/**
 * The Konva half of the layer stack: a stage in its own container, with the seat patches'
 * layer and the overlay's, each drawn by one engine shape. None of it depends on the hall,
 * so it can be built while the hall is on its way (spareStageParts) and taken by the map
 * when it mounts: building a stage and its layers is ~40 ms of a throttled phone's first
 * paint otherwise.
 */
export interface StageParts {
  /** The stage's container (`data-part="layers"`), not yet in the page. */
  readonly container: HTMLDivElement;
  readonly stage: Konva.Stage;
  readonly patches: { layer: Konva.Layer; canvas: HTMLCanvasElement };
  readonly overlay: { layer: Konva.Layer; canvas: HTMLCanvasElement };
  readonly painters: LayerPainters;
  readonly pixelRatio: number;
}

const nothing = () => {};

export function buildStageParts(pixelRatio: number): StageParts {
  const container = document.createElement('div');
  container.style.cssText = 'position:absolute;inset:0;';
  container.dataset.part = 'layers';
  // Sized when a layer is first drawn (a tap, hover, focus): until then the layers' canvases
  // have no pixels, and the first paint does not pay for two screenfuls it does not show.
  const stage = new Konva.Stage({ container, width: 0, height: 0, listening: false });
  // Konva's own pointer handling would hit-test every move; ours goes through the index.
  stage.content.style.pointerEvents = 'none';
  const painters: LayerPainters = { patches: nothing, overlay: nothing };
  function konvaLayer(part: keyof LayerPainters, clearBeforeDraw: boolean) {
    const layer = new Konva.Layer({ listening: false, clearBeforeDraw });
    // Before the layer is sized (on adding): its canvas is allocated once, at the engine's ratio.
    layer.getCanvas().setPixelRatio(pixelRatio);
    layer.add(engineShape((ctx) => painters[part](ctx)));
    stage.add(layer);
    const canvas = layer.getNativeCanvasElement();
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.maxWidth = 'none';
    canvas.style.maxHeight = 'none';
    canvas.style.pointerEvents = 'none';
    // Hidden until it has something to show: a visible canvas whose context was used (Konva
    // scales and clears it) is given pixels and composited at the next paint, empty or not.
    canvas.style.visibility = 'hidden';
    canvas.dataset.part = part;
    return { layer, canvas };
  }
  // Patches accumulate: only seats changed since the last paint are painted, over the rest.
  const patches = konvaLayer('patches', false);
  // The overlay's painter clears it itself, once it has something to show (layer-stack.ts).
  const overlay = konvaLayer('overlay', false);
  return { container, stage, patches, overlay, painters, pixelRatio };
}

let spare: StageParts | null = null;

/**
 * Builds the parts the next map will take, ahead of it, and with them pays Konva's one-off
 * costs (compiling its stage, layer and shape code on first use, its canvas checks): the
 * shell calls it while the hall is still loading. One spare at a time. Only a head start:
 * without a 2D canvas nothing is kept, and the map itself fails and says so when it mounts.
 */
export function prepareCanvasHost(): void {
  if (spare || typeof document === 'undefined') return;
  try {
    spare = buildStageParts(cappedPixelRatio(globalThis.devicePixelRatio));
  } catch {
    spare = null;
  }
}

/** The spare parts when they were built for this pixel ratio, else new ones. */
export function takeStageParts(pixelRatio: number): StageParts {
  const parts = spare;
  spare = null;
  if (parts && parts.pixelRatio === pixelRatio) return parts;
  parts?.stage.destroy();
  return buildStageParts(pixelRatio);
}
