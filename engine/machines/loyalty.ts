import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { addDiscountRequestSchema, discountDataSchema } from '../../contract/order';
import type { ErrorBody } from '../../contract/envelope';
import { assertActorProvided, failureLog, isOk, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';

export type DiscountData = Pick<z.infer<typeof discountDataSchema>, 'cardCode' | 'isBlocked' | 'availableBonuses' | 'promoCode'>;
export type AddDiscountInput = z.input<typeof addDiscountRequestSchema>;
export type AddDiscountOutput = ErrorBody & { promoCode?: string | null };

export type LoyaltyInput = { hash: string; lang?: string; discount: DiscountData | null };

type Context = LoyaltyInput & { bonuses: string; promo: string; bonusesApplied: boolean; bonusError: FlowError | null; promoError: FlowError | null };

export type LoyaltyEvent =
  | { type: 'SET_BONUSES'; value: string }
  | { type: 'APPLY_BONUSES' }
  | { type: 'SET_PROMO'; code: string }
  | { type: 'APPLY_PROMO' }
  | { type: 'REMOVE_PROMO' }
  | { type: 'ORDER_RELOADED'; discount: DiscountData | null };

export type LoyaltyEmitted = { type: 'order.changed' } | FailureLog;

/** The promo apply button needs at least 3 characters (docs/product/order.md). */
export const PROMO_MIN_LENGTH = 3;

/** Bonuses: a whole number above 0 and not above what the card holds. */
export function bonusesValid(value: string, available: number): boolean {
  if (!/^\d+$/.test(value.trim())) return false;
  const n = Number(value.trim());
  return n > 0 && n <= available;
}

const lang = (c: Context) => (c.lang ? { lang: c.lang } : {});

export const loyaltyMachine = setup({
  types: {
    input: {} as LoyaltyInput,
    context: {} as Context,
    events: {} as LoyaltyEvent,
    emitted: {} as LoyaltyEmitted,
  },
  actors: {
    addDiscount: notProvided<AddDiscountOutput, AddDiscountInput>('loyalty', 'addDiscount'),
    /** The answer is not specified; an errorCode in it is honoured when present. */
    cancelDiscount: notProvided<Partial<ErrorBody> | null, { hash: string; lang?: string }>('loyalty', 'cancelDiscount'),
  },
  guards: {
    hidden: ({ context }) => !context.discount || context.discount.isBlocked === 1,
    hasPromo: ({ context }) => !!context.discount?.promoCode,
    bonusesValid: ({ context }) => bonusesValid(context.bonuses, context.discount?.availableBonuses ?? 0),
    promoLongEnough: ({ context }) => context.promo.trim().length >= PROMO_MIN_LENGTH,
    accepted: (_, out: Partial<ErrorBody> | null) => !out || out.errorCode === undefined || isOk(out),
  },
  actions: {
    // The reloaded order is the word on discounts: the block starts again from it.
    reload: assign({
      discount: ({ context, event }) => (event.type === 'ORDER_RELOADED' ? event.discount : context.discount),
      bonusError: null,
      promoError: null,
    }),
    setBonuses: assign({ bonuses: ({ context, event }) => (event.type === 'SET_BONUSES' ? event.value : context.bonuses) }),
    setPromo: assign({ promo: ({ context, event }) => (event.type === 'SET_PROMO' ? event.code : context.promo) }),
    takePromoFromOrder: assign({ promo: ({ context }) => context.discount?.promoCode ?? '' }),
    markBonusesApplied: assign({ bonusesApplied: true, bonuses: '' }),
    clearDiscounts: assign({ bonusesApplied: false, promo: '' }),
    keepBonusError: assign({ bonusError: (_, out: Partial<ErrorBody> | null) => serverError('error.bonuses', out) }),
    clearBonusError: assign({ bonusError: null }),
    keepPromoError: assign({ promoError: (_, out: Partial<ErrorBody> | null) => serverError('error.promoInvalid', out) }),
    clearPromo: assign({ promo: '', promoError: null }),
    clearPromoError: assign({ promoError: null }),
    announceChange: emit({ type: 'order.changed' as const }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'loyalty',
  context: ({ input }) => ({ ...input, bonuses: '', promo: '', bonusesApplied: false, bonusError: null, promoError: null }),
  initial: 'evaluate',
  on: { ORDER_RELOADED: { target: '.evaluate', actions: 'reload' } },
  states: {
    evaluate: { always: [{ guard: 'hidden', target: 'hidden' }, { target: 'active' }] },
    // No loyalty card, or a blocked one (isBlocked 1): the block is not shown.
    hidden: {},
    active: {
      type: 'parallel',
      states: {
        bonuses: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SET_BONUSES: { actions: ['setBonuses', 'clearBonusError'] },
                APPLY_BONUSES: { guard: 'bonusesValid', target: 'applying' },
              },
            },
            applying: {
              invoke: {
                src: 'addDiscount',
                id: 'applyBonuses',
                input: ({ context }) => ({ hash: context.hash, ...lang(context), bonuses: Number(context.bonuses.trim()), cardCode: context.discount?.cardCode ?? '' }),
                onDone: [
                  { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'idle', actions: ['markBonusesApplied', 'announceChange'] },
                  { target: 'idle', actions: { type: 'keepBonusError', params: ({ event }) => event.output } },
                ],
                onError: { target: 'idle', actions: ['assertActorProvided', 'logFailure'] },
              },
            },
          },
        },
        promo: {
          initial: 'start',
          states: {
            start: { always: [{ guard: 'hasPromo', target: 'applied', actions: 'takePromoFromOrder' }, { target: 'none' }] },
            none: {
              on: {
                SET_PROMO: { actions: 'setPromo' },
                APPLY_PROMO: { guard: 'promoLongEnough', target: 'applying' },
              },
            },
            applying: {
              invoke: {
                src: 'addDiscount',
                id: 'applyPromo',
                input: ({ context }) => ({ hash: context.hash, ...lang(context), promoCode: context.promo.trim() }),
                onDone: [
                  { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'applied', actions: 'announceChange' },
                  { target: 'invalid', actions: { type: 'keepPromoError', params: ({ event }) => event.output } },
                ],
                onError: { target: 'none', actions: ['assertActorProvided', 'logFailure'] },
              },
            },
            applied: { on: { REMOVE_PROMO: 'removing' } },
            // "Invalid promo code", shown until the code is changed or removed.
            invalid: {
              on: {
                SET_PROMO: { target: 'none', actions: ['setPromo', 'clearPromoError'] },
                REMOVE_PROMO: { target: 'none', actions: 'clearPromo' },
              },
            },
            // Cancelling the discount drops the promo code and any bonuses with it.
            removing: {
              invoke: {
                src: 'cancelDiscount',
                id: 'cancelDiscount',
                input: ({ context }) => ({ hash: context.hash, ...lang(context) }),
                onDone: [
                  { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'none', actions: ['clearDiscounts', 'announceChange'] },
                  { target: 'applied' },
                ],
                onError: { target: 'applied', actions: ['assertActorProvided', 'logFailure'] },
              },
            },
          },
        },
      },
    },
  },
});
