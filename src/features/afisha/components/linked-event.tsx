import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Afisha } from '../../../../contract/afisha';
import type { Lang } from '../../../../contract/lang';
import type { CardSettings } from '../model/card-settings';
import type { ListedEvent } from '../model/listing-index';
import { EventCard } from './card/event-card';

/** The event a link names with `?id=<event_id>` (docs/product/listing.md), or null. */
export function linkedEvent(items: readonly ListedEvent[], id: string | null): ListedEvent | null {
  if (id === null || !/^\d{1,9}$/.test(id.trim())) return null;
  const wanted = Number(id.trim());
  return items.find((item) => item.event.event_id === wanted) ?? null;
}

type Props = { item: ListedEvent; lang: Lang; settings: CardSettings; images: Afisha['images'] };

/**
 * The card of the event a shared link names, on top of the listing and whatever its menus
 * and filters show, scrolled to on arrival; closing it drops `id` from the address.
 */
export function LinkedEvent({ item, lang, settings, images }: Props) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [item.event.event_id]);
  return (
    <section className="linked-event" aria-labelledby={titleId} data-testid="linked-event" ref={ref}>
      <h2 id={titleId} className="linked-event__title">
        {t('afisha.linked.label')}
      </h2>
      <EventCard item={item} lang={lang} settings={settings} images={images} range={{ from: null, to: null }} />
      <button
        type="button"
        className="link-button linked-event__close"
        onClick={() =>
          setParams((prev) => {
            const p = new URLSearchParams(prev);
            p.delete('id');
            return p;
          })
        }
      >
        {t('afisha.linked.close')}
      </button>
    </section>
  );
}
