import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { LangLink } from '../components/lang-link';
import { routes } from '../config/routes';
import '../styles/page.css';

/** A page that threw while rendering: log it for us, show the visitor a way home, no stack. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('[route] render failed', error);
  }, [error]);
  return (
    <div className="page page--message">
      <h1 className="page__title">{t('routeError.title')}</h1>
      <p>
        <LangLink to={routes.afisha()} className="button-link">
          {t('common.backHome')}
        </LangLink>
      </p>
    </div>
  );
}
