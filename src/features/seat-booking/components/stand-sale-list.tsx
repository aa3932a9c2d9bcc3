import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/use-lang';

export interface StandSaleItem {
  id: number;
  name: string;
  quant: number;
  price: number | null;
}

/** The standing places of the session as buttons beside the map (each opens the quantity modal). */
export function StandSaleList({ items, onOpen }: { items: readonly StandSaleItem[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <ul className="scheme-stands" aria-label={t('scheme.stand.label')} data-testid="stand-sale-list">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="scheme-button" onClick={() => onOpen(item.id)} disabled={item.quant <= 0} data-stand-id={item.id}>
            <span>{item.name || t('scheme.stand.label')}</span>
            <span className="scheme-stands__meta">
              {item.price !== null && `${formatPrice(item.price, lang)} · `}
              {item.quant > 0 ? t('scheme.stand.left', { count: item.quant }) : t('scheme.stand.soldOut')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
