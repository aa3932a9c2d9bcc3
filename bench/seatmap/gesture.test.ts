import { describe, expect, it } from 'vitest';
import { panFrames, pinchFrames, PINCH_START_PX, scriptGesture } from './gesture';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('scripted gesture', () => {
  it('pinches about a fixed midpoint by the asked scale, one move a frame, then lifts both fingers', () => {
    const frames = pinchFrames({ x: 200, y: 300 }, 8, 10);
    expect(frames).toHaveLength(11);
    expect(frames[0]![0]!.type).toBe('touchstart');
    expect(frames[0]![0]!.touches).toHaveLength(2);
    for (const frame of frames.slice(1)) expect(frame.filter((s) => s.type === 'touchmove')).toHaveLength(1);
    const last = frames[10]!;
    const [a, b] = last[0]!.touches;
    expect(distance(a!, b!) / PINCH_START_PX).toBeCloseTo(8);
    expect((a!.x + b!.x) / 2).toBeCloseTo(200);
    expect((a!.y + b!.y) / 2).toBeCloseTo(300);
    expect(last[1]).toMatchObject({ type: 'touchend', touches: [] });
  });

  it('pans one finger in a straight line', () => {
    const frames = panFrames({ x: 0, y: 0 }, { x: 100, y: 50 }, 4);
    expect(frames.map((f) => f[0]!.touches[0] ?? null).slice(1)).toEqual([
      { id: 3, x: 25, y: 12.5 },
      { id: 3, x: 50, y: 25 },
      { id: 3, x: 75, y: 37.5 },
      { id: 3, x: 100, y: 50 },
    ]);
  });

  it('pauses with no fingers down after each movement', () => {
    const frames = scriptGesture({ pinchCentre: { x: 1, y: 1 }, pinchScale: 2, pinchFrames: 5, holdFrames: 3, pans: [{ from: { x: 0, y: 0 }, to: { x: 9, y: 9 }, frames: 4 }] });
    expect(frames).toHaveLength(6 + 3 + 5 + 3);
    expect(frames.slice(6, 9)).toEqual([[], [], []]);
    expect(frames.slice(-3)).toEqual([[], [], []]);
  });
});
