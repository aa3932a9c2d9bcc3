import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallModel } from '../../../engine';
import type { LegendEntry } from '../../../engine';
import { LangLink } from '../../components/lang-link';
import { formatNumber, formatPrice } from '../../i18n/format';
import { useLang } from '../../i18n/use-lang';
import { DEMO_HALLS, GENERATED_SIZES } from './hall-source';
import type { ImportReport } from '../../../engine/hall/import';
import { ImportReportView } from './import-report';

export interface DemoTimings {
  loadMs: number;
  parseMs: number;
  firstPaintMs: number | null;
}

interface DemoPanelProps {
  model: HallModel | null;
  timings: DemoTimings | null;
  selected: number[];
  legend: LegendEntry[];
  onUnselect: (index: number) => void;
  onFile: (file: File) => void;
  /** What the importer found, when the visitor's file had no marked seats. */
  imported?: ImportReport | undefined;
}

const ms = (value: number) => Math.round(value);

/** Seat count, timings, the selected seats, the price legend and where to get another hall. */
export function DemoPanel({ model, timings, selected, legend, onUnselect, onFile, imported }: DemoPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    event.target.value = '';
  };
  return (
    <aside className="seatmap-demo__panel" aria-label={t('seatmapDemo.panel')}>
      <h1 className="seatmap-demo__title">{t('pages.seatmapDemo')}</h1>
      <dl className="seatmap-demo__stats">
        <div>
          <dt>{t('seatmapDemo.stats.seats')}</dt>
          <dd data-testid="seatmap-seat-count">{model ? formatNumber(model.seatCount, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t('seatmapDemo.stats.load')}</dt>
          <dd>{timings ? t('seatmapDemo.stats.ms', { value: ms(timings.loadMs) }) : '—'}</dd>
        </div>
        <div>
          <dt>{t('seatmapDemo.stats.parse')}</dt>
          <dd data-testid="seatmap-parse-ms">{timings ? t('seatmapDemo.stats.ms', { value: ms(timings.parseMs) }) : '—'}</dd>
        </div>
        <div>
          <dt>{t('seatmapDemo.stats.firstPaint')}</dt>
          <dd data-testid="seatmap-first-paint-ms">
            {timings?.firstPaintMs != null ? t('seatmapDemo.stats.ms', { value: ms(timings.firstPaintMs) }) : '—'}
          </dd>
        </div>
      </dl>

      {imported && <ImportReportView report={imported} />}

      <section className="seatmap-demo__selected" aria-labelledby="seatmap-demo-selected">
        <h2 id="seatmap-demo-selected">
          {t('seatmapDemo.selected.title')} <span data-testid="seatmap-selected-count">{selected.length}</span>
        </h2>
        {selected.length === 0 ? (
          <p className="status">{t('seatmapDemo.selected.empty')}</p>
        ) : (
          <ul data-testid="seatmap-selected">
            {model &&
              selected.map((i) => (
                <li key={i}>
                  <button type="button" onClick={() => onUnselect(i)} data-seat-id={model.ids[i]} aria-label={t('seatmapDemo.selected.remove', { seat: seatText(model, i) })}>
                    {seatText(model, i)} ×
                  </button>
                </li>
              ))}
          </ul>
        )}
      </section>

      {legend.length > 0 && legend.some((e) => e.maxPrice > 0) && (
        <section aria-labelledby="seatmap-demo-legend">
          <h2 id="seatmap-demo-legend">{t('seatmapDemo.legend')}</h2>
          <ul className="seatmap-demo__legend">
            {legend.map((entry) => (
              <li key={entry.color}>
                <span className="seatmap-demo__swatch" style={{ background: entry.color }} aria-hidden="true" />
                {formatPrice(entry.maxPrice, lang)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="seatmap-demo-halls">
        <h2 id="seatmap-demo-halls">{t('seatmapDemo.halls.title')}</h2>
        <ul className="seatmap-demo__halls">
          {DEMO_HALLS.map((name) => (
            <li key={name}>
              <LangLink to={`?hall=${name}`}>{t(`seatmapDemo.halls.${name}`)}</LangLink>
            </li>
          ))}
          {GENERATED_SIZES.map((n) => (
            <li key={n}>
              <LangLink to={`?seats=${n}`}>{t('seatmapDemo.halls.generated', { seats: formatNumber(n, lang) })}</LangLink>
            </li>
          ))}
        </ul>
        <label className="seatmap-demo__file">
          {t('seatmapDemo.file.pick')}
          <input type="file" accept=".svg,image/svg+xml" onChange={pick} data-testid="seatmap-file" />
        </label>
        <p className="status">{t('seatmapDemo.file.drop')}</p>
      </section>
    </aside>
  );
}

function seatText(model: HallModel, i: number): string {
  return model.seatName[i] || `${model.row[i] ?? ''} / ${model.seat[i] ?? ''}`;
}
