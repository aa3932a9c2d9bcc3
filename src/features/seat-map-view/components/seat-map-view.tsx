import { useEffect, useLayoutEffect, useRef } from 'react';
import type { HallModel } from '../../../../engine';
import { createSeatMap } from '../../../../engine';
import type { SeatMap, SeatMapOptions } from '../../../../engine';

export interface SeatMapViewProps {
  model: HallModel;
  /** Accessible name of the map, already translated. */
  label: string;
  categoryColors?: ReadonlyMap<number, string>;
  seatLabel?: SeatMapOptions['seatLabel'];
  /** Called with the engine once it is mounted; may return a cleanup run before dispose. */
  onReady?: (map: SeatMap) => void | (() => void);
  className?: string;
}

/**
 * The thin React wrapper: mounts the engine on a div, disposes it on unmount or when the
 * hall changes. Everything else talks to the engine through the `SeatMap` from `onReady`.
 */
export function SeatMapView({ model, label, categoryColors, seatLabel, onReady, className }: SeatMapViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<SeatMap | null>(null);
  // Read at mount time only: a new callback identity must not rebuild a 100k-seat map.
  const latest = useRef({ label, categoryColors, seatLabel, onReady });
  latest.current = { label, categoryColors, seatLabel, onReady };

  // A layout effect: the map is created before the browser paints the empty box, saving a
  // frame of first-paint time.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { label: l, categoryColors: colors, seatLabel: seatText, onReady: ready } = latest.current;
    performance.mark('seatmap:mount');
    const map = createSeatMap(el, model, { label: l, categoryColors: colors, seatLabel: seatText });
    performance.mark('seatmap:created');
    mapRef.current = map;
    const cleanup = ready?.(map);
    return () => {
      cleanup?.();
      mapRef.current = null;
      map.dispose();
    };
  }, [model]);

  useEffect(() => {
    ref.current?.setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    if (categoryColors) mapRef.current?.setCategoryColors(categoryColors);
  }, [categoryColors]);

  return <div ref={ref} className={className} data-testid="seat-map" />;
}
