import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { RefundRowData } from '../../../../contract/refund';
import { formatDate } from '../../../i18n/format';
import { splitDateTime } from '../model/refund-view';

type Props = {
  /** The order number (from the order view, or the rows). */
  ordNum: string;
  /** A line of the order: it carries the order's date and the buyer's data. */
  first: RefundRowData | undefined;
  lang: Lang;
};

/** The order's number and date, and the buyer's data (docs/product/refund.md). */
export function RefundHeader({ ordNum, first, lang }: Props) {
  const { t } = useTranslation();
  const made = splitDateTime(first?.datime);
  const buyer = [
    { key: 'name', label: t('refund.buyer.name'), value: first?.owner_name },
    { key: 'email', label: t('refund.buyer.email'), value: first?.email },
    { key: 'phone', label: t('refund.buyer.phone'), value: first?.phone },
  ].filter((x) => x.value);
  return (
    <header className="refund-header">
      <h1 className="page__title refund-header__title">{t('refund.heading', { num: first?.ord_num || ordNum })}</h1>
      {made.date && (
        <p className="refund-header__date" data-testid="refund-order-date">
          {t('refund.orderDate', { date: [formatDate(made.date, lang), made.time].filter(Boolean).join(' ') })}
        </p>
      )}
      {buyer.length > 0 && (
        <dl className="refund-buyer" aria-label={t('refund.buyer.title')}>
          {buyer.map((b) => (
            <div key={b.key} className="refund-buyer__row">
              <dt>{b.label}</dt>
              <dd>{b.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
