import { assign, emit, setup } from 'xstate';
import type { CardKind } from './categoryCart';

export type PaymentMethodInput = {
  /** action.usepushkarta: the Pushkin card may be used. */
  usePushkin: boolean;
  /** action.usenopushkarta: an ordinary bank card may be used. */
  useBank: boolean;
  /** setup.db.showproculture: the culture-programme setting. */
  cultureProgram: boolean;
  /** The action's demquantlimit, restored when the bank card is chosen. */
  totalLimit: number;
};

type Context = PaymentMethodInput & { card: CardKind; limit: number };

export type PaymentMethodEvent = { type: 'CHOOSE'; card: CardKind };
export type PaymentMethodEmitted = { type: 'card.changed'; card: CardKind; limit: number };

/** The Pushkin card buys one ticket per order (docs/product/payment.md). */
export const PUSHKIN_LIMIT = 1;

export const paymentMethodMachine = setup({
  types: {
    input: {} as PaymentMethodInput,
    context: {} as Context,
    events: {} as PaymentMethodEvent,
    emitted: {} as PaymentMethodEmitted,
  },
  guards: {
    cardModeOff: ({ context }) => !context.cultureProgram || !context.usePushkin,
    pushkinOnly: ({ context }) => !context.useBank,
    choosesPushkin: ({ event }) => event.card === 'pushkin',
    choosesBank: ({ event }) => event.card === 'bank',
  },
  actions: {
    useBank: assign(({ context }) => ({ card: 'bank' as const, limit: context.totalLimit })),
    usePushkin: assign({ card: 'pushkin' as const, limit: PUSHKIN_LIMIT }),
    announceCard: emit(({ context }) => ({ type: 'card.changed' as const, card: context.card, limit: context.limit })),
  },
}).createMachine({
  id: 'paymentMethod',
  context: ({ input }) => ({ ...input, card: 'bank', limit: input.totalLimit }),
  initial: 'start',
  states: {
    start: {
      always: [
        // Without the culture-programme setting card mode is off, even for an event the
        // platform marks as Pushkin-only: the buyer pays by bank card, and the shell shows
        // the 'Pushkin card unavailable' warning when usenopushkarta is 0.
        { guard: 'cardModeOff', target: 'bankOnly' },
        { guard: 'pushkinOnly', target: 'pushkinOnly' },
        { target: 'choosing' },
      ],
    },
    bankOnly: { entry: ['useBank', 'announceCard'] },
    pushkinOnly: { entry: ['usePushkin', 'announceCard'] },
    // Both cards are allowed: one radio choice, the bank card first.
    choosing: {
      initial: 'bank',
      states: {
        bank: {
          entry: ['useBank', 'announceCard'],
          on: { CHOOSE: { guard: 'choosesPushkin', target: 'pushkin' } },
        },
        pushkin: {
          entry: ['usePushkin', 'announceCard'],
          on: { CHOOSE: { guard: 'choosesBank', target: 'bank' } },
        },
      },
    },
  },
});
