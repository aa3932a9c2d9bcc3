// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from './early-taps';

type Kept = Window & { __earlyTaps?: HTMLElement[]; __stopEarlyTaps?: () => void };

describe('replayEarlyTaps', () => {
  it('clicks the kept elements in order, skips gone or disabled ones, and stops keeping', () => {
    const clicks: string[] = [];
    const button = (name: string) => {
      const b = document.createElement('button');
      b.textContent = name;
      b.addEventListener('click', () => clicks.push(name));
      document.body.append(b);
      return b;
    };
    const date = button('date');
    const time = button('time');
    const gone = button('gone');
    gone.remove();
    const disabled = button('disabled');
    disabled.disabled = true;
    const ariaDisabled = button('aria-disabled');
    ariaDisabled.setAttribute('aria-disabled', 'true');
    const stop = vi.fn();
    const w = window as Kept;
    w.__earlyTaps = [date, gone, disabled, ariaDisabled, time];
    w.__stopEarlyTaps = stop;

    expect(replayEarlyTaps()).toBe(2);
    expect(clicks).toEqual(['date', 'time']);
    expect(stop).toHaveBeenCalledOnce();
    expect(w.__earlyTaps).toBeUndefined();
    // A second call (React's strict mode runs effects twice) replays nothing again.
    expect(replayEarlyTaps()).toBe(0);
    expect(clicks).toEqual(['date', 'time']);
  });
});
