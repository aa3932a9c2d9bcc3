import { useTranslation } from 'react-i18next';
import type { SeatMap } from '../../../engine/seatmap/types';

/** +, −, reset and the scale label (percent of the fitted hall). */
export function ZoomControls({ map, percent }: { map: SeatMap | null; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="seatmap-demo__zoom" role="group" aria-label={t('seatmapDemo.zoom.label')}>
      <button type="button" onClick={() => map?.zoomOut()} disabled={!map} aria-label={t('seatmapDemo.zoom.out')}>
        −
      </button>
      <output className="seatmap-demo__scale" data-testid="seatmap-scale" aria-live="off" aria-label={t('seatmapDemo.zoom.scale')}>
        {percent}%
      </output>
      <button type="button" onClick={() => map?.zoomIn()} disabled={!map} aria-label={t('seatmapDemo.zoom.in')}>
        +
      </button>
      <button type="button" onClick={() => map?.reset()} disabled={!map} aria-label={t('seatmapDemo.zoom.reset')}>
        ⤢
      </button>
    </div>
  );
}
