import { useTranslation } from 'react-i18next';

export interface AccessibleFilterProps {
  on: boolean;
  /** Free accessible places now (shown when the filter is on). */
  free: number;
  onChange: (on: boolean) => void;
}

/** "Wheelchair places": a toggle that keeps the map and the list to wheelchair spaces and companion seats. */
export function AccessibleFilter({ on, free, onChange }: AccessibleFilterProps) {
  const { t } = useTranslation();
  return (
    <div className="scheme-accessible">
      <button type="button" className="scheme-button" aria-pressed={on} data-testid="accessible-filter" onClick={() => onChange(!on)}>
        <svg className="scheme-accessible__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <rect x="3" y="3" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('scheme.accessible')}
      </button>
      <p role="status" className="scheme-accessible__status" data-testid="accessible-status">
        {on && (free > 0 ? t('scheme.accessibleCount', { count: free }) : t('scheme.accessibleNone'))}
      </p>
    </div>
  );
}

/** The legend of the accessible places' marks: a square frame and a ring, as the map draws them. */
export function AccessibleLegend() {
  const { t } = useTranslation();
  return (
    <ul className="scheme-legend scheme-legend--kinds" data-testid="scheme-legend-kinds">
      <li>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="7.5" fill="#555" />
          <rect x="3.4" y="3.4" width="9.2" height="9.2" fill="none" stroke="#fff" strokeWidth="1.4" />
        </svg>
        {t('scheme.legendWheelchair')}
      </li>
      <li>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="7.5" fill="#555" />
          <circle cx="8" cy="8" r="5.2" fill="none" stroke="#fff" strokeWidth="1.4" />
        </svg>
        {t('scheme.legendCompanion')}
      </li>
    </ul>
  );
}
