import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGesturePhase, SETTLE_MS } from './gesture-phase';

describe('gesture phase: move the bitmap, then draw crisp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts moving on the first change and settles once the view has been still', () => {
    const settled = vi.fn();
    const phase = createGesturePhase(settled);
    expect(phase.phase).toBe('crisp');
    expect(phase.moved()).toBe(true);
    expect(phase.phase).toBe('moving');
    vi.advanceTimersByTime(SETTLE_MS - 20);
    expect(phase.moved()).toBe(false);
    vi.advanceTimersByTime(SETTLE_MS - 20);
    expect(settled).not.toHaveBeenCalled();
    expect(phase.phase).toBe('moving');
    vi.advanceTimersByTime(20);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(phase.phase).toBe('crisp');
  });

  it('settles the crisp redraw between 100 and 150 ms after the last movement', () => {
    expect(SETTLE_MS).toBeGreaterThanOrEqual(100);
    expect(SETTLE_MS).toBeLessThanOrEqual(150);
  });

  it('settles at once on request, and never after dispose', () => {
    const settled = vi.fn();
    const phase = createGesturePhase(settled, 100);
    phase.settleNow();
    expect(settled).not.toHaveBeenCalled();
    phase.moved();
    phase.settleNow();
    expect(settled).toHaveBeenCalledTimes(1);
    phase.moved();
    phase.dispose();
    vi.advanceTimersByTime(1000);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
