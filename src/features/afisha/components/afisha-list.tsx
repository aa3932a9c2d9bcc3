import { useTranslation } from 'react-i18next';
import { SOON_ON_SALE, type AfishaEvent } from '../../../../contract/afisha';
import { localized } from '../../../../contract/lang';
import { LangLink } from '../../../components/lang-link';
import { eventRoute } from '../../../config/routes';
import { useLang } from '../../../i18n/use-lang';
import { useAfisha } from '../api/get-afisha';
import '../../../styles/afisha-list.css';

function AfishaListItem({ event }: { event: AfishaEvent }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = localized(event, 'event', lang);
  const href = eventRoute(event);
  let availability = '';
  if (event.totalticketcount === SOON_ON_SALE) availability = t('afisha.soonOnSale');
  else if (event.showticketcount === 1) availability = t('afisha.ticketsLeft', { count: event.totalticketcount });
  return (
    <li className="afisha-list__item">
      {href ? (
        <LangLink to={href} className="afisha-list__link">
          {name}
        </LangLink>
      ) : (
        <span className="afisha-list__name">{name}</span>
      )}
      {availability && <span className="afisha-list__count">{availability}</span>}
    </li>
  );
}

/** The events of /api/afisha as a plain list; filters and cards come with the full listing. */
export function AfishaList() {
  const { t } = useTranslation();
  const lang = useLang();
  const afisha = useAfisha(lang);

  if (afisha.isPending) {
    return (
      <p className="status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  // The failure itself is logged by the API layer; the visitor gets the spec's 'not found'.
  if (afisha.isError) return <p className="status">{t('afisha.dataNotFound')}</p>;

  const events = [...afisha.data.action].sort((a, b) => a.eventsotrnum - b.eventsotrnum);
  if (events.length === 0) return <p className="status">{t('afisha.empty')}</p>;

  return (
    <ul className="afisha-list" aria-label={t('afisha.eventsLabel')}>
      {events.map((event) => (
        <AfishaListItem key={event.event_id} event={event} />
      ))}
    </ul>
  );
}
