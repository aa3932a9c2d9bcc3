import { useTranslation } from 'react-i18next';
import type { LegendEntry } from '../../../../engine';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/use-lang';
import { LegendSwatch } from './legend-swatch';

/**
 * Per zone colour the maximum price in ₽, sorted descending. The colour swatches are drawn
 * once `painted` (the map's first paint is never kept waiting by them).
 */
export function PriceLegend({ entries, painted = true }: { entries: readonly LegendEntry[]; painted?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (entries.length === 0) return null;
  return (
    <ul className="scheme-legend" aria-label={t('scheme.legend')} data-testid="scheme-legend">
      {entries.map((entry) => (
        <li key={entry.color}>
          <LegendSwatch color={entry.color} after={painted} />
          {formatPrice(entry.maxPrice, lang, 'RUB')}
        </li>
      ))}
    </ul>
  );
}
