import { useEffect } from 'react';
import { prepareSeatMapHost } from '../../../../engine';
import { whenPageIdle } from '../../../components/use-when-idle';

/**
 * While the page waits for its hall, pays the map host's first-use costs at idle, so that
 * the map's first paint after the data does not (bench/README.md, "Konva as the map's host").
 */
export function usePrepareSeatMapHost(): void {
  useEffect(() => whenPageIdle(prepareSeatMapHost), []);
}
