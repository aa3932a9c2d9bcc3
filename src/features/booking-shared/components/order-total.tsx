import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import { formatPrice } from '../../../i18n/format';

type Props = { count: number; sum: number; fees: number; total: number; lang: Lang; currency?: string };

/** Tickets, their price, the service fee when there is one, and the total to pay. */
export function OrderTotal({ count, sum, fees, total, lang, currency }: Props) {
  const { t } = useTranslation();
  return (
    <dl className="booking-total">
      <div className="booking-total__row">
        <dt>{t('booking.total.tickets', { count })}</dt>
        <dd>{sum > 0 ? formatPrice(sum, lang, currency) : t('booking.total.free')}</dd>
      </div>
      {fees > 0 && (
        <div className="booking-total__row">
          <dt>{t('booking.total.fee')}</dt>
          <dd>{formatPrice(fees, lang, currency)}</dd>
        </div>
      )}
      <div className="booking-total__row booking-total__row--main">
        <dt>{t('booking.total.toPay')}</dt>
        <dd>{formatPrice(total, lang, currency)}</dd>
      </div>
    </dl>
  );
}
