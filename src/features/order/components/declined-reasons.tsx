import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { routes } from '../../../config/routes';

const REASONS = ['cardData', 'no3ds', 'funds', 'internetBanned', 'timeout', 'bookingExpired'] as const;

/** The order number, why a bank may refuse, and the way back to pay again. */
export function DeclinedReasons({ hash, num }: { hash: string; num: string }) {
  const { t } = useTranslation();
  return (
    <section className="order-declined" data-testid="order-declined">
      <h1 className="page__title">{t('order.declined.title', { num })}</h1>
      <p>{t('order.declined.intro')}</p>
      <ul className="order-declined__reasons">
        {REASONS.map((reason) => (
          <li key={reason}>{t(`order.declined.reasons.${reason}`)}</li>
        ))}
      </ul>
      <p className="status">{t('order.declined.backHint')}</p>
      <LangLink to={routes.orderView(hash)} className="button">
        {t('order.declined.back')}
      </LangLink>
    </section>
  );
}
