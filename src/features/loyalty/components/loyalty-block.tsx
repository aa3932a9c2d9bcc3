import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import { bonusesValid, PROMO_MIN_LENGTH, type loyaltyMachine } from '../../../../engine/machines';
import { formatPrice } from '../../../i18n/format';

type Actor = ActorRefFrom<typeof loyaltyMachine>;
type Snapshot = ReturnType<Actor['getSnapshot']>;
type PromoState = 'none' | 'applying' | 'applied' | 'invalid' | 'removing';

export type LoyaltyBlockProps = {
  /** The loyalty machine (`useLoyaltyFlow`), fed by `wireOrderPage`. */
  actor: Actor;
  /** The order as last loaded: the card's state and what this order uses, and the total. */
  order: Pick<OrderView, 'discountData' | 'demsumma' | 'printingAllowed' | 'status' | 'reservetime'>;
  lang: Lang;
  currency?: string;
  /**
   * The order can no longer change (the reservation ran out while the page was open): the
   * block shows the card and the discount without the inputs. A paid, cancelled or expired
   * order is read-only anyway.
   */
  readOnly?: boolean;
};

const promoState = (s: Snapshot): PromoState | null => (s.matches('active') ? ((s.value as { active: { promo: PromoState } }).active.promo ?? null) : null);

/**
 * The order's loyalty block (docs/product/order.md): the card's balance and
 * a bonuses write-off (a whole number above 0, not above what the card allows), the promo
 * code (apply from 3 characters; applied, with a remove; invalid, with the message and a
 * remove), the discount and the total after it. Hidden without a card state or for a
 * blocked card (the machine's `hidden`).
 */
export function LoyaltyBlock({ actor, order, lang, currency, readOnly = false }: LoyaltyBlockProps) {
  const { t } = useTranslation();
  const id = useId();
  const hidden = useSelector(actor, (s) => s.matches('hidden'));
  const available = useSelector(actor, (s) => s.context.discount?.availableBonuses ?? 0);
  const cardCode = useSelector(actor, (s) => s.context.discount?.cardCode ?? '');
  const bonuses = useSelector(actor, (s) => s.context.bonuses);
  const bonusesApplying = useSelector(actor, (s) => s.matches({ active: { bonuses: 'applying' } }));
  const bonusesApplied = useSelector(actor, (s) => s.context.bonusesApplied);
  const bonusError = useSelector(actor, (s) => s.context.bonusError);
  const promo = useSelector(actor, (s) => s.context.promo);
  const promoError = useSelector(actor, (s) => s.context.promoError);
  const promoNow = useSelector(actor, promoState);

  if (hidden) return null;
  const data = order.discountData;
  const editable = !readOnly && !order.printingAllowed && order.status === 0 && order.reservetime > 0;
  const bonusesOk = bonusesValid(bonuses, available);
  const bonusesTyped = bonuses.trim() !== '';
  const totalDiscount = data?.totalDiscount ?? 0;
  const used = data?.useBonuses ?? 0;
  const charged = data?.chargedBonus ?? 0;
  const promoBusy = promoNow === 'applying' || promoNow === 'removing';
  const appliedCode = promoNow === 'applied' || promoNow === 'removing' ? promo || data?.promoCode || '' : '';
  // A paid or expired order without a card, a code or a discount has nothing to show here.
  if (!editable && !cardCode && !appliedCode && totalDiscount <= 0) return null;
  const count = (n: number) => t('loyalty.bonuses', { count: n });
  const showTotal = !order.printingAllowed || totalDiscount > 0;

  return (
    <section className="panel loyalty" aria-labelledby={`${id}-title`} data-testid="loyalty">
      <h2 id={`${id}-title`} className="loyalty__title">
        {t('loyalty.title')}
      </h2>

      {cardCode && (
        <div className="loyalty__card">
          <p className="loyalty__card-code">{t('loyalty.card', { code: cardCode })}</p>
          <dl className="loyalty__facts">
            <div className="loyalty__row">
              <dt>{t('loyalty.balance')}</dt>
              <dd data-testid="loyalty-balance">{count(data?.totalBalance ?? 0)}</dd>
            </div>
            {used > 0 && (
              <div className="loyalty__row">
                <dt>{t('loyalty.bonusesUsed')}</dt>
                <dd data-testid="loyalty-used">{count(used)}</dd>
              </div>
            )}
            {charged > 0 && (
              <div className="loyalty__row">
                <dt>{t('loyalty.bonusesCharged')}</dt>
                <dd>{count(charged)}</dd>
              </div>
            )}
          </dl>

          {editable && (
            <form
              className="loyalty__form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'APPLY_BONUSES' });
              }}
            >
              <label className="loyalty__label" htmlFor={`${id}-bonuses`}>
                {t('loyalty.bonusesLabel')}
              </label>
              <div className="loyalty__line">
                <input
                  id={`${id}-bonuses`}
                  className="loyalty__input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={9}
                  value={bonuses}
                  disabled={available <= 0 || bonusesApplying}
                  aria-invalid={bonusesTyped && !bonusesOk ? true : undefined}
                  aria-describedby={`${id}-bonuses-hint${bonusError ? ` ${id}-bonuses-error` : ''}`}
                  onChange={(e) => actor.send({ type: 'SET_BONUSES', value: e.target.value })}
                />
                <button type="submit" className="button loyalty__button" disabled={!bonusesOk || bonusesApplying} aria-busy={bonusesApplying || undefined}>
                  {bonusesApplying ? t('loyalty.applying') : t('loyalty.applyBonuses')}
                </button>
              </div>
              <p id={`${id}-bonuses-hint`} className="loyalty__hint">
                {available > 0 ? t('loyalty.bonusesHint', { max: available }) : t('loyalty.bonusesNone')}
              </p>
              {bonusError && (
                <p id={`${id}-bonuses-error`} className="loyalty__error" role="alert">
                  {bonusError.serverText ?? t('loyalty.bonusesError')}
                </p>
              )}
              {bonusesApplied && !bonusError && (
                <p className="loyalty__ok" role="status">
                  {t('loyalty.bonusesApplied')}
                </p>
              )}
            </form>
          )}
        </div>
      )}

      {appliedCode ? (
        <div className="loyalty__promo loyalty__promo--applied">
          <p className="loyalty__ok" role="status" data-testid="loyalty-promo-applied">
            {t('loyalty.promoApplied', { code: appliedCode })}
          </p>
          {editable && (
            <button
              type="button"
              className="button button--secondary loyalty__button loyalty__button--secondary"
              disabled={promoBusy}
              aria-busy={promoNow === 'removing' || undefined}
              onClick={() => actor.send({ type: 'REMOVE_PROMO' })}
            >
              {promoNow === 'removing' ? t('loyalty.removing') : t('loyalty.removePromo')}
            </button>
          )}
        </div>
      ) : (
        editable && (
          <form
            className="loyalty__form loyalty__promo"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'APPLY_PROMO' });
            }}
          >
            <label className="loyalty__label" htmlFor={`${id}-promo`}>
              {t('loyalty.promoLabel')}
            </label>
            <div className="loyalty__line">
              <input
                id={`${id}-promo`}
                className="loyalty__input"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                value={promo}
                disabled={promoBusy}
                aria-invalid={promoNow === 'invalid' || undefined}
                aria-describedby={promoNow === 'invalid' ? `${id}-promo-error` : `${id}-promo-hint`}
                onChange={(e) => actor.send({ type: 'SET_PROMO', code: e.target.value })}
              />
              <button
                type="submit"
                className="button loyalty__button"
                disabled={promoNow !== 'none' || promo.trim().length < PROMO_MIN_LENGTH}
                aria-busy={promoNow === 'applying' || undefined}
              >
                {promoNow === 'applying' ? t('loyalty.applying') : t('loyalty.applyPromo')}
              </button>
            </div>
            {promoNow === 'invalid' ? (
              <div className="loyalty__invalid">
                <p id={`${id}-promo-error`} className="loyalty__error" role="alert">
                  {promoError?.serverText ?? t('loyalty.promoInvalid')}
                </p>
                <button type="button" className="button button--secondary loyalty__button loyalty__button--secondary" onClick={() => actor.send({ type: 'REMOVE_PROMO' })}>
                  {t('loyalty.removePromo')}
                </button>
              </div>
            ) : (
              <p id={`${id}-promo-hint`} className="loyalty__hint">
                {t('loyalty.promoHint', { min: PROMO_MIN_LENGTH })}
              </p>
            )}
          </form>
        )
      )}

      {/* Paid: nothing is left to pay, so "to pay" would only say 0 ₽ unless a discount explains the sum. */}
      {showTotal && (
        <dl className="loyalty__totals">
          {totalDiscount > 0 && (
            <div className="loyalty__row">
              <dt>{t('loyalty.discount')}</dt>
              <dd data-testid="loyalty-discount">−{formatPrice(totalDiscount, lang, currency)}</dd>
            </div>
          )}
          <div className="loyalty__row loyalty__row--total">
            <dt>{t('loyalty.total')}</dt>
            <dd data-testid="loyalty-total">{formatPrice(order.demsumma, lang, currency)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
