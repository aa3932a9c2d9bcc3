import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { LangLink } from '../../components/lang-link';
import { routes } from '../../config/routes';
import { DeclinedReasons, useOrderNumber } from '../../features/order';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

/** /order/declined/{hash}: the bank refused the payment (docs/product/order.md). */
export function OrderDeclinedPage() {
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  const lang = useLang();
  const num = useOrderNumber(hash, lang);
  useDocumentTitle(num.data ? t('order.declined.documentTitle', { num: num.data }) : t('pages.orderDeclined'));

  if (num.isPending) {
    return (
      <p className="page page--message" role="status">
        {t('order.loading')}
      </p>
    );
  }
  if (num.isError) {
    // No number: "not found"; no answer at all: the network, which a retry may mend.
    const refused = num.error instanceof ApiError;
    return (
      <div className="page order-message" data-testid={refused ? 'order-not-found' : 'order-load-failed'}>
        <p role="alert">{t(refused ? 'order.declined.notFound' : 'order.loadFailed')}</p>
        {refused ? (
          <LangLink to={routes.afisha()} className="button-link">
            {t('common.backHome')}
          </LangLink>
        ) : (
          <button type="button" className="button" onClick={() => void num.refetch()}>
            {t('order.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="page order-page">
      <DeclinedReasons hash={hash} num={num.data} />
    </div>
  );
}
