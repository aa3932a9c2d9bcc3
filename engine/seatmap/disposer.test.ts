// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Disposer } from './disposer';

describe('disposer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes listeners, clears timers and runs cleanups in reverse order', () => {
    const d = new Disposer();
    const el = document.createElement('div');
    const handler = vi.fn();
    d.listen(el, 'click', handler);
    const timer = vi.fn();
    d.timeout(timer, 100);
    const order: number[] = [];
    d.add(() => order.push(1));
    d.add(() => order.push(2));
    expect(d.size).toBe(4);
    d.dispose();
    el.click();
    vi.advanceTimersByTime(200);
    expect(handler).not.toHaveBeenCalled();
    expect(timer).not.toHaveBeenCalled();
    expect(order).toEqual([2, 1]);
    expect(d.size).toBe(0);
    expect(d.isDisposed).toBe(true);
  });

  it('runs a cleanup added after dispose at once', () => {
    const d = new Disposer();
    d.dispose();
    const late = vi.fn();
    d.add(late);
    expect(late).toHaveBeenCalled();
  });

  it('disconnects resize observers', () => {
    const disconnect = vi.fn();
    const observe = vi.fn();
    vi.stubGlobal('ResizeObserver', class { observe = observe; disconnect = disconnect; });
    const d = new Disposer();
    d.observeResize(document.body, () => {});
    expect(observe).toHaveBeenCalled();
    d.dispose();
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
