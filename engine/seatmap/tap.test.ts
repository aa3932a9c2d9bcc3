import { describe, expect, it, vi } from 'vitest';
import { createTapDetector, type PointerSample } from './tap';

const at = (pointerId: number, clientX: number, clientY: number, time = 0, pointerType = 'touch'): PointerSample => ({
  pointerId,
  pointerType,
  clientX,
  clientY,
  time,
});

describe('tap detection: a tap is not a pan', () => {
  it('reports a touch that wobbles less than 10 px', () => {
    const onTap = vi.fn();
    const tap = createTapDetector({ onTap });
    tap.down(at(1, 100, 100));
    tap.move(at(1, 106, 104));
    tap.up(at(1, 105, 103, 120));
    expect(onTap).toHaveBeenCalledWith({ clientX: 105, clientY: 103, pointerType: 'touch' });
  });

  it('ignores a touch that travelled, even if it came back', () => {
    const onTap = vi.fn();
    const tap = createTapDetector({ onTap });
    tap.down(at(1, 100, 100));
    tap.move(at(1, 140, 100));
    tap.up(at(1, 101, 100, 200));
    expect(onTap).not.toHaveBeenCalled();
  });

  it('uses the tighter 4 px click distance for a mouse', () => {
    const onTap = vi.fn();
    const tap = createTapDetector({ onTap });
    tap.down(at(1, 100, 100, 0, 'mouse'));
    tap.up(at(1, 106, 100, 50, 'mouse'));
    expect(onTap).not.toHaveBeenCalled();
    tap.down(at(1, 100, 100, 100, 'mouse'));
    tap.up(at(1, 103, 100, 150, 'mouse'));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('never reports a pinch, whichever finger lifts first', () => {
    const onTap = vi.fn();
    const tap = createTapDetector({ onTap });
    tap.down(at(1, 100, 100));
    tap.down(at(2, 200, 200));
    tap.up(at(2, 200, 200, 100));
    tap.up(at(1, 100, 100, 120));
    expect(onTap).not.toHaveBeenCalled();
    // The next single tap counts again.
    tap.down(at(3, 50, 50, 500));
    tap.up(at(3, 50, 50, 560));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('ignores a long press and a cancelled pointer', () => {
    const onTap = vi.fn();
    const tap = createTapDetector({ onTap, maxDurationMs: 500 });
    tap.down(at(1, 10, 10, 0));
    tap.up(at(1, 10, 10, 900));
    tap.down(at(2, 10, 10, 1000));
    tap.cancel(2);
    tap.up(at(2, 10, 10, 1050));
    expect(onTap).not.toHaveBeenCalled();
  });
});
