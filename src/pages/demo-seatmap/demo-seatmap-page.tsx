import { useCallback, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { categoryColorsOf, priceLegend } from '../../../engine';
import type { SeatMap } from '../../../engine';
import { scalePercent } from '../../../engine';
import { installDebugHandle, SeatMapView, ZoomControls } from '../../features/seat-map-view';
import { useLang } from '../../i18n/use-lang';
import { formatNumber } from '../../i18n/format';
import type { Lang } from '../../../contract/lang';
import { MAX_COORDINATE, MAX_IMPORT_SEATS, MAX_IMPORT_SHAPES } from '../../../engine';
import { MAX_FILE_BYTES } from './load-source';
import { DemoPanel } from './demo-panel';
import { hallSourceFromParams, type HallSource } from './hall-source';
import { useDemoHall } from './use-demo-hall';
import { demoNames } from './seat-names';
import './demo-seatmap.css';

/** The stated limits, named in the refusals that apply them. */
function limitsText(lang: Lang) {
  return {
    megabytes: formatNumber(MAX_FILE_BYTES / 1024 / 1024, lang),
    shapes: formatNumber(MAX_IMPORT_SHAPES, lang),
    seats: formatNumber(MAX_IMPORT_SEATS, lang),
    units: formatNumber(MAX_COORDINATE, lang),
  };
}

/**
 * /demo/seatmap: the engine alone, on a generated hall (?seats=N), a fixture (?hall=name)
 * or the visitor's own SVG (a file, or ?src=url), with its timings on show.
 */
export function DemoSeatmapPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const [file, setFile] = useState<{ file: File; params: string } | null>(null);
  // A file replaces the hall of the address until the address changes.
  const urlSource = useMemo(() => hallSourceFromParams(params, window.location.origin), [params]);
  const source: HallSource = file && file.params === params.toString() ? { kind: 'file', file: file.file } : urlSource;
  const names = useMemo(() => demoNames(t), [t]);
  const state = useDemoHall(source, lang, names);
  const hall = state.status === 'ready' ? state.hall : null;

  const [map, setMap] = useState<SeatMap | null>(null);
  const [percent, setPercent] = useState(100);
  const [selected, setSelected] = useState<number[]>([]);
  const [firstPaintMs, setFirstPaintMs] = useState<number | null>(null);

  const colors = useMemo(() => (hall ? categoryColorsOf(hall.zones) : undefined), [hall]);
  const legend = useMemo(() => (hall ? priceLegend(hall.zones) : []), [hall]);

  const onReady = useCallback(
    (m: SeatMap) => {
      setMap(m);
      setSelected([]);
      setFirstPaintMs(null);
      setPercent(100);
      // The demo's cart: a tap toggles, the panel lists what is selected.
      const toggle = (seatId: number) => {
        const index = m.model.indexOf.get(seatId);
        if (index === undefined) return;
        if (m.select(seatId)) setSelected((s) => [...s, index]);
        else if (m.unselect(seatId)) setSelected((s) => s.filter((i) => i !== index));
      };
      const offs = [
        m.on('viewport', ({ scale }) => setPercent(scalePercent(scale))),
        m.on('firstPaint', ({ at }) => setFirstPaintMs(hall ? at - hall.dataAt : null)),
        m.on('seatTap', ({ seatId }) => toggle(seatId)),
      ];
      const uninstall = hall ? installDebugHandle(m, hall, toggle) : () => {};
      return () => {
        offs.forEach((off) => off());
        uninstall();
        setMap(null);
      };
    },
    [hall],
  );

  const unselect = (index: number) => {
    if (map?.unselect(map.model.ids[index]!)) setSelected((s) => s.filter((i) => i !== index));
  };

  const pickFile = (f: File) => setFile({ file: f, params: params.toString() });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const f = event.dataTransfer.files[0];
    if (f) pickFile(f);
  };

  return (
    <div className="seatmap-demo" data-state={state.status} data-seat-count={hall?.model.seatCount}>
      <div className="seatmap-demo__stage" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        {hall && (
          <SeatMapView
            key={hall.dataAt}
            className="seatmap-canvas"
            model={hall.model}
            label={t('seatmapDemo.mapLabel')}
            categoryColors={colors}
            onReady={onReady}
          />
        )}
        {state.status === 'loading' && (
          <p className="seatmap-demo__message" role="status">
            {t(state.phase === 'fetch' ? 'seatmapDemo.loading' : state.phase === 'import' ? 'seatmapDemo.importing' : 'seatmapDemo.parsing')}
          </p>
        )}
        {state.status === 'error' && (
          <p className="seatmap-demo__message seatmap-demo__message--error" role="alert" data-error-code={state.code}>
            {t(`seatmapDemo.errors.${state.code}`, limitsText(lang))}
          </p>
        )}
        <ZoomControls map={map} percent={percent} />
      </div>
      <DemoPanel
        model={hall?.model ?? null}
        timings={hall ? { loadMs: hall.loadMs, parseMs: hall.parseMs, firstPaintMs } : null}
        selected={selected}
        legend={legend}
        onUnselect={unselect}
        onFile={pickFile}
        imported={hall?.imported}
      />
    </div>
  );
}
