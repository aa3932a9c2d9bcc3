import { assign, setup } from 'xstate';
import type { OrderLine, PriceRow } from '../../contract';
import { ErrorCode } from '../../contract/envelope';
import type { Session } from './dateTime';
import type { FlowError } from './shared';

export type CartPriceRow = Pick<
  PriceRow,
  | 'action_id' | 'clientcategory_id' | 'zonelevel_id' | 'price' | 'priceservise' | 'minlimit' | 'maxlimit'
  | 'quantity' | 'needprice' | 'pricetype_id' | 'useproculture' | 'currency_id'
>;
export type CardKind = 'bank' | 'pushkin';

export type CategoryCartInput = {
  prices: CartPriceRow[];
  /** ticketPrice: group-excursion rows, counted in tickets like the others. */
  groupPrices?: CartPriceRow[];
  /** The action's maybefree flag. */
  free?: boolean;
  card?: CardKind;
};

export type CategoryCartContext = {
  prices: CartPriceRow[];
  groupPrices: CartPriceRow[];
  free: boolean;
  card: CardKind;
  session: Session | null;
  counts: Record<string, number>;
  groupCounts: Record<string, number>;
  error: FlowError | null;
};

export type CategoryCartEvent =
  | { type: 'SESSION_CHANGED'; session: Session | null }
  | { type: 'SELECTION_RESET' }
  | { type: 'CARD_CHANGED'; card: CardKind }
  | { type: 'INCREMENT'; key: string }
  | { type: 'DECREMENT'; key: string }
  | { type: 'SET_GROUP_QUANTITY'; key: string; quantity: number }
  | { type: 'DISMISS' };

export const rowKey = (row: CartPriceRow) => `${row.clientcategory_id}:${row.zonelevel_id}`;

/** useproculture: 0 any card, 1 Pushkin card only, 2 bank card only (the seat cart's prices too). */
export const allowedForCard = (card: CardKind, row: Pick<CartPriceRow, 'useproculture'>) =>
  row.useproculture === 0 || row.useproculture === (card === 'pushkin' ? 1 : 2);

/** The rows on sale for the chosen session and card. */
export function visibleRows(c: CategoryCartContext, group = false): CartPriceRow[] {
  if (!c.session) return [];
  const priceTypeId = c.session.priceTypeId;
  return (group ? c.groupPrices : c.prices).filter((r) => r.pricetype_id === priceTypeId && allowedForCard(c.card, r));
}

export function cartLimit(c: CategoryCartContext): number {
  if (!c.session) return 0;
  return c.card === 'pushkin' ? Math.min(1, c.session.limit) : c.session.limit;
}

const count = (rows: CartPriceRow[], counts: Record<string, number>) => rows.reduce((n, r) => n + (counts[rowKey(r)] ?? 0), 0);

export function ticketCount(c: CategoryCartContext): number {
  return count(visibleRows(c), c.counts) + count(visibleRows(c, true), c.groupCounts);
}

const fee = (r: CartPriceRow) => (r.currency_id === 2 ? (r.price * r.priceservise) / 100 : r.priceservise);
const round = (n: number) => Math.round(n * 100) / 100;

/** Sums for the price table; subscription tickets are free. */
export function cartTotals(c: CategoryCartContext) {
  const lines = [...visibleRows(c).map((r) => [r, c.counts[rowKey(r)] ?? 0] as const), ...visibleRows(c, true).map((r) => [r, c.groupCounts[rowKey(r)] ?? 0] as const)];
  const paid = !c.session?.subscriptionMode;
  const sum = paid ? lines.reduce((s, [r, n]) => s + n * r.price, 0) : 0;
  const fees = paid ? lines.reduce((s, [r, n]) => s + n * fee(r), 0) : 0;
  const groupCount = count(visibleRows(c, true), c.groupCounts);
  return { count: ticketCount(c), groupCount, sum: round(sum), fees: round(fees), total: round(sum + fees) };
}

/** The order lines as the create-order call takes them. */
export function orderLines(c: CategoryCartContext): OrderLine[] {
  const s = c.session;
  if (!s) return [];
  const lines = [...visibleRows(c).map((r) => [r, c.counts[rowKey(r)] ?? 0] as const), ...visibleRows(c, true).map((r) => [r, c.groupCounts[rowKey(r)] ?? 0] as const)];
  return lines
    .filter(([, n]) => n > 0)
    .map(([r, n]) => ({
      day: s.date,
      time: s.time,
      actionId: r.action_id,
      categoryId: r.clientcategory_id,
      zoneId: r.zonelevel_id,
      quantity: n,
      sum: s.subscriptionMode ? 0 : round(n * r.price),
      ...(s.subscriptionMode ? { seatId: 0 } : {}),
    }));
}

/**
 * Group rows apply only to a group order: once a participant row (a group row that is not
 * mandatory) is chosen, the group's mandatory rows (needprice, the guide's fee) are taken at
 * least at their minimum; with no participants they go back to 0. Without participant rows,
 * mandatory group rows are chosen like any group row. See docs/product/booking.md.
 */
export function groupChosen(c: CategoryCartContext, groupCounts = c.groupCounts): boolean {
  return visibleRows(c, true).some((r) => r.needprice === 0 && (groupCounts[rowKey(r)] ?? 0) > 0);
}

const followsGroup = (c: CategoryCartContext, r: CartPriceRow) => r.needprice > 0 && visibleRows(c, true).some((o) => o.needprice === 0);
const requiredSize = (r: CartPriceRow) => Math.max(1, r.minlimit);

/** Group counts with the mandatory rows set as the group rule wants them. */
function withGroupRule(c: CategoryCartContext, groupCounts: Record<string, number>): Record<string, number> {
  const chosen = groupChosen(c, groupCounts);
  const next = { ...groupCounts };
  for (const r of visibleRows(c, true)) {
    if (!followsGroup(c, r)) continue;
    const key = rowKey(r);
    if (chosen) next[key] = Math.max(next[key] ?? 0, requiredSize(r));
    else delete next[key];
  }
  return next;
}

/** A mandatory group row may be set only while there is a group, and not below its minimum. */
export function groupRowSizes(c: CategoryCartContext, r: CartPriceRow): { min: number; max: number } | null {
  if (!followsGroup(c, r)) return { min: 0, max: r.maxlimit };
  return groupChosen(c) ? { min: requiredSize(r), max: r.maxlimit } : null;
}

/** The group counts a SET_GROUP_QUANTITY would leave. */
function groupCountsAfter(c: CategoryCartContext, key: string, quantity: number): Record<string, number> {
  return withGroupRule(c, { ...c.groupCounts, [key]: quantity });
}

/** Rows with needprice start at (and cannot go below) their minimum. */
function initialCounts(c: CategoryCartContext): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of visibleRows(c)) if (r.needprice > 0 && r.minlimit > 0) counts[rowKey(r)] = r.minlimit;
  return counts;
}

/** Counts of rows no longer on sale (another price type or card) are dropped. */
function keepVisible(counts: Record<string, number>, rows: CartPriceRow[]): Record<string, number> {
  const keys = new Set(rows.map(rowKey));
  return Object.fromEntries(Object.entries(counts).filter(([k]) => keys.has(k)));
}

const findRow = (c: CategoryCartContext, key: string, group = false) => visibleRows(c, group).find((r) => rowKey(r) === key);

/** The step up from a count: from 0 straight to the row's minimum. */
const stepUp = (r: CartPriceRow, n: number) => (n === 0 ? Math.max(1, r.minlimit) : 1);

// The counters work in every open state except behind the limit modal.
const counters = {
  INCREMENT: { guard: 'canIncrement', target: '.evaluate', actions: 'increment' },
  DECREMENT: { guard: 'canDecrement', target: '.evaluate', actions: 'decrement' },
  SET_GROUP_QUANTITY: [
    { guard: 'groupQuantityOverLimit', target: 'limitError', actions: 'raiseLimitError' },
    { guard: 'groupQuantityValid', target: '.evaluate', actions: 'setGroupQuantity' },
  ],
} as const;

export const categoryCartMachine = setup({
  types: {
    input: {} as CategoryCartInput,
    context: {} as CategoryCartContext,
    events: {} as CategoryCartEvent,
  },
  guards: {
    // Judged on the context the event is about to produce: the new session or card.
    hasRows: ({ context, event }) => {
      const next =
        event.type === 'SESSION_CHANGED' ? { ...context, session: event.session } : event.type === 'CARD_CHANGED' ? { ...context, card: event.card } : context;
      return visibleRows(next).length + visibleRows(next, true).length > 0;
    },
    overLimit: ({ context }) => ticketCount(context) > cartLimit(context),
    // Individual tickets and a group order alike; a group order with its mandatory rows.
    formRuleMet: ({ context }) => {
      const t = cartTotals(context);
      const groupComplete = visibleRows(context, true).every((r) => !followsGroup(context, r) || !groupChosen(context) || (context.groupCounts[rowKey(r)] ?? 0) >= requiredSize(r));
      if (!groupComplete) return false;
      if (context.session?.subscriptionMode || context.free) return t.count > 0;
      return t.total > 0;
    },
    canIncrement: ({ context, event }) => {
      if (event.type !== 'INCREMENT') return false;
      const r = findRow(context, event.key);
      if (!r) return false;
      const n = context.counts[event.key] ?? 0;
      const step = stepUp(r, n);
      return step <= cartLimit(context) - ticketCount(context) && n + step <= r.maxlimit && (r.quantity == null || n + step <= r.quantity);
    },
    canDecrement: ({ context, event }) => {
      if (event.type !== 'DECREMENT') return false;
      const r = findRow(context, event.key);
      const n = context.counts[event.key] ?? 0;
      return !!r && n > 0 && !(r.needprice > 0 && n <= r.minlimit);
    },
    // Judged with the mandatory rows the new size brings along.
    groupQuantityOverLimit: ({ context, event }) => {
      if (event.type !== 'SET_GROUP_QUANTITY' || !findRow(context, event.key, true) || !Number.isInteger(event.quantity) || event.quantity < 0) return false;
      return ticketCount({ ...context, groupCounts: groupCountsAfter(context, event.key, event.quantity) }) > cartLimit(context);
    },
    groupQuantityValid: ({ context, event }) => {
      if (event.type !== 'SET_GROUP_QUANTITY') return false;
      const r = findRow(context, event.key, true);
      const q = event.quantity;
      if (!r || !Number.isInteger(q) || q < 0 || q > r.maxlimit) return false;
      const sizes = groupRowSizes(context, r);
      if (!sizes) return false;
      return sizes.min > 0 ? q >= sizes.min : q === 0 || q >= r.minlimit;
    },
  },
  actions: {
    setSession: assign(({ context, event }) => {
      if (event.type !== 'SESSION_CHANGED') return {};
      const next = { ...context, session: event.session };
      return { session: event.session, counts: keepVisible(context.counts, visibleRows(next)), groupCounts: withGroupRule(next, keepVisible(context.groupCounts, visibleRows(next, true))) };
    }),
    resetCounts: assign(({ context }) => ({ counts: initialCounts(context), groupCounts: {} })),
    seedRequiredRows: assign(({ context }) => ({ counts: { ...initialCounts(context), ...context.counts } })),
    setCard: assign(({ context, event }) => {
      if (event.type !== 'CARD_CHANGED') return {};
      const next = { ...context, card: event.card };
      return { card: event.card, counts: keepVisible(context.counts, visibleRows(next)), groupCounts: withGroupRule(next, keepVisible(context.groupCounts, visibleRows(next, true))) };
    }),
    increment: assign({
      counts: ({ context, event }) => {
        if (event.type !== 'INCREMENT') return context.counts;
        const r = findRow(context, event.key);
        const n = context.counts[event.key] ?? 0;
        return r ? { ...context.counts, [event.key]: n + stepUp(r, n) } : context.counts;
      },
    }),
    decrement: assign({
      counts: ({ context, event }) => {
        if (event.type !== 'DECREMENT') return context.counts;
        const r = findRow(context, event.key);
        const n = (context.counts[event.key] ?? 0) - 1;
        return { ...context.counts, [event.key]: r && n < r.minlimit ? 0 : n };
      },
    }),
    setGroupQuantity: assign({
      groupCounts: ({ context, event }) => (event.type === 'SET_GROUP_QUANTITY' ? groupCountsAfter(context, event.key, event.quantity) : context.groupCounts),
    }),
    raiseLimitError: assign({ error: { key: 'error.limit', code: ErrorCode.limit } }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'categoryCart',
  context: ({ input }) => ({
    prices: input.prices,
    groupPrices: input.groupPrices ?? [],
    free: input.free ?? false,
    card: input.card ?? 'bank',
    session: null,
    counts: {},
    groupCounts: {},
    error: null,
  }),
  initial: 'closed',
  on: {
    SESSION_CHANGED: [
      { guard: 'hasRows', target: '.open', actions: 'setSession', reenter: true },
      { target: '.closed', actions: 'setSession' },
    ],
  },
  states: {
    // No session chosen, or no price rows for it: the order form is hidden.
    closed: {
      on: {
        SELECTION_RESET: { actions: 'resetCounts' },
        // The session may come before the card (a date and time in the link): a card-only
        // event has no rows for the bank card, and opens once its card is known.
        CARD_CHANGED: [
          { guard: 'hasRows', target: 'open', actions: 'setCard' },
          { actions: 'setCard' },
        ],
      },
    },
    open: {
      entry: 'seedRequiredRows',
      initial: 'editing',
      on: {
        SELECTION_RESET: { target: '.editing', actions: 'resetCounts' },
        CARD_CHANGED: [
          { guard: 'hasRows', target: '.editing', actions: 'setCard' },
          { target: 'closed', actions: 'setCard' },
        ],
      },
      states: {
        editing: {
          initial: 'evaluate',
          on: counters,
          states: {
            // The form-visibility rules (docs/product/booking.md), re-read after every change.
            evaluate: {
              always: [
                { guard: 'overLimit', target: 'overLimit' },
                { guard: 'formRuleMet', target: 'shown' },
                { target: 'hidden' },
              ],
            },
            hidden: {},
            shown: {},
            // A new time or card lowered the limit below the selection: the form hides
            // until the buyer takes tickets off.
            overLimit: {},
          },
        },
        limitError: { on: { DISMISS: { target: 'editing', actions: 'clearError' } } },
      },
    },
  },
});

