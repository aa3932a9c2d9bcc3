import { useTranslation } from 'react-i18next';
import '../../styles/page.css';

/** /order/{hash}: the order, its tickets and its payment. */
export function OrderViewPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('pages.orderView')}</h1>
    </div>
  );
}
