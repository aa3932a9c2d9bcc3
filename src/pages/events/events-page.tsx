import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LangLink } from '../../components/lang-link';
import { LoadFailure, LoadingPlaceholder, Skeleton } from '../../components/load-failure';
import { routes } from '../../config/routes';
import { useKnownClient } from '../../features/account/model/use-known-client';
import { subscriptionFor, useNoScheme } from '../../features/booking-shared';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { localized } from '../../../contract/lang';
import { CategoryBooking } from '../../features/category-booking';
import '../../styles/page.css';

/** The event page's shape while it loads: title, facts, the dates and a few price rows. */
function EventPlaceholder() {
  return (
    <div className="page">
      <LoadingPlaceholder>
        <Skeleton kind="title" />
        <Skeleton kind="line" style={{ width: '85%' }} />
        <Skeleton kind="line" style={{ width: '60%' }} />
        <Skeleton kind="row" style={{ height: 72 }} />
        <Skeleton kind="row" />
        <Skeleton kind="row" />
        <Skeleton kind="row" />
      </LoadingPlaceholder>
    </div>
  );
}

/** `/event/{hash}/{date?}/{time?}`: category-based booking (docs/product/booking.md). */
export function EventsPage() {
  const { t } = useTranslation();
  const { hash = '', date, time } = useParams();
  const [params] = useSearchParams();
  const lang = useLang();
  const setup = useSetup();
  const booking = useNoScheme(hash, lang);
  // The client of ?sessionId or the one stored on login (docs/product/booking.md).
  const known = useKnownClient();

  // The previous language's data stands in while the new one loads, so the buyer's
  // choices survive a language switch; another event's never does.
  const data = booking.data?.action.hash_id === hash ? booking.data : undefined;
  useDocumentTitle(data ? localized(data.action, 'action', lang) : '');
  const waiting = (!data && booking.isFetching && !booking.isError) || setup.isPending || known.pending;
  if (waiting) return <EventPlaceholder />;
  const notFound = (
    <div className="page page--message">
      <h1 className="page__title">{t('events.notFound')}</h1>
      <LangLink to={routes.afisha()} className="button-link">
        {t('events.toAfisha')}
      </LangLink>
    </div>
  );
  // The network or the server failed: not the event's absence (the failure is logged by the API layer).
  if (!data && booking.isError) {
    return (
      <div className="page">
        <LoadFailure error={booking.error} onRetry={() => booking.refetch()} retrying={booking.isFetching} notFound={notFound} />
      </div>
    );
  }
  if (!data) return notFound;

  const subscription = subscriptionFor(known.client, hash);
  return (
    <CategoryBooking
      // The flows are made for one client (subscription, prefilled buyer): a page the server
      // rendered knows the client stored in the browser only after hydration.
      key={`${hash}|${known.client?.sessionId ?? ''}`}
      hash={hash}
      lang={lang}
      data={data}
      setup={setup.data}
      client={known.client}
      subscription={subscription}
      subscriptionOn={params.get('sub') === '1'}
      routeDate={date}
      routeTime={time}
    />
  );
}
