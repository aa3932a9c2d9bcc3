import { afterEach, beforeEach, vi } from 'vitest';
import { useFrameTimers } from './frame-timers';
import { recordingContext } from './recording-context';

/**
 * jsdom has no canvas: give every <canvas> a recording 2D context and define Path2D and
 * DOMMatrix, so that the real Konva renderer can be created, drawn and disposed in tests.
 * Returns how many 2D contexts were handed out.
 */
export function stubCanvas(): { contexts: () => number } {
  let contexts = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext() {
    contexts++;
    return recordingContext().ctx as never;
  });
  if (typeof globalThis.Path2D === 'undefined') {
    vi.stubGlobal(
      'Path2D',
      class {
        addPath() {}
      },
    );
  }
  if (typeof globalThis.DOMMatrix === 'undefined') vi.stubGlobal('DOMMatrix', class {});
  return { contexts: () => contexts };
}

/**
 * For a file of tests on the real renderer: the canvas stubbed and the frame timers faked in
 * each test; after it, real timers, mocks and globals put back and the page emptied.
 */
export function canvasTestHooks(): void {
  beforeEach(() => {
    stubCanvas();
    useFrameTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });
}
