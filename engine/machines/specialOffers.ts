import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { OrderTicket, addOfferRequestSchema, specialOfferSchema } from '../../contract/order';
import type { ErrorBody } from '../../contract/envelope';
import { assertActorProvided, failureLog, isOk, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';

export type SpecialOffer = Pick<z.infer<typeof specialOfferSchema>, 'parent_id' | 'package_id' | 'price_id' | 'cost' | 'limit'>;
export type AddedExtra = Pick<OrderTicket, 'id' | 'candelete'>;
export type AddOffersInput = z.input<typeof addOfferRequestSchema>;
export type RemoveOfferInput = { hash: string; id: number };

export type SpecialOffersInput = { hash: string; offers: SpecialOffer[]; added: AddedExtra[] };

type Context = SpecialOffersInput & { selected: string[]; error: FlowError | null };

export type SpecialOffersEvent =
  | { type: 'TOGGLE'; uid: string }
  | { type: 'ADD' }
  | { type: 'REMOVE'; id: number }
  | { type: 'DISMISS' }
  /** The order was reloaded: fresh offers and extras. */
  | { type: 'ORDER_RELOADED'; offers: SpecialOffer[]; added: AddedExtra[] };

export type SpecialOffersEmitted = { type: 'order.changed' } | FailureLog;

export const offerUid = (o: SpecialOffer) => `${o.parent_id}:${o.package_id}:${o.price_id}`;

/**
 * An offer is disabled once the selected offers of its price_id for the same ticket reach its
 * limit (what that ticket may still take): one ticket's choice never disables another's.
 */
export function offerDisabled(c: Pick<Context, 'offers' | 'selected'>, offer: SpecialOffer): boolean {
  if (c.selected.includes(offerUid(offer))) return false;
  const taken = c.offers.filter((o) => o.parent_id === offer.parent_id && o.price_id === offer.price_id && c.selected.includes(offerUid(o))).length;
  return taken >= offer.limit;
}

const offerOf = (c: Context, uid: string) => c.offers.find((o) => offerUid(o) === uid);

export const specialOffersMachine = setup({
  types: {
    input: {} as SpecialOffersInput,
    context: {} as Context,
    events: {} as SpecialOffersEvent,
    emitted: {} as SpecialOffersEmitted,
  },
  actors: {
    addOffers: notProvided<ErrorBody, AddOffersInput>('specialOffers', 'addOffers'),
    /** The answer is not specified; an errorCode in it is honoured when present. */
    removeOffer: notProvided<Partial<ErrorBody> | null, RemoveOfferInput>('specialOffers', 'removeOffer'),
  },
  guards: {
    isSelected: ({ context, event }) => event.type === 'TOGGLE' && context.selected.includes(event.uid),
    canSelect: ({ context, event }) => {
      if (event.type !== 'TOGGLE') return false;
      const offer = offerOf(context, event.uid);
      return !!offer && !offerDisabled(context, offer);
    },
    hasSelection: ({ context }) => context.selected.length > 0,
    removable: ({ context, event }) => event.type === 'REMOVE' && context.added.some((a) => a.id === event.id && a.candelete === 1),
    accepted: (_, out: Partial<ErrorBody> | null) => !out || out.errorCode === undefined || isOk(out),
  },
  actions: {
    select: assign({ selected: ({ context, event }) => (event.type === 'TOGGLE' ? [...context.selected, event.uid] : context.selected) }),
    deselect: assign({ selected: ({ context, event }) => context.selected.filter((uid) => event.type !== 'TOGGLE' || uid !== event.uid) }),
    clearSelection: assign({ selected: [] }),
    reload: assign(({ context, event }) =>
      event.type === 'ORDER_RELOADED'
        ? { offers: event.offers, added: event.added, selected: context.selected.filter((uid) => event.offers.some((o) => offerUid(o) === uid)) }
        : {},
    ),
    keepError: assign({ error: (_, out: Partial<ErrorBody> | null) => serverError('error.offers', out) }),
    clearError: assign({ error: null }),
    announceChange: emit({ type: 'order.changed' as const }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'specialOffers',
  context: ({ input }) => ({ ...input, selected: [], error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        TOGGLE: [
          { guard: 'isSelected', actions: 'deselect' },
          { guard: 'canSelect', actions: 'select' },
        ],
        // The add button is enabled only with something selected.
        ADD: { guard: 'hasSelection', target: 'adding' },
        REMOVE: { guard: 'removable', target: 'removing' },
        ORDER_RELOADED: { actions: 'reload' },
      },
    },
    adding: {
      invoke: {
        src: 'addOffers',
        id: 'addOffers',
        input: ({ context }) => ({
          hash: context.hash,
          data: context.selected
            .map((uid) => offerOf(context, uid))
            .filter((o): o is SpecialOffer => !!o)
            .map((o) => ({ uid: offerUid(o), parent_id: o.parent_id, package_id: o.package_id, price_id: o.price_id, cost: o.cost })),
        }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'ready', actions: ['clearSelection', 'announceChange'] },
          { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    removing: {
      invoke: {
        src: 'removeOffer',
        id: 'removeOffer',
        input: ({ context, event }) => ({ hash: context.hash, id: event.type === 'REMOVE' ? event.id : 0 }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'ready', actions: 'announceChange' },
          { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    failed: { on: { DISMISS: { target: 'ready', actions: 'clearError' } } },
  },
});
