import { describe, expect, it } from 'vitest';
import { FrameStats } from './frame-stats';

describe('frame stats', () => {
  it('keeps the last N frame durations, oldest first', () => {
    const stats = new FrameStats(3);
    [1, 2, 3, 4, 5].forEach((ms, i) => stats.record(ms, i % 2 === 0));
    const snap = stats.snapshot();
    expect(snap.frames).toEqual([3, 4, 5]);
    expect(snap.frameCount).toBe(5);
    expect(snap.movingFrames).toBe(3);
    stats.reset();
    expect(stats.snapshot().frames).toEqual([]);
  });
});
