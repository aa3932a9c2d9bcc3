import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Afisha } from '../../../../contract/afisha';
import type { Lang } from '../../../../contract/lang';
import type { CardSettings } from '../model/card-settings';
import type { ListingFilters } from '../model/filters';
import type { ListedEvent } from '../model/listing-index';
import { EventCard } from './card/event-card';

/** Loading the next page waits 100 ms. */
export const LOAD_MORE_DELAY_MS = 100;

type Props = {
  items: readonly ListedEvent[];
  /** Changing it starts again from the first page (another menu, other filters). */
  resetKey: string;
  pageSize: number;
  columns: number;
  lang: Lang;
  settings: CardSettings;
  images: Afisha['images'];
  range: Pick<ListingFilters, 'from' | 'to'>;
};

export function EventGrid({ items, resetKey, pageSize, columns, lang, settings, images, range }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ key: resetKey, count: pageSize, focusFrom: -1 });
  const [loading, setLoading] = useState(false);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Another menu or filter: back to the first page (adjusted during render, not after a paint).
  let current = page;
  if (page.key !== resetKey) {
    current = { key: resetKey, count: pageSize, focusFrom: -1 };
    setPage(current);
  }
  const visible = items.slice(0, current.count);
  const next = Math.min(pageSize, items.length - visible.length);

  return (
    <>
      <ul className="event-grid" data-columns={columns} aria-label={t('afisha.eventsLabel')}>
        {visible.map((item, i) => (
          <li key={item.event.event_id} className="event-grid__cell">
            <EventCard item={item} lang={lang} settings={settings} images={images} range={range} autoFocus={i === current.focusFrom} priority={i === 0} />
          </li>
        ))}
      </ul>
      {next > 0 && (
        <p className="load-more">
          <button
            type="button"
            className="button button--secondary load-more__button"
            disabled={loading}
            aria-busy={loading}
            onClick={() => {
              setLoading(true);
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => {
                setLoading(false);
                setPage((p) => ({ ...p, count: p.count + pageSize, focusFrom: p.count }));
              }, LOAD_MORE_DELAY_MS);
            }}
          >
            {loading ? t('common.loading') : t('afisha.list.loadMore', { count: next, total: items.length })}
          </button>
        </p>
      )}
    </>
  );
}
