import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { routes } from '../../config/routes';
import '../../styles/page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--message">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <LangLink to={routes.afisha()} className="button-link">
          {t('common.backHome')}
        </LangLink>
      </p>
    </div>
  );
}
