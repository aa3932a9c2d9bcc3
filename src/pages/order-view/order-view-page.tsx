import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Lang } from '../../../contract/lang';
import { orderPaymentMachine } from '../../../engine/machines';
import { LangLink } from '../../components/lang-link';
import { routes } from '../../config/routes';
import { loadOrderInto, OrderHeader, TicketGroups, useOrderView } from '../../features/order';
import { useFlowActor } from '../../features/flows/use-flow-actor';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { fromPromise } from 'xstate';
import '../../styles/page.css';

/** /order/{hash}: the order, its tickets and its payment (spec 2 'Order view'). */
export function OrderViewPage() {
  const { hash = '' } = useParams();
  const lang = useLang();
  // Another order or language is another page: its flows start afresh.
  return <OrderViewContent key={`${hash}|${lang}`} hash={hash} lang={lang} />;
}

function OrderViewContent({ hash, lang }: { hash: string; lang: Lang }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setup = useSetup();
  const payment = useFlowActor(
    orderPaymentMachine.provide({ actors: { loadOrder: fromPromise(({ input }) => loadOrderInto(queryClient, input.hash, lang)) } }),
    { input: { hash, lang } },
  );
  const state = useSelector(payment, (s) => (s.matches('loading') ? 'loading' : s.matches('notFound') ? 'notFound' : s.matches('loadFailed') ? 'loadFailed' : 'ready'));
  const order = useOrderView(hash, lang).data;
  useDocumentTitle(order ? t('order.documentTitle', { num: order.ord_num }) : state === 'notFound' ? t('order.notFound') : '');

  if (state === 'notFound' || (!order && state !== 'loading' && state !== 'loadFailed')) {
    return (
      <div className="page order-message" data-testid="order-not-found">
        <p role="alert">{t('order.notFound')}</p>
        <LangLink to={routes.afisha()} className="button-link">
          {t('common.backHome')}
        </LangLink>
      </div>
    );
  }
  if (!order) {
    return state === 'loadFailed' ? (
      <div className="page order-message">
        <p role="alert">{t('order.loadFailed')}</p>
        <button type="button" className="order-button" onClick={() => payment.send({ type: 'RELOAD' })}>
          {t('order.retry')}
        </button>
      </div>
    ) : (
      <p className="page page--message" role="status">
        {t('order.loading')}
      </p>
    );
  }
  return (
    <div className="page order-page" data-testid="order-page">
      <OrderHeader order={order} lang={lang} setup={setup.data} />
      <TicketGroups order={order} lang={lang} onShowCode={() => {}} />
    </div>
  );
}
