import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { timeEntrySchema } from '../../contract/booking';
import { NO_TIME, SINGLE_TIME_MARKER } from '../../contract/booking';

type TimeEntry = z.infer<typeof timeEntrySchema>;
export type CalendarTime = Pick<TimeEntry, 'time' | 'quantity' | 'pricetype_id'> & { calendar_id?: number | null };
export type CalendarDay = { day: string; _time: CalendarTime[] };

export type DateTimeInput = {
  calendar: CalendarDay[];
  /** From the route; may name a date or time that is not (or no longer) on sale. */
  date?: string | null;
  time?: string | null;
  /** The action's demquantlimit. */
  totalLimit: number;
  /** The known client's subscription quantity for this event, when there is one. */
  subscriptionQuant?: number | null;
  subscriptionMode?: boolean;
};

/** What the cart needs to know about the chosen session. */
export type Session = {
  date: string;
  time: string;
  priceTypeId: number;
  calendarId: number | null;
  /** Places left in the session. */
  quantity: number;
  /** min(places left, demquantlimit or the subscription quantity). */
  limit: number;
  subscriptionMode: boolean;
};

type Context = {
  calendar: CalendarDay[];
  date: string | null;
  time: string | null;
  session: Session | null;
  totalLimit: number;
  subscriptionQuant: number | null;
  subscriptionMode: boolean;
};

export type DateTimeEvent =
  | { type: 'SELECT_DATE'; date: string }
  | { type: 'SELECT_TIME'; time: string }
  | { type: 'SET_SUBSCRIPTION_MODE'; on: boolean };

export type DateTimeEmitted =
  | { type: 'route.changed'; date: string | null; time: string | null }
  | { type: 'session.changed'; session: Session | null }
  | { type: 'selection.reset' };

const dayOf = (c: Context, date: string | null) => c.calendar.find((d) => d.day === date);
const timesOn = (c: Context, date: string | null) => dayOf(c, date)?._time ?? [];
const timeOf = (c: Context, date: string | null, time: string | null) => timesOn(c, date).find((t) => t.time === time);
/** A date whose times all have quantity 0 is disabled (docs/product/booking.md). */
const dayOnSale = (c: Context, date: string | null) => timesOn(c, date).some((t) => t.quantity > 0);
const timeOnSale = (c: Context, date: string | null, time: string | null) => (timeOf(c, date, time)?.quantity ?? 0) > 0;

function sessionOf(c: Context): Session | null {
  const entry = timeOf(c, c.date, c.time);
  if (!c.date || !entry || entry.quantity <= 0) return null;
  const cap = c.subscriptionMode ? (c.subscriptionQuant ?? 0) : c.totalLimit;
  return {
    date: c.date,
    time: entry.time,
    priceTypeId: entry.pricetype_id,
    calendarId: entry.calendar_id ?? null,
    quantity: entry.quantity,
    limit: Math.max(0, Math.min(entry.quantity, cap)),
    subscriptionMode: c.subscriptionMode,
  };
}

/** Whether the time chip is a real time; NO_TIME and the 999 marker are not shown. */
export function isShownTime(time: string): boolean {
  return time !== NO_TIME && time !== String(SINGLE_TIME_MARKER);
}

export const dateTimeMachine = setup({
  types: {
    input: {} as DateTimeInput,
    context: {} as Context,
    events: {} as DateTimeEvent,
    emitted: {} as DateTimeEmitted,
  },
  guards: {
    nothingOnSale: ({ context }) => !context.calendar.some((d) => dayOnSale(context, d.day)),
    routeDayOnSale: ({ context }) => dayOnSale(context, context.date),
    routeDayGiven: ({ context }) => context.date !== null,
    dayOnSale: ({ context, event }) => event.type === 'SELECT_DATE' && dayOnSale(context, event.date),
    isCurrentDay: ({ context, event }) => event.type === 'SELECT_DATE' && event.date === context.date,
    timeOnSale: ({ context }) => timeOnSale(context, context.date, context.time),
    timeGiven: ({ context }) => context.time !== null,
    singleTime: ({ context }) => timesOn(context, context.date).length === 1 && dayOnSale(context, context.date),
    isCurrentTime: ({ context, event }) => event.type === 'SELECT_TIME' && event.time === context.time,
    chosenTimeOnSale: ({ context, event }) => event.type === 'SELECT_TIME' && timeOnSale(context, context.date, event.time),
    subscriptionModeChanges: ({ context, event }) =>
      event.type === 'SET_SUBSCRIPTION_MODE' &&
      event.on !== context.subscriptionMode &&
      (!event.on || (context.subscriptionQuant ?? 0) > 0),
  },
  actions: {
    setDay: assign({ date: ({ event }) => (event.type === 'SELECT_DATE' ? event.date : null), time: null }),
    clearTime: assign({ time: null }),
    setTime: assign({ time: ({ context, event }) => (event.type === 'SELECT_TIME' ? event.time : context.time) }),
    pickSingleTime: assign({ time: ({ context }) => timesOn(context, context.date)[0]?.time ?? null }),
    setSubscriptionMode: assign({
      subscriptionMode: ({ context, event }) => (event.type === 'SET_SUBSCRIPTION_MODE' ? event.on : context.subscriptionMode),
    }),
    openSession: assign({ session: ({ context }) => sessionOf(context) }),
    closeSession: assign({ session: null }),
    announceSession: emit(({ context }) => ({ type: 'session.changed' as const, session: context.session })),
    announceRoute: emit(({ context }) => ({ type: 'route.changed' as const, date: context.date, time: context.time })),
    announceReset: emit({ type: 'selection.reset' as const }),
  },
}).createMachine({
  id: 'dateTime',
  context: ({ input }) => ({
    calendar: input.calendar,
    date: input.date ?? null,
    time: input.time ?? null,
    session: null,
    totalLimit: input.totalLimit,
    subscriptionQuant: input.subscriptionQuant ?? null,
    subscriptionMode: input.subscriptionMode ?? false,
  }),
  initial: 'fromRoute',
  // Switching between buying and getting by subscription starts a fresh selection, as
  // the lines differ (subscription lines are free and carry seatId 0).
  on: {
    SET_SUBSCRIPTION_MODE: {
      guard: 'subscriptionModeChanges',
      actions: ['setSubscriptionMode', 'announceReset', 'openSession', 'announceSession'],
    },
  },
  states: {
    fromRoute: {
      always: [
        { guard: 'nothingOnSale', target: 'soldOut' },
        { guard: 'routeDayOnSale', target: 'day' },
        // An unavailable date in the route keeps the date (for the 'not available' notice)
        // but drops the time and hides the form.
        { guard: 'routeDayGiven', target: 'dayUnavailable', actions: ['clearTime', 'announceRoute'] },
        { target: 'noDay' },
      ],
    },
    soldOut: { entry: ['closeSession', 'announceSession'] },
    noDay: {
      entry: ['closeSession', 'announceSession'],
      on: { SELECT_DATE: { guard: 'dayOnSale', target: 'day', actions: ['setDay', 'announceReset', 'announceRoute'] } },
    },
    dayUnavailable: {
      entry: ['closeSession', 'announceSession'],
      on: { SELECT_DATE: { guard: 'dayOnSale', target: 'day', actions: ['setDay', 'announceReset', 'announceRoute'] } },
    },
    day: {
      initial: 'resolveTime',
      on: {
        // Tapping the chosen date again keeps the buyer's counts: the platform resets them on
        // choosing a date, and re-choosing the same one is not a new choice.
        SELECT_DATE: [
          { guard: 'isCurrentDay' },
          { guard: 'dayOnSale', target: '.resolveTime', reenter: true, actions: ['setDay', 'announceReset', 'announceRoute'] },
        ],
        SELECT_TIME: [
          { guard: 'isCurrentTime' },
          { guard: 'chosenTimeOnSale', target: '.session', reenter: true, actions: 'setTime' },
        ],
      },
      states: {
        resolveTime: {
          always: [
            { guard: 'timeOnSale', target: 'session' },
            { guard: 'timeGiven', target: 'timeUnavailable' },
            { guard: 'singleTime', target: 'session', actions: 'pickSingleTime' },
            { target: 'noTime' },
          ],
        },
        noTime: { entry: ['closeSession', 'announceSession'] },
        timeUnavailable: { entry: ['closeSession', 'announceSession'] },
        session: { entry: ['openSession', 'announceSession', 'announceRoute'] },
      },
    },
  },
});
