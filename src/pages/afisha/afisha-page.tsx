import { useTranslation } from 'react-i18next';
import { AfishaListing } from '../../features/afisha/components/afisha-listing';
import '../../styles/page.css';

export function AfishaPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('afisha.title')}</h1>
      <AfishaListing />
    </div>
  );
}
