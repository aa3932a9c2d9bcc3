import { useTranslation } from 'react-i18next';
import type { SeatMap } from '../../../../engine/seatmap/types';

/** Zoom in, out, reset and the scale label (percent of the fitted hall). */
export function ZoomControls({ map, percent }: { map: SeatMap | null; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="scheme-zoom" role="group" aria-label={t('scheme.zoom.label')}>
      <button type="button" onClick={() => map?.zoomOut()} disabled={!map} aria-label={t('scheme.zoom.out')}>
        −
      </button>
      <output className="scheme-zoom__scale" data-testid="scheme-scale" aria-label={t('scheme.zoom.scale')}>
        {percent}%
      </output>
      <button type="button" onClick={() => map?.zoomIn()} disabled={!map} aria-label={t('scheme.zoom.in')}>
        +
      </button>
      <button type="button" onClick={() => map?.reset()} disabled={!map} aria-label={t('scheme.zoom.reset')}>
        ⤢
      </button>
    </div>
  );
}
