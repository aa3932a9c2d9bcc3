import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { localized, type Lang } from '../../../../contract/lang';
import type { OrderTicket, OrderView } from '../../../../contract/order';
import type { Setup } from '../../../../contract/setup';
import { offerDisabled, offerUid, type specialOffersMachine } from '../../../../engine/machines';
import { ErrorModal, Modal } from '../../../components/modal';
import { formatPrice } from '../../../i18n/format';
import { offerGroups, operatorLabels, ticketDetails, ticketNumber, type OfferGroup } from '../model/offer-groups';

type Actor = ActorRefFrom<typeof specialOffersMachine>;

export type SpecialOffersPanelProps = {
  /** The special-offers machine (`useSpecialOffersFlow`), fed by `wireOrderPage`. */
  actor: Actor;
  /** The order as last loaded: offer names (`addToping`), the added extras (`toping`), the tickets. */
  order: Pick<OrderView, 'addToping' | 'toping' | 'main'>;
  lang: Lang;
  open: boolean;
  onClose: () => void;
  /** The panel's heading; default setup.db topingname when set, else "Специальные предложения". */
  title?: ReactNode;
  setup?: Pick<Setup, 'db'> | null;
  currency?: string;
};

/**
 * The special-offers side panel (docs/product/order.md): 480 px at the
 * right on wide screens, a full-height sheet on phones. Offers are toggles, disabled once
 * the selected offers of their price_id reach the limit; the add button needs a
 * selection; added extras can be removed when the server marks them removable
 * (candelete 1). Refusals open the error modal. Every rule is the machine's.
 */
export function SpecialOffersPanel({ actor, order, lang, open, onClose, title, setup, currency }: SpecialOffersPanelProps) {
  const { t } = useTranslation();
  const offers = useSelector(actor, (s) => s.context.offers);
  const selected = useSelector(actor, (s) => s.context.selected);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const adding = useSelector(actor, (s) => s.matches('adding'));
  const removing = useSelector(actor, (s) => s.matches('removing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  // Which removal the buyer asked for, to say "Removing…" on its own button.
  const [removingId, setRemovingId] = useState<number | null>(null);
  const addedId = useId();
  const availableId = useId();

  const heading = title ?? (operatorLabels(setup, lang).title || t('offers.title'));
  const groups = offerGroups(offers, order, lang);
  const chosen = offers.filter((o) => selected.includes(offerUid(o)));
  const chosenSum = Math.round(chosen.reduce((sum, o) => sum + o.cost, 0) * 100) / 100;

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={heading}
        className="offers-sheet"
        footer={
          <div className="offers-sheet__footer">
            <p className="offers-sheet__summary" aria-live="polite" data-testid="offers-summary">
              {chosen.length > 0 ? t('offers.selected', { count: chosen.length, sum: formatPrice(chosenSum, lang, currency) }) : t('offers.nothingSelected')}
            </p>
            <button
              type="button"
              className="modal__button modal__button--primary offers-sheet__add"
              disabled={!ready || chosen.length === 0}
              aria-busy={adding || undefined}
              onClick={() => actor.send({ type: 'ADD' })}
            >
              {adding ? t('offers.adding') : t('offers.add')}
            </button>
          </div>
        }
      >
        {order.toping.length > 0 && (
          <section className="offers-sheet__section" aria-labelledby={addedId}>
            <h3 id={addedId} className="offers-sheet__heading">
              {t('offers.added')}
            </h3>
            <ul className="offers-added" data-testid="offers-added">
              {order.toping.map((extra) => (
                <AddedExtra
                  key={extra.id}
                  extra={extra}
                  ticket={ticketNumber(order, extra.parent_id)}
                  lang={lang}
                  currency={currency}
                  disabled={!ready}
                  busy={removing && removingId === extra.id}
                  onRemove={() => {
                    setRemovingId(extra.id);
                    actor.send({ type: 'REMOVE', id: extra.id });
                  }}
                />
              ))}
            </ul>
          </section>
        )}
        <section className="offers-sheet__section" aria-labelledby={availableId}>
          <h3 id={availableId} className="offers-sheet__heading">
            {t('offers.available')}
          </h3>
          {groups.length === 0 ? (
            <p className="offers-sheet__empty">{t('offers.noOffers')}</p>
          ) : (
            groups.map((group) => (
              <OfferGroupList
                key={group.parentId}
                group={group}
                lang={lang}
                currency={currency}
                isSelected={(uid) => selected.includes(uid)}
                isDisabled={(offer) => offerDisabled({ offers, selected }, offer)}
                locked={!ready}
                onToggle={(uid) => actor.send({ type: 'TOGGLE', uid })}
              />
            ))
          )}
        </section>
      </Modal>
      <ErrorModal open={failed} error={error} message={t('offers.error')} onClose={() => actor.send({ type: 'DISMISS' })} />
    </>
  );
}

function TicketLabel({ number, ticket, lang }: { number: number; ticket: OrderTicket | undefined; lang: Lang }) {
  const { t } = useTranslation();
  const d = ticket ? ticketDetails(ticket, lang) : null;
  const place = d
    ? [d.sector && t('offers.sector', { sector: d.sector }), d.row && t('offers.row', { row: d.row }), d.seat && t('offers.seat', { seat: d.seat })].filter(Boolean).join(', ')
    : '';
  const details = [d?.category, place].filter(Boolean).join(' · ');
  return (
    <>
      {number > 0 ? t('offers.ticket', { number }) : t('offers.ticketUnknown')}
      {details && <span className="offers-group__details"> · {details}</span>}
    </>
  );
}

type GroupProps = {
  group: OfferGroup;
  lang: Lang;
  currency: string | undefined;
  isSelected: (uid: string) => boolean;
  isDisabled: (offer: OfferGroup['offers'][number]['offer']) => boolean;
  /** A request is in flight: nothing can be toggled. */
  locked: boolean;
  onToggle: (uid: string) => void;
};

function OfferGroupList({ group, lang, currency, isSelected, isDisabled, locked, onToggle }: GroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <fieldset className="offers-group">
      <legend id={headingId} className="offers-group__legend">
        <TicketLabel number={group.number} ticket={group.ticket} lang={lang} />
      </legend>
      <ul className="offers-list">
        {group.offers.map(({ uid, offer, name }) => {
          const checked = isSelected(uid);
          const limited = !checked && isDisabled(offer);
          const hintId = `${headingId}-${uid}`;
          return (
            <li key={uid}>
              <label className={`offers-option${limited ? ' offers-option--disabled' : ''}`}>
                <input
                  type="checkbox"
                  className="offers-option__check"
                  checked={checked}
                  disabled={limited || locked}
                  aria-describedby={limited ? hintId : undefined}
                  onChange={() => onToggle(uid)}
                />
                <span className="offers-option__text">
                  <span className="offers-option__name">{name}</span>{' '}
                  {limited && (
                    // Out of the toggle's name, read as its description instead.
                    <span id={hintId} className="offers-option__hint" aria-hidden="true">
                      {t('offers.limitReached')}
                    </span>
                  )}
                </span>{' '}
                <span className="offers-option__cost">{formatPrice(offer.cost, lang, currency)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

type AddedProps = {
  extra: OrderTicket;
  ticket: number;
  lang: Lang;
  currency: string | undefined;
  disabled: boolean;
  busy: boolean;
  onRemove: () => void;
};

function AddedExtra({ extra, ticket, lang, currency, disabled, busy, onRemove }: AddedProps) {
  const { t } = useTranslation();
  const name = localized(extra, 'action', lang);
  return (
    <li className="offers-added__item">
      <span className="offers-added__text">
        <span className="offers-option__name">{name}</span>{' '}
        {ticket > 0 && <span className="offers-added__ticket">{t('offers.forTicket', { number: ticket })}</span>}
      </span>{' '}
      <span className="offers-option__cost">{formatPrice(extra.cost, lang, currency)}</span>
      {extra.candelete === 1 && (
        <button type="button" className="offers-added__remove" disabled={disabled} aria-busy={busy || undefined} aria-label={t('offers.removeLabel', { name })} onClick={onRemove}>
          {busy ? t('offers.removing') : t('offers.remove')}
        </button>
      )}
    </li>
  );
}
