import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DateTimeEmitted, DateTimeInput } from './dateTime';
import { dateTimeMachine, isShownTime } from './dateTime';
import { calendar } from '../testing/samples';

function start(input: Partial<DateTimeInput> = {}) {
  const emitted: DateTimeEmitted[] = [];
  const actor = createActor(dateTimeMachine, { input: { calendar, totalLimit: 4, ...input } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted, last: (type: DateTimeEmitted['type']) => emitted.filter((e) => e.type === type).at(-1) };
}

describe('date and time selection', () => {
  it('an unavailable date in the route keeps the date, drops the time and hides the form', () => {
    const { actor, last } = start({ date: '03.08.2025', time: '10:00' });
    expect(actor.getSnapshot().value).toBe('dayUnavailable');
    expect(actor.getSnapshot().context.time).toBeNull();
    expect(last('route.changed')).toEqual({ type: 'route.changed', date: '03.08.2025', time: null });
    expect(last('session.changed')).toEqual({ type: 'session.changed', session: null });
  });

  it('a route time no longer on sale shows the session notice', () => {
    const { actor } = start({ date: '01.08.2025', time: '09:00' });
    expect(actor.getSnapshot().value).toEqual({ day: 'timeUnavailable' });
  });

  it('a date with a single time selects it, with limit min(places, demquantlimit)', () => {
    const { actor, emitted, last } = start();
    actor.send({ type: 'SELECT_DATE', date: '02.08.2025' });
    expect(actor.getSnapshot().value).toEqual({ day: 'session' });
    expect(emitted.some((e) => e.type === 'selection.reset')).toBe(true);
    expect(last('session.changed')).toMatchObject({ session: { time: '12:00', priceTypeId: 1, calendarId: 21, limit: 4 } });
    expect(last('route.changed')).toEqual({ type: 'route.changed', date: '02.08.2025', time: '12:00' });
  });

  it('a new time sets the price type and a limit capped by the places left', () => {
    const { actor, last } = start();
    actor.send({ type: 'SELECT_DATE', date: '01.08.2025' });
    expect(actor.getSnapshot().value).toEqual({ day: 'noTime' });
    actor.send({ type: 'SELECT_TIME', time: '18:00' });
    expect(last('session.changed')).toMatchObject({ session: { priceTypeId: 2, quantity: 2, limit: 2 } });
  });

  it('choosing the current time, or the current date, changes nothing', () => {
    const { actor, emitted } = start({ date: '01.08.2025', time: '14:00' });
    const before = emitted.length;
    actor.send({ type: 'SELECT_TIME', time: '14:00' });
    actor.send({ type: 'SELECT_DATE', date: '01.08.2025' });
    expect(emitted.length).toBe(before);
  });

  it('a disabled or unknown date cannot be chosen', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_DATE', date: '03.08.2025' });
    actor.send({ type: 'SELECT_DATE', date: '31.12.2030' });
    expect(actor.getSnapshot().value).toBe('noDay');
  });

  it('subscription mode limits to the subscription quantity and starts a fresh selection', () => {
    const { actor, emitted, last } = start({ date: '01.08.2025', time: '14:00', subscriptionQuant: 1 });
    actor.send({ type: 'SET_SUBSCRIPTION_MODE', on: true });
    expect(last('session.changed')).toMatchObject({ session: { limit: 1, subscriptionMode: true } });
    expect(emitted.filter((e) => e.type === 'selection.reset')).toHaveLength(1);
    // Without a subscription there is nothing to switch to.
    const other = start({ date: '01.08.2025', time: '14:00' });
    other.actor.send({ type: 'SET_SUBSCRIPTION_MODE', on: true });
    expect(other.actor.getSnapshot().context.subscriptionMode).toBe(false);
  });

  it('a day whose only time is the 999 marker is chosen at once and shown without a time', () => {
    const marked = { day: '05.08.2025', _time: [{ time: '999', quantity: 6, pricetype_id: 3, calendar_id: 51 }] };
    const { actor, last } = start({ calendar: [...calendar, marked] });
    actor.send({ type: 'SELECT_DATE', date: '05.08.2025' });
    expect(actor.getSnapshot().value).toEqual({ day: 'session' });
    expect(last('session.changed')).toMatchObject({ session: { date: '05.08.2025', time: '999', priceTypeId: 3, calendarId: 51, limit: 4 } });
    expect(isShownTime(actor.getSnapshot().context.session!.time)).toBe(false);
    expect(isShownTime('NO_TIME')).toBe(false);
    expect(isShownTime('14:00')).toBe(true);
    // Opened from a route naming only the date, too.
    const routed = start({ calendar: [marked], date: '05.08.2025' });
    expect(routed.actor.getSnapshot().context.session).toMatchObject({ time: '999', calendarId: 51 });
  });

  it('choosing a date leaves subscription mode as it was', () => {
    for (const on of [true, false]) {
      const { actor, last } = start({ date: '01.08.2025', time: '14:00', subscriptionQuant: 1, subscriptionMode: on });
      actor.send({ type: 'SELECT_DATE', date: '02.08.2025' });
      expect(actor.getSnapshot().context.subscriptionMode, `mode ${on}`).toBe(on);
      // The new session is capped by the subscription quantity only in subscription mode.
      expect(last('session.changed'), `mode ${on}`).toMatchObject({ session: { date: '02.08.2025', subscriptionMode: on, limit: on ? 1 : 4 } });
      actor.send({ type: 'SELECT_DATE', date: '01.08.2025' });
      actor.send({ type: 'SELECT_TIME', time: '18:00' });
      expect(last('session.changed'), `mode ${on}`).toMatchObject({ session: { time: '18:00', subscriptionMode: on, limit: on ? 1 : 2 } });
    }
  });

  it('a calendar with nothing on sale is sold out', () => {
    const { actor } = start({ calendar: [calendar[2]!] });
    expect(actor.getSnapshot().value).toBe('soldOut');
  });
});
