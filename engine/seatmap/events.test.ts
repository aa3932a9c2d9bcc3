import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './events';

describe('emitter', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const events = createEmitter<{ a: number; b: string }>();
    const a = vi.fn();
    const off = events.on('a', a);
    events.emit('a', 1);
    off();
    events.emit('a', 2);
    expect(a.mock.calls).toEqual([[1]]);
    expect(events.has('a')).toBe(false);
  });

  it('lets a handler unsubscribe while being called', () => {
    const events = createEmitter<{ a: number }>();
    const second = vi.fn();
    const off = events.on('a', () => off());
    events.on('a', second);
    events.emit('a', 1);
    events.emit('a', 2);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
