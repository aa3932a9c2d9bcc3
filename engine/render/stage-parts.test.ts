// @vitest-environment jsdom
import Konva from 'konva/lib/Core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../testing/canvas-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  document.body.replaceChildren();
});

async function modules() {
  const parts = await import('./stage-parts');
  const { createLayerStack } = await import('./layer-stack');
  const stack = (pixelRatio: number) => createLayerStack(document.body.appendChild(document.createElement('div')), 300, 200, pixelRatio, { overlay: () => {} });
  return { ...parts, stack };
}

describe('prepareCanvasHost', () => {
  it('builds the stage and its two layers ahead, once, and the next map takes them instead of building its own', async () => {
    stubCanvas();
    const { prepareCanvasHost, stack } = await modules();
    vi.stubGlobal('devicePixelRatio', 3);
    const before = Konva.stages.length;
    prepareCanvasHost();
    prepareCanvasHost();
    expect(Konva.stages.length).toBe(before + 1);
    const spare = Konva.stages.at(-1)!;
    const first = stack(2);
    expect(first.stage).toBe(spare);
    expect(Konva.stages.length).toBe(before + 1);
    expect(first.stage.getLayers()).toHaveLength(2);
    expect(first.element.querySelector('[data-part="layers"]')).toBe(spare.container());
    // Taken: the next map builds its own, and the next call builds a new spare.
    const second = stack(2);
    expect(second.stage).not.toBe(spare);
    prepareCanvasHost();
    expect(Konva.stages.length).toBe(before + 3);
    first.dispose();
    second.dispose();
  });

  it('leaves a spare built for another pixel ratio unused and destroyed', async () => {
    stubCanvas();
    const { prepareCanvasHost, stack } = await modules();
    vi.stubGlobal('devicePixelRatio', 1);
    prepareCanvasHost();
    const spare = Konva.stages.at(-1)!;
    const map = stack(2);
    expect(map.stage).not.toBe(spare);
    expect(Konva.stages).not.toContain(spare);
    expect(map.stage.getLayers()[0]!.getCanvas().getPixelRatio()).toBe(2);
    map.dispose();
  });

  it('draws what the map gives the taken layers, not what was there when they were built', async () => {
    stubCanvas();
    const { prepareCanvasHost } = await modules();
    vi.stubGlobal('devicePixelRatio', 2);
    prepareCanvasHost();
    const spare = Konva.stages.at(-1)!;
    const drawn: string[] = [];
    const { createLayerStack } = await import('./layer-stack');
    const map = createLayerStack(document.body.appendChild(document.createElement('div')), 300, 200, 2, { overlay: () => drawn.push('overlay') });
    expect(map.stage).toBe(spare);
    map.drawOverlay();
    map.drawPatches(() => drawn.push('patches'));
    expect(drawn).toEqual(['overlay', 'patches']);
    map.dispose();
  });

  it('throws nothing where the page has no 2D canvas (it is only a head start)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { prepareCanvasHost } = await modules();
    expect(() => prepareCanvasHost()).not.toThrow();
  });
});
