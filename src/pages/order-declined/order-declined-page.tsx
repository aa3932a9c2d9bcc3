import { useTranslation } from 'react-i18next';
import '../../styles/page.css';

/** /order/declined/{hash}: the bank refused the payment. */
export function OrderDeclinedPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('pages.orderDeclined')}</h1>
    </div>
  );
}
