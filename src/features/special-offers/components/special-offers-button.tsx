import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import type { Setup } from '../../../../contract/setup';
import { hasExtras, operatorLabels } from '../model/offer-groups';

export type SpecialOffersButtonProps = {
  order: Pick<OrderView, 'addToping' | 'toping' | 'printingAllowed'>;
  lang: Lang;
  /** For the operator's label (setup.db topingbuttonname). */
  setup?: Pick<Setup, 'db'> | null;
  onClick: () => void;
  className?: string;
};

/**
 * Opens the special-offers panel. Shown only while extras can still change (the order is
 * not paid: docs/product/order.md) and there is something to add or already added; labelled
 * with the operator's topingbuttonname when set.
 */
export function SpecialOffersButton({ order, lang, setup, onClick, className }: SpecialOffersButtonProps) {
  const { t } = useTranslation();
  if (order.printingAllowed || !hasExtras(order)) return null;
  const label = operatorLabels(setup, lang).button || t('offers.button');
  const count = order.toping.length;
  return (
    <button type="button" className={`button button--secondary offers-button${className ? ` ${className}` : ''}`} aria-haspopup="dialog" onClick={onClick}>
      <span>{label}</span>
      {count > 0 && (
        <span className="offers-button__badge">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('offers.addedBadge', { count })}</span>
        </span>
      )}
    </button>
  );
}
