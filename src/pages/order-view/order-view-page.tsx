import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Lang } from '../../../contract/lang';
import type { OrderTicket } from '../../../contract/order';
import { LangLink } from '../../components/lang-link';
import { CallFailed } from '../../components/load-failure';
import { routes } from '../../config/routes';
import { LoyaltyBlock } from '../../features/loyalty';
import { OrderHeader, TicketCodeModal, TicketGroups, ticketsWithCode, useOrderView } from '../../features/order';
import { PaymentBlock, PaymentReturn, PaymentStatus, usePaymentReturn } from '../../features/payment';
import { useSetup } from '../../features/setup/api/get-setup';
import { SpecialOffersButton, SpecialOffersPanel } from '../../features/special-offers';
import { TicketDownloads } from '../../features/ticket-files';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useOrderPageFlows } from './use-order-page-flows';
import '../../styles/page.css';

/** /order/{hash}: the order, its tickets and its payment (docs/product/order.md). */
export function OrderViewPage() {
  const { hash = '' } = useParams();
  const lang = useLang();
  // Another order or language is another page: its flows start afresh.
  return <OrderViewContent key={`${hash}|${lang}`} hash={hash} lang={lang} />;
}

type PageState = 'loading' | 'notFound' | 'loadFailed' | 'ready';

function OrderViewContent({ hash, lang }: { hash: string; lang: Lang }) {
  const { t } = useTranslation();
  const setup = useSetup();
  const { payment, offers, loyalty, extrasOpen, setExtrasOpen } = useOrderPageFlows(hash, lang);
  const state = useSelector(payment, (s): PageState => (s.matches('loading') ? 'loading' : s.matches('notFound') ? 'notFound' : s.matches('loadFailed') ? 'loadFailed' : 'ready'));
  const { confirming } = usePaymentReturn(payment);
  const orderQuery = useOrderView(hash, lang);
  const order = orderQuery.data;
  const [codeTicket, setCodeTicket] = useState<OrderTicket | null>(null);
  useDocumentTitle(order ? t('order.documentTitle', { num: order.ord_num }) : state === 'notFound' ? t('order.notFound') : '');

  if (state === 'notFound' || (!order && state === 'ready')) {
    return (
      <div className="page order-message" data-testid="order-not-found">
        <div role="alert">
          <h1 className="page__title">{t('order.notFound')}</h1>
        </div>
        <LangLink to={routes.afisha()} className="button-link">
          {t('common.backHome')}
        </LangLink>
      </div>
    );
  }
  if (!order) {
    return state === 'loadFailed' ? (
      <CallFailed
        className="page order-message"
        error={orderQuery.error}
        offline={t('order.loadFailed')}
        retryLabel={t('order.retry')}
        onRetry={() => payment.send({ type: 'RELOAD' })}
      />
    ) : (
      <p className="page page--message" role="status">
        {t('order.loading')}
      </p>
    );
  }
  const currency = setup.data?.app.currency;
  const withCode = ticketsWithCode(order);
  const codeIndex = codeTicket ? withCode.findIndex((x) => x.id === codeTicket.id) : -1;
  return (
    <div className="page order-page" data-testid="order-page">
      <OrderHeader order={order} lang={lang} setup={setup.data} confirming={confirming} />
      <PaymentReturn actor={payment} />
      {/* The header carries the return-to-afisha link that setup asks for. */}
      <PaymentStatus actor={payment} setup={setup.data} afishaLinkElsewhere loadError={orderQuery.error} />
      <TicketGroups order={order} lang={lang} onShowCode={setCodeTicket} />
      {order.printingAllowed && <TicketDownloads order={order} lang={lang} />}
      <SpecialOffersButton order={order} lang={lang} setup={setup.data} onClick={() => setExtrasOpen(true)} />
      <LoyaltyBlock actor={loyalty} order={order} lang={lang} currency={currency} />
      <PaymentBlock actor={payment} order={order} lang={lang} currency={currency} />
      <SpecialOffersPanel actor={offers} order={order} lang={lang} setup={setup.data} currency={currency} open={extrasOpen} onClose={() => setExtrasOpen(false)} />
      {codeIndex >= 0 && <TicketCodeModal tickets={withCode} index={codeIndex} lang={lang} onClose={() => setCodeTicket(null)} />}
    </div>
  );
}
