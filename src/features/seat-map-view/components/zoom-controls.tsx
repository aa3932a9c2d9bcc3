import { useTranslation } from 'react-i18next';
import type { SeatMap } from '../../../../engine';
import './zoom-controls.css';

/**
 * Zoom in, out, reset and the scale label (percent of the fitted hall), laid over the
 * top right of a `.seatmap-stage`; the map itself takes `.seatmap-canvas`.
 */
export function ZoomControls({ map, percent }: { map: SeatMap | null; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="seatmap-zoom" role="group" aria-label={t('seatmap.zoom.label')}>
      <button type="button" onClick={() => map?.zoomOut()} disabled={!map} aria-label={t('seatmap.zoom.out')}>
        −
      </button>
      {/* Not announced on every gesture frame; the buttons' names say what changes. */}
      <output className="seatmap-zoom__scale" data-testid="seatmap-scale" aria-live="off" aria-label={t('seatmap.zoom.scale')}>
        {percent}%
      </output>
      <button type="button" onClick={() => map?.zoomIn()} disabled={!map} aria-label={t('seatmap.zoom.in')}>
        +
      </button>
      <button type="button" onClick={() => map?.reset()} disabled={!map} aria-label={t('seatmap.zoom.reset')}>
        ⤢
      </button>
    </div>
  );
}
