import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { Lang } from '../../../contract/lang';
import type { OrderView } from '../../../contract/order';
import { failureKind } from '../../api/errors';
import { LangLink } from '../../components/lang-link';
import { CallFailed } from '../../components/load-failure';
import { routes } from '../../config/routes';
import { getOrderViewQueryOptions } from '../../features/order';
import { RefundForm, useRefundFlow } from '../../features/refund';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang, withLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

/**
 * /order/return/{hash}[?hash_conf=…]: the refund application, or its confirmation from the
 * e-mailed link (docs/product/refund.md). The order is read first: returns go only for a paid
 * order whose return flag allows them; otherwise the buyer is sent to the order view.
 */
export function OrderReturnPage() {
  const { hash = '' } = useParams();
  const lang = useLang();
  const [params] = useSearchParams();
  const hashConf = params.get('hash_conf');
  // Another order, language or link is another page: its flow starts afresh.
  return <OrderReturnContent key={`${hash}|${lang}|${hashConf ?? ''}`} hash={hash} lang={lang} hashConf={hashConf} />;
}

function OrderReturnContent({ hash, lang, hashConf }: { hash: string; lang: Lang; hashConf: string | null }) {
  const { t } = useTranslation();
  const order = useQuery({ ...getOrderViewQueryOptions(hash, lang), staleTime: 0 });
  useDocumentTitle(order.data ? t('refund.documentTitle', { num: order.data.ord_num }) : order.isError ? t('refund.notFound') : t('pages.orderReturn'));

  if (order.isPending) {
    return (
      <p className="page page--message" role="status">
        {t('refund.loading')}
      </p>
    );
  }
  if (order.isError) {
    // A refusal means no such order; no answer, or a failing server, is told as such, with a retry.
    if (failureKind(order.error) !== 'refused') {
      return (
        <CallFailed
          className="page refund-message"
          testId="refund-load-failed"
          error={order.error}
          offline={t('refund.loadFailed')}
          retrying={order.isFetching}
          retryLabel={t('refund.retry')}
          onRetry={() => order.refetch()}
        />
      );
    }
    return (
      <div className="page refund-message" data-testid="refund-not-found">
        <div role="alert">
          <h1 className="page__title">{t('refund.notFound')}</h1>
        </div>
        <LangLink to={routes.afisha()} className="button">
          {t('common.backHome')}
        </LangLink>
      </div>
    );
  }
  return <RefundFlow hash={hash} lang={lang} hashConf={hashConf} order={order.data} />;
}

function RefundFlow({ hash, lang, hashConf, order }: { hash: string; lang: Lang; hashConf: string | null; order: OrderView }) {
  const setup = useSetup();
  const returnAllowed = order.usereturn === 1 && order.status === 20;
  const { actor, sendFailed } = useRefundFlow({ hash, lang, hashConf, returnAllowed });
  const toOrder = useSelector(actor, (s) => s.status === 'done');
  if (toOrder) return <Navigate to={withLang(routes.orderView(hash), lang)} replace />;
  return (
    <div className="page" data-testid="refund-page">
      <RefundForm actor={actor} hash={hash} lang={lang} hashConf={hashConf} ordNum={order.ord_num} currency={setup.data?.app.currency} sendFailed={sendFailed} />
    </div>
  );
}
