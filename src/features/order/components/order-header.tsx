import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../contract/order';
import type { Setup } from '../../../../contract/setup';
import { localized, type Lang } from '../../../../contract/lang';
import { LangLink } from '../../../components/lang-link';
import { routes } from '../../../config/routes';
import { canRefund, orderBadge } from '../model/order-badge';

type Props = {
  order: OrderView;
  lang: Lang;
  setup: Setup | undefined;
  /** The bank's confirmation is awaited: "not paid" would be stale, so no badge says it. */
  confirming?: boolean;
};

/** Number, badge (paid / not paid / annulled / refunded), buyer, and the return and afisha links. */
export function OrderHeader({ order, lang, setup, confirming = false }: Props) {
  const { t } = useTranslation();
  const badge = orderBadge(order);
  const afishaName = setup ? localized(setup.db, 'returntoafishaname', lang) : '';
  const showAfisha = setup?.db.returntoafishabutton === 1;
  const refundable = canRefund(order);
  return (
    <header className="order-header">
      <div className="order-header__title-row">
        <h1 className="page__title order-header__title">{t('order.title', { num: order.ord_num })}</h1>
        {!(confirming && badge === 'unpaid') && (
          <span className={`order-badge order-badge--${badge}`} data-testid="order-badge" data-badge={badge}>
            {t(`order.badge.${badge}`)}
          </span>
        )}
      </div>
      <dl className="order-buyer">
        {order.name && (
          <div className="order-buyer__row">
            <dt>{t('order.buyer.name')}</dt>
            <dd>{order.name}</dd>
          </div>
        )}
        {order.email && (
          <div className="order-buyer__row">
            <dt>{t('order.buyer.email')}</dt>
            <dd>{order.email}</dd>
          </div>
        )}
        {order.phone && (
          <div className="order-buyer__row">
            <dt>{t('order.buyer.phone')}</dt>
            <dd>{order.phone}</dd>
          </div>
        )}
      </dl>
      {refundable || showAfisha ? (
        <div className="order-header__actions">
          {refundable && (
            <LangLink to={routes.orderReturn(order.hash)} className="button button--secondary" data-testid="order-return-link">
              {t('order.returnTickets')}
            </LangLink>
          )}
          {showAfisha && (
            <LangLink to={routes.afisha()} className="button button--secondary">
              {afishaName || t('order.toAfisha')}
            </LangLink>
          )}
        </div>
      ) : null}
    </header>
  );
}
