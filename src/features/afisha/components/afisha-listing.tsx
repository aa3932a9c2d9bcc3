import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Afisha, KindMenu as Kind } from '../../../../contract/afisha';
import { localized } from '../../../../contract/lang';
import { subscriptionHashes, useClient } from '../../account';
import { LoadFailure, LoadingPlaceholder, Skeleton } from '../../../components/load-failure';
import { useLang } from '../../../i18n/use-lang';
import { useAfisha } from '../api/get-afisha';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useListingFilters } from '../hooks/use-listing-filters';
import { cardSettings } from '../model/card-settings';
import { applyFilters, isFilterActive, shownFilters } from '../model/filters';
import { indexListing } from '../model/listing-index';
import { columnCount, eventsOfMenus, mainsOfKind, pageSize, parseSid, resolveMenus } from '../model/menus';
import { EventGrid } from './event-grid';
import { FilterBar } from './filters/filter-bar';
import { KindMenuNav } from './kind-menu-nav';
import { LinkedEvent, linkedEvent } from './linked-event';
import { MainMenuNav } from './main-menu-nav';
import '../../../styles/afisha.css';

/** The listing's shape while it loads: menus, filters, the count and a first card. */
function ListingPlaceholder() {
  return (
    <LoadingPlaceholder className="afisha-placeholder">
      <Skeleton kind="row" />
      <Skeleton kind="row" style={{ width: '70%' }} />
      <Skeleton kind="row" />
      <Skeleton kind="line" style={{ width: '45%' }} />
      <Skeleton kind="card" />
      <Skeleton kind="line" style={{ width: '80%' }} />
      <Skeleton kind="line" style={{ width: '50%' }} />
    </LoadingPlaceholder>
  );
}

export function AfishaListing() {
  const { t } = useTranslation();
  const lang = useLang();
  const afisha = useAfisha(lang);

  if (afisha.isPending) return <ListingPlaceholder />;
  // The network or the server failed: say so and try again; a refusal is the page's 'not found' (docs/product/errors.md).
  if (afisha.isError) {
    return (
      <LoadFailure
        error={afisha.error}
        onRetry={() => afisha.refetch()}
        retrying={afisha.isFetching}
        notFound={<p className="status">{t('afisha.dataNotFound')}</p>}
      />
    );
  }
  return <Listing data={afisha.data} />;
}

function Listing({ data }: { data: Afisha }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [kindId, setKindId] = useState<number | null>(null);
  const { filters, update, reset } = useListingFilters();
  const client = useClient();
  const isPhone = useMediaQuery(PHONE_QUERY);

  const index = useMemo(() => indexListing(data), [data]);
  const subs = useMemo(() => subscriptionHashes(client), [client]);
  const menus = resolveMenus(data, parseSid(params.get('sid')), kindId);
  const { kind, main } = menus;
  const inMenu = useMemo(() => eventsOfMenus(index, menus, data.main_menu), [index, menus.kind, menus.main, data.main_menu]);
  const calendarDays = useMemo(() => new Set(inMenu.flatMap((e) => e.sessions.map((s) => s.day))), [inMenu]);
  const menuTags = useMemo(() => {
    const used = new Set(inMenu.flatMap((e) => [...e.tagIds]));
    return data.list_tags.filter((tag) => used.has(tag.attr_id));
  }, [inMenu, data.list_tags]);
  const showsCalendar = kind?.showfiltercalendar === 1;
  const shownTagIds = useMemo(() => new Set(kind?.showattribute === 1 ? menuTags.map((tag) => tag.attr_id) : []), [kind?.showattribute, menuTags]);
  // Only what the menu shows filters; the rest stays chosen for the menu that shows it.
  const applied = useMemo(() => shownFilters(filters, { dates: showsCalendar, tagIds: shownTagIds }), [filters, showsCalendar, shownTagIds]);
  const results = useMemo(() => applyFilters(inMenu, applied, { lang, subscriptionHashes: subs }), [inMenu, applied, lang, subs]);

  if (!kind || menus.unknownSid) return <p className="status">{t('afisha.dataNotFound')}</p>;

  const chooseKind = (next: Kind) => {
    setKindId(next.menukind_id);
    // Another top menu clears the search and starts at its first sub menu.
    update({ search: '' });
    const first = mainsOfKind(data, next.menukind_id)[0];
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (first) p.set('sid', String(first.mainmenu_id));
      else p.delete('sid');
      return p;
    });
  };

  const active = isFilterActive(applied, { subscriptionHashes: subs });
  const h1 = localized(kind, 'title_h1', lang);
  const h2 = main ? localized(main, 'title_h2', lang) : '';
  const settings = cardSettings(data.setup.db, kind, main, menus.kinds[0]);
  const canFilterSubscriptions = subs !== null && subs.size > 0;
  const resetKey = JSON.stringify([kind.menukind_id, main?.mainmenu_id, applied, canFilterSubscriptions, lang]);
  const linked = linkedEvent(index, params.get('id'));

  return (
    <div className="afisha">
      {h1 && <h1 className="visually-hidden">{h1}</h1>}
      <KindMenuNav kinds={menus.kinds} active={kind} lang={lang} onSelect={chooseKind} />
      <MainMenuNav mains={menus.mains} active={main} lang={lang} />
      {h2 && <h2 className="visually-hidden">{h2}</h2>}
      {linked && <LinkedEvent item={linked} lang={lang} settings={settings} images={data.images} />}
      <FilterBar
        filters={filters}
        update={update}
        lang={lang}
        isPhone={isPhone}
        calendar={showsCalendar ? { days: calendarDays, today: data.setup.date } : null}
        tags={kind.showattribute === 1 ? menuTags : null}
        canFilterSubscriptions={canFilterSubscriptions}
      />
      <div className="afisha__summary">
        <p className="afisha__found" role="status">
          {t('afisha.list.found', { count: results.length })}
        </p>
        {active && (
          <button type="button" className="link-button afisha__reset" onClick={reset}>
            {t('afisha.filters.reset')}
          </button>
        )}
      </div>
      {results.length === 0 ? (
        <div className="afisha__empty">
          <p>{t('afisha.empty')}</p>
          {active && (
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('afisha.filters.reset')}
            </button>
          )}
        </div>
      ) : (
        <EventGrid
          items={results}
          resetKey={resetKey}
          pageSize={pageSize(kind)}
          columns={isPhone ? 1 : columnCount(kind, data.setup.db)}
          lang={lang}
          settings={settings}
          images={data.images}
          range={applied}
        />
      )}
    </div>
  );
}
