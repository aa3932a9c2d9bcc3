import { useTranslation } from 'react-i18next';

export type SeatView = 'map' | 'list';

/** The hall map or the list of seats: two ways to the same cart. */
export function ViewToggle({ view, onChange }: { view: SeatView; onChange: (view: SeatView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="seat-view-toggle" role="group" aria-label={t('scheme.view.label')}>
      {(['map', 'list'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onChange(v)} data-testid={`view-${v}`}>
          {t(v === 'map' ? 'scheme.view.map' : 'scheme.view.list')}
        </button>
      ))}
    </div>
  );
}
