// @vitest-environment jsdom
import Konva from 'konva/lib/Core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../testing/canvas-stub';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('prepareCanvasHost', () => {
  it('builds a stage with a layer and an engine shape once a page, and leaves nothing behind', async () => {
    stubCanvas();
    const { prepareCanvasHost } = await import('./konva-canvas');
    const stages = Konva.stages.length;
    const layers = vi.spyOn(Konva.Stage.prototype, 'add');
    prepareCanvasHost();
    expect(layers).toHaveBeenCalledTimes(1);
    expect(Konva.stages.length).toBe(stages);
    prepareCanvasHost();
    expect(layers).toHaveBeenCalledTimes(1);
  });

  it('throws nothing where the page has no 2D canvas (it is only a head start)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { prepareCanvasHost } = await import('./konva-canvas');
    expect(() => prepareCanvasHost()).not.toThrow();
  });
});
