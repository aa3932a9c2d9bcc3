import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scheme } from '../../../../contract/booking';
import { ErrorCode } from '../../../../contract/envelope';
import { localized, type Lang } from '../../../../contract/lang';
import type { Setup } from '../../../../contract/setup';
import { seatCartTotals, seatLimit, seatsAvailable, type CartSeat } from '../../../../engine/machines';
import { canSend } from '../../../../engine/machines';
import type { SeatMap } from '../../../../engine';
import { ErrorModal } from '../../../components/modal';
import { useWhenIdle } from '../../../components/use-when-idle';
import { routes } from '../../../config/routes';
import { BookingNotice, DateTimePicker, EventHeader, OrderDialogs, OrderSendFailure, PaymentMethodChooser, PushkinNotice, calendarFromScheme, dateTimeMessage, initialDate, knownClientOrder, useDateTimeRoute } from '../../booking-shared';
import type { StoredClient } from '../../account';
import { BestSeatsControl } from '../../best-seats';
import { SoldOutSessions } from '../../waitlist';
import { BuyerForm, ConsentList } from '../../buyer-form';
import { captchaSettings } from '../../captcha';
import { useSessionHall, type SessionHall, type StatusRefresh } from '../../hall-loading';
import { useLiveSeats } from '../../live-availability';
import { usePlaceUnavailable } from '../hooks/use-place-unavailable';
import { useSeatBookingFlows } from '../hooks/use-seat-booking-flows';
import { seatChoice, sectorNames, standPlaces, type PricingContext, type StandPlace } from '../model/seat-choice';
import { zonePrice } from '../model/seat-price';
import { PlaceUnavailableModal } from './place-unavailable-modal';
import { SeatBookingMap } from './seat-booking-map';
import { SeatCart } from './seat-cart';
import { ZoneWaitlist } from './zone-waitlist';
import { CartAnnouncer } from './seat-stepper';

export interface SeatBookingProps {
  hash: string;
  lang: Lang;
  scheme: Scheme;
  setup: Setup | undefined;
  /** The known personal-account client, when there is one. */
  client?: StoredClient | null;
  /** The route's date (dd.mm.yyyy) and time (HH:MM), when valid. */
  date: string | null;
  time: string | null;
  /** Test and debug instrumentation of the mounted map. */
  instrument?: (map: SeatMap, hall: SessionHall) => () => void;
}

/**
 * The scheme page's booking: header, calendar, notices and payment method, the hall map
 * and the cart with the buyer's data, all driven by the flow machines.
 */
export function SeatBooking({ hash, lang, scheme, setup, client, date, time, instrument }: SeatBookingProps) {
  const { t } = useTranslation();
  const calendar = useMemo(() => calendarFromScheme(scheme.calendar), [scheme.calendar]);
  const [captcha] = useState(() => captchaSettings(setup));
  const { dateTime, paymentMethod, seatCart, order } = useSeatBookingFlows({
    hash,
    lang,
    scheme,
    calendar,
    setup,
    captcha: captcha.mode,
    date: initialDate(calendar, date),
    time,
    ...knownClientOrder(client ?? null),
  });

  // The route follows the chosen date and time (docs/product/scheme.md).
  useDateTimeRoute(dateTime, (day, at) => routes.scheme(hash, day, at));

  const session = useSelector(dateTime, (s) => s.context.session);
  const dateMessage = useSelector(dateTime, dateTimeMessage);
  // The prompts to choose are the map's own message (docs/product/scheme.md: choose the time before the scheme).
  const prompt = dateMessage === 'chooseDate' || dateMessage === 'chooseTime';
  const card = useSelector(paymentMethod, (s) => s.context.card);
  const cart = useSelector(seatCart, (s) => s.context);
  const cartOverLimit = useSelector(seatCart, (s) => s.matches({ cart: 'overLimit' }));
  const limitReached = useSelector(seatCart, (s) => s.matches('limitReached'));
  const creating = useSelector(order, (s) => s.matches('creating'));
  const orderReady = useSelector(order, (s) => canSend(s.context));

  const hall = useSessionHall(hash, session?.calendarId ?? null, lang, scheme.hall_hash ?? null);
  const ready = session && hall.data ? hall.data : null;
  const [map, setMap] = useState<SeatMap | null>(null);
  // The map's first picture is on screen (reset with a new map): what waits for it may mount.
  const [mapPainted, setMapPainted] = useState(false);
  const waitlistNow = useWhenIdle(mapPainted);
  const [freshStands, setFreshStands] = useState<{ hall: SessionHall; data: StatusRefresh['stands'] } | null>(null);
  const stands = useMemo<StandPlace[]>(() => {
    if (!ready) return [];
    const base = standPlaces(ready.model);
    if (freshStands?.hall !== ready) return base;
    // A place the fresh data no longer lists has nothing left.
    return base.map((s) => {
      const fresh = freshStands.data.get(s.id);
      return fresh ? { ...s, quant: fresh.quant, limit: fresh.limit } : { ...s, quant: 0 };
    });
  }, [ready, freshStands]);
  const onStands = useCallback(
    (data: StatusRefresh['stands']) => {
      if (ready) setFreshStands({ hall: ready, data });
    },
    [ready],
  );
  const race = usePlaceUnavailable({ order, seatCart, hash, lang, map, onStands });
  // Seats others take while the map is open: repainted live; cart seats among them leave the cart.
  const [liveGone, setLiveGone] = useState<CartSeat[]>([]);
  const onTaken = useCallback((gone: CartSeat[]) => setLiveGone((before) => [...before, ...gone]), []);
  useLiveSeats({ hash, lang, calendarId: session?.calendarId ?? null, hall: ready, map, seatCart, order, onTaken, onStands });

  const pricing = useMemo<PricingContext | null>(
    () => (session ? { priceList: scheme.price_list, priceTypeId: session.priceTypeId, card, lang } : null),
    [session, scheme.price_list, card, lang],
  );

  // A card that cannot pay for a place in the cart takes that place out (docs/product/payment.md: the
  // Pushkin card filters prices to those allowed for it).
  useEffect(() => {
    if (!pricing || !ready) return;
    for (const item of seatCart.getSnapshot().context.items) {
      const index = ready.model.indexOf.get(item.seat_id);
      const zone = index !== undefined ? ready.model.cat[index]! : (ready.model.standData.get(item.seat_id)?.cat ?? -1);
      if (!zonePrice(pricing.priceList, pricing.priceTypeId, zone, pricing.card, lang)) seatCart.send({ type: 'REMOVE', seatId: item.seat_id });
    }
  }, [pricing, ready, seatCart, lang]);

  const names = useMemo(() => (ready ? sectorNames(ready.map, lang) : new Map<number, string>()), [ready, lang]);
  const sectorName = useCallback(
    (id: number | string) => names.get(Number(id)) ?? ready?.model.sectors.find((s) => s.id === Number(id))?.name ?? String(id),
    [names, ready],
  );

  const totals = seatCartTotals(cart);

  return (
    <div className="scheme-page" aria-busy={creating || undefined}>
      <EventHeader action={scheme.action} composition={scheme.action_str} lang={lang} withDescription />
      <DateTimePicker actor={dateTime} lang={lang} priceLimit={setup?.db.price_limit ?? null} />
      {dateMessage && !prompt && <BookingNotice message={dateMessage} />}
      {card !== 'pushkin' && <SoldOutSessions hash={hash} lang={lang} calendar={scheme.calendar} priceList={scheme.price_list} max={scheme.action.demquantlimit} />}
      <PushkinNotice actor={paymentMethod} />
      <PaymentMethodChooser actor={paymentMethod} />

      <div className="scheme-page__body">
        <section className="scheme-page__map" aria-label={t('scheme.mapLabel')}>
          {!session ? (
            prompt && (
              <p className="scheme-page__status" data-testid="scheme-choose-time">
                {t('scheme.chooseTime')}
              </p>
            )
          ) : hall.isPending ? (
            <p className="scheme-page__status" role="status">
              {t('scheme.mapLoading')}
            </p>
          ) : !ready ? (
            <p className="scheme-page__status" role="status" data-testid="scheme-not-loaded">
              {t('scheme.notLoaded')}
            </p>
          ) : (
            pricing && (
              <>
              {session.calendarId !== null && (
              <BestSeatsControl
                key={`best-${session.calendarId}`}
                hash={hash}
                calendarId={session.calendarId}
                zones={ready.map.zones
                  .filter((z) => zonePrice(pricing.priceList, pricing.priceTypeId, z.zonelevel_id, pricing.card, lang))
                  .map((z) => ({ id: z.zonelevel_id, label: localized(z, 'name', lang) }))}
                max={seatsAvailable(cart)}
                sectorName={sectorName}
                cart={seatCart}
                askKeptOffer={mapPainted}
                onSeats={(seats) => {
                  // The block goes in the cart seat by seat (the cart's limits apply) and the map shows it.
                  for (const s of seats) {
                    const index = ready.model.indexOf.get(s.seat_id);
                    const choice = index === undefined ? null : seatChoice(ready.model, ready.map, index, pricing);
                    if (choice) seatCart.send({ type: 'ADD_SEAT', seat: choice });
                  }
                  map?.focusSeat(seats[0]!.seat_id);
                }}
              />
              )}
              <SeatBookingMap
                key={session.calendarId ?? undefined}
                hall={ready}
                stands={stands}
                pricing={pricing}
                items={cart.items}
                seatCart={seatCart}
                available={seatsAvailable(cart)}
                sectorName={sectorName}
                onAddSeat={(seat) => seatCart.send({ type: 'ADD_SEAT', seat })}
                onAddStanding={(place, quantity, placeQuant) => seatCart.send({ type: 'ADD_STANDING', place, quantity, placeQuant })}
                onRemove={(seatId) => seatCart.send({ type: 'REMOVE', seatId })}
                onMap={setMap}
                painted={mapPainted}
                onPainted={setMapPainted}
                instrument={instrument}
              />
              {session.calendarId !== null && waitlistNow && card !== 'pushkin' && (
                <ZoneWaitlist
                  key={`waitlist-${session.calendarId}`}
                  hash={hash}
                  calendarId={session.calendarId}
                  lang={lang}
                  model={ready.model}
                  max={seatLimit(cart)}
                  zones={ready.map.zones
                    .filter((z) => zonePrice(pricing.priceList, pricing.priceTypeId, z.zonelevel_id, pricing.card, lang))
                    .map((z) => ({ id: z.zonelevel_id, label: localized(z, 'name', lang), price: z.price }))}
                />
              )}
              </>
            )
          )}
        </section>

        {session && (
          <SeatCart
            items={cart.items}
            totals={totals}
            available={seatsAvailable(cart)}
            limit={seatLimit(cart)}
            sectorName={sectorName}
            onRemove={(seatId) => seatCart.send({ type: 'REMOVE', seatId })}
            pushkin={card === 'pushkin'}
            loading={creating}
            ready={orderReady}
            overLimit={cartOverLimit}
            onSubmit={() => order.send({ type: 'SUBMIT' })}
          >
            <BuyerForm order={order} idPrefix="scheme-buyer" />
            <ConsentList order={order} checkboxes={scheme.checkboxList} idPrefix="scheme-consent" />
          </SeatCart>
        )}
        {session && <OrderSendFailure order={order} />}
      </div>

      <OrderDialogs
        order={order}
        captcha={captcha}
        errorKind="scheme-order"
        // A limit refusal waits for the seat check: a place someone else took is 'place unavailable'.
        renderError={(error, dismiss) => {
          if (error?.code !== ErrorCode.limit) return undefined;
          if (race?.status !== 'checked') return null;
          return race.gone.length > 0 ? <PlaceUnavailableModal gone={race.gone} sectorName={sectorName} onClose={dismiss} /> : undefined;
        }}
      />
      {liveGone.length > 0 && <PlaceUnavailableModal gone={liveGone} sectorName={sectorName} onClose={() => setLiveGone([])} />}
      {limitReached && <ErrorModal kind="limit" onClose={() => seatCart.send({ type: 'DISMISS' })} />}
      <CartAnnouncer items={cart.items} sectorName={sectorName} />
    </div>
  );
}
