import { vi } from 'vitest';

/** Fakes the timers the seat map and its renderer run on (frames, settle timers, their clock): the test moves time itself. */
export function useFrameTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
}
