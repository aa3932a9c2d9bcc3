import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import { ApiError } from '../../../api/client';
import { formatPrice } from '../../../i18n/format';
import { useJoinWaitlist } from '../api/join-waitlist';

export interface WaitlistZone {
  id: number;
  label: string;
  /** The zone's dearest price in this session. */
  price: number;
}

export interface WaitlistJoinProps {
  hash: string;
  calendarId: number;
  lang: Lang;
  /** The zones with no free place: those the buyer may wait for (all ticked at first). */
  zones: readonly WaitlistZone[];
  /** Places one order may take. */
  max: number;
  /** Other zones of the session still have free places: the intro speaks of these zones only. */
  partial?: boolean;
}

const MAX_PLACES = 10;

/**
 * "Write me when places come back": the waiting list of a sold-out session or zone. No place in
 * a queue is promised (docs/product/waiting-list.md): places that come back are held for the
 * first waiter whose wish they fit, and that waiter is written to.
 */
export function WaitlistJoin({ hash, calendarId, lang, zones, max, partial = false }: WaitlistJoinProps) {
  const { t } = useTranslation();
  const id = useId();
  const join = useJoinWaitlist();
  const sizes = Array.from({ length: Math.max(1, Math.min(max, MAX_PLACES)) }, (_, k) => k + 1);
  const [email, setEmail] = useState('');
  const [places, setPlaces] = useState(Math.min(2, sizes.length));
  const [together, setTogether] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(zones.map((z) => z.id)));
  const [maxPrice, setMaxPrice] = useState('');
  const [joinedAs, setJoinedAs] = useState<string | null>(null);

  const priceValue = maxPrice.trim() === '' ? null : Number(maxPrice.replace(',', '.'));
  const priceBad = priceValue !== null && !(priceValue > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (priceBad || chosen.size === 0) return;
    const address = email.trim();
    join.mutate(
      { hash, calendar_id: calendarId, email: address, places, together: together ? 1 : 0, zones: [...chosen], max_price: priceValue, lang },
      { onSuccess: () => setJoinedAs(address) },
    );
  };
  const toggle = (zone: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(zone)) next.add(zone);
      return next;
    });

  if (joinedAs) {
    return (
      <section className="waitlist" data-testid="waitlist">
        <h2 className="waitlist__title">{t('waitlist.title')}</h2>
        <p role="status" data-testid="waitlist-joined">
          {t('waitlist.joined', { email: joinedAs })}
        </p>
      </section>
    );
  }

  const failure = join.error instanceof ApiError && join.error.text ? join.error.text : join.error ? t('waitlist.failed') : '';
  return (
    <form className="waitlist" data-testid="waitlist" onSubmit={submit} noValidate>
      <h2 className="waitlist__title">{t('waitlist.title')}</h2>
      <p className="waitlist__intro">{partial ? t('waitlist.zonesIntro') : t('waitlist.intro')}</p>
      <div className="waitlist__field">
        <label htmlFor={`${id}-email`}>{t('waitlist.email')}</label>
        <input id={`${id}-email`} className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="waitlist-email" />
      </div>
      <div className="waitlist__row">
        <div className="waitlist__field">
          <label htmlFor={`${id}-places`}>{t('waitlist.places')}</label>
          <select id={`${id}-places`} className="input" value={places} onChange={(e) => setPlaces(Number(e.target.value))} data-testid="waitlist-places">
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t('waitlist.placesOption', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <label className="waitlist__check">
          <input type="checkbox" checked={together} onChange={(e) => setTogether(e.target.checked)} data-testid="waitlist-together" />
          {t('waitlist.together')}
        </label>
      </div>
      <fieldset className="waitlist__zones">
        <legend>{t('waitlist.zones')}</legend>
        {zones.map((z) => (
          <label key={z.id} className="waitlist__check">
            <input type="checkbox" checked={chosen.has(z.id)} onChange={() => toggle(z.id)} />
            {t('waitlist.zone', { name: z.label, price: formatPrice(z.price, lang) })}
          </label>
        ))}
      </fieldset>
      <div className="waitlist__field">
        <label htmlFor={`${id}-price`}>{t('waitlist.maxPrice')}</label>
        <input id={`${id}-price`} className="input" inputMode="decimal" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} aria-invalid={priceBad || undefined} data-testid="waitlist-max-price" />
      </div>
      <button type="submit" className="button" disabled={join.isPending || chosen.size === 0 || priceBad} data-testid="waitlist-submit">
        {join.isPending ? t('waitlist.sending') : t('waitlist.submit')}
      </button>
      <p role="alert" className="waitlist__error" data-testid="waitlist-error">
        {chosen.size === 0 ? t('waitlist.chooseZone') : priceBad ? t('waitlist.priceInvalid') : failure}
      </p>
    </form>
  );
}
