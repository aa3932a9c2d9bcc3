import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../../engine/hall/import';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/use-lang';

/**
 * What the importer found in the visitor's drawing and what it guessed: counts per sector
 * and row, numbers it made up, numbers drawn twice. The report speaks in codes and counts;
 * the words are here.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (v: number) => formatNumber(v, lang);
  const stage = report.stage === null ? t('seatmapDemo.import.noStage') : report.stage === '' ? t('seatmapDemo.import.stageUnlabelled') : t('seatmapDemo.import.stage', { label: report.stage });
  return (
    <section className="seatmap-demo__import" aria-labelledby="seatmap-demo-import" data-testid="seatmap-import-report">
      <h2 id="seatmap-demo-import">{t('seatmapDemo.import.title')}</h2>
      <p data-testid="seatmap-import-summary">{t('seatmapDemo.import.summary', { seats: n(report.seats), sectors: n(report.sectors.length) })}</p>
      <p>{stage}</p>
      <p>{t('seatmapDemo.import.numbers', { fromText: n(report.numbers.fromText), guessed: n(report.numbers.guessed), missing: n(report.numbers.missing) })}</p>
      {report.guessedSeats.length > 0 && <p data-testid="seatmap-import-guessed-seats">{t('seatmapDemo.import.guessedSeats', { value: n(report.guessedSeats.length) })}</p>}
      {report.leftOut.length > 0 && (
        <>
          <p data-testid="seatmap-import-left-out">{t('seatmapDemo.import.leftOut', { value: n(report.leftOut.length) })}</p>
          <ul data-testid="seatmap-import-left-out-why">
            {leftOutGroups(report).map(({ why, cover, count }) => (
              <li key={`${why}|${cover ?? ''}`}>
                {why === 'on-stage'
                  ? t('seatmapDemo.import.leftOutOnStage', { value: n(count) })
                  : cover !== null
                    ? t('seatmapDemo.import.leftOutCovered', { label: cover, value: n(count) })
                    : t('seatmapDemo.import.leftOutCoveredUnlabelled', { value: n(count) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="seatmap-demo__import-sectors">
        {report.sectors.map((sector) => (
          <li key={sector.id} data-testid="seatmap-import-sector">
            <details>
              <summary>
                {t('seatmapDemo.import.sector', { name: sector.name, seats: n(sector.seats), rows: n(sector.rows.length) })}{' '}
                <span className="status">({t(`seatmapDemo.import.nameFrom.${sector.nameFrom}`)})</span>
                {sector.placeLines !== undefined && <span className="status" data-testid="seatmap-import-by-place"> {t('seatmapDemo.import.byPlace', { lines: n(sector.placeLines) })}</span>}
              </summary>
              <ul>
                {sector.rows.map((row, k) => {
                  const notes = [
                    row.labelFrom === 'guess' ? t('seatmapDemo.import.rowLabelGuessed') : null,
                    row.guessed > 0 ? t('seatmapDemo.import.rowGuessed', { value: n(row.guessed) }) : null,
                    row.missing > 0 ? t('seatmapDemo.import.rowMissing', { value: n(row.missing) }) : null,
                    row.duplicates.length > 0 ? t('seatmapDemo.import.rowDuplicates', { numbers: row.duplicates.join(', ') }) : null,
                  ].filter((x) => x !== null);
                  return (
                    <li key={`${row.label}-${k}`}>
                      {row.label === '' ? t('seatmapDemo.import.noRow', { seats: n(row.seats) }) : t('seatmapDemo.import.row', { label: row.label, seats: n(row.seats) })}
                      {notes.length > 0 && <span className="status"> ({notes.join('; ')})</span>}
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      {report.duplicates.length > 0 && (
        <>
          <h3>{t('seatmapDemo.import.duplicatesTitle')}</h3>
          <ul data-testid="seatmap-import-duplicates">
            {report.duplicates.map((d) => (
              <li key={`${d.sector}|${d.row}|${d.seat}`}>{t('seatmapDemo.import.duplicate', { sector: d.sector, row: d.row, seat: d.seat, times: n(d.count) })}</li>
            ))}
          </ul>
        </>
      )}
      {report.guesses.length > 0 && (
        <>
          <h3>{t('seatmapDemo.import.checkTitle')}</h3>
          <ul data-testid="seatmap-import-guesses">
            {report.guesses.map((g) => (
              <li key={g}>{t(`seatmapDemo.import.guesses.${g}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Seats left out, counted by why: on the stage, or under each cover (by its label). */
function leftOutGroups(report: ImportReport): { why: 'covered' | 'on-stage'; cover: string | null; count: number }[] {
  const groups = new Map<string, { why: 'covered' | 'on-stage'; cover: string | null; count: number }>();
  for (const { why, cover } of report.leftOut) {
    const key = `${why}|${cover ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { why, cover, count: 1 });
  }
  return [...groups.values()];
}
