import { useEffect } from 'react';
import { prepareSeatMapHost } from '../../../../engine';

/**
 * Builds the map's canvas host (its Konva stage and layers) as soon as the page is up, while
 * its hall is still on the way, so that the map takes it instead of building it in its first
 * paint (bench/README.md, "Konva as the map's host"). Not at idle: a warm visit's hall comes
 * from the browser's store in a few tens of milliseconds, and the page is not idle before it
 * arrives (a CPU profile found the idle wait firing after the map had built its own).
 */
export function usePrepareSeatMapHost(): void {
  useEffect(() => prepareSeatMapHost(), []);
}
