import { useEffect, useState } from 'react';
import { whenIdle } from '../../engine';

/** How long an idle wait may last before the work runs anyway (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 1_000;

/** Runs `fn` once the page is idle (at the latest after IDLE_TIMEOUT_MS); returns a cancel. */
export const whenPageIdle = (fn: () => void): (() => void) => whenIdle(fn, IDLE_TIMEOUT_MS);

/**
 * False until the page has been idle once after `after` became true, and again whenever
 * `after` is false. For decoration whose cost must not land in the frames that matter (the seat map's first paint and the first taps
 * after it): the legend's Konva stages cost a 4×-throttled phone ~270 ms when mounted with the
 * map (bench/README.md, "Konva as the map's host").
 */
export function useWhenIdle(after = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // False again with `after` (a new map): the wait starts over.
    if (!after) return setIdle(false);
    return whenPageIdle(() => setIdle(true));
  }, [after]);
  return after && idle;
}
