import { dateTimeMachine } from '../machines/dateTime';
import { orderCreationMachine } from '../machines/orderCreation';
import { paymentMethodMachine } from '../machines/paymentMethod';
import { seatCartMachine } from '../machines/seatCart';
import { wireSeatBooking, wireSeatSelection } from '../machines/wiring';
import { SteppingClock } from '../replay/clock';
import { createDriver } from '../replay/driver';
import { createPageRecorder, type PageTrace, type RecordableSeatMap } from '../replay/page';
import * as s from './samples';

// A buyer's visit to the scheme page, recorded as the development build records one: the
// page's four flows on one clock, wired as useSeatBookingFlows wires them, and a hall map that
// is tapped and told what to select. For the page replay's tests and the replay command's.

/** The engine's map as far as the page uses it here: taps to emit, and the seats it was told to select. */
function fakeMap() {
  const handlers = { seatTap: new Set<(e: { seatId: number }) => void>(), standTap: new Set<(e: { id: number }) => void>() };
  const selected = new Set<number>();
  const map: RecordableSeatMap & { tap(seatId: number): void; selected: Set<number> } = {
    on: ((event: 'seatTap' | 'standTap', handler: never) => {
      handlers[event].add(handler);
      return () => handlers[event].delete(handler);
    }) as RecordableSeatMap['on'],
    select: (id) => !selected.has(id) && !!selected.add(id),
    unselect: (id) => selected.delete(id),
    tap: (seatId) => handlers.seatTap.forEach((h) => h({ seatId })),
    selected,
  };
  return map;
}

export async function recordSchemeVisit(): Promise<PageTrace> {
  const clock = new SteppingClock();
  const page = createPageRecorder({ now: () => clock.now() });
  const dateTime = createDriver(dateTimeMachine, { clock, input: { calendar: s.calendar, date: '01.08.2025', time: '14:00', totalLimit: 4 } });
  const paymentMethod = createDriver(paymentMethodMachine, { clock, input: { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 4 } });
  const seatCart = createDriver(seatCartMachine, { clock, input: { limit: 4 } });
  const order = createDriver(orderCreationMachine, {
    clock,
    input: { flow: 'scheme', hash: 'a'.repeat(40), nominal: false, mailConfirm: false, captcha: 'none', checkboxes: [], buyer: { fio: 'Анна Петрова', phone: '+7 912 345-67-89', email: 'anna@example.ru' } },
  });
  const flows = [dateTime, paymentMethod, seatCart, order];
  for (const f of flows) page.addFlow(f.actor);
  // As useSeatBookingFlows: wired in a layout effect, before the actors start.
  wireSeatBooking({ dateTime: dateTime.actor, seatCart: seatCart.actor, paymentMethod: paymentMethod.actor, order: order.actor });
  for (const f of flows) f.start();
  await order.advanceBy(1200);
  // The hall arrives, the map mounts: the cart drives its selection from now on.
  const map = fakeMap();
  const recorded = page.map(map);
  wireSeatSelection(seatCart.actor, recorded.target);
  await order.advanceBy(800);
  map.tap(101);
  await order.advanceBy(600);
  seatCart.send({ type: 'ADD_SEAT', seat: s.seat(101) });
  await order.advanceBy(900);
  map.tap(102);
  await order.advanceBy(400);
  seatCart.send({ type: 'ADD_SEAT', seat: s.seat(102) });
  await order.advanceBy(1500);
  map.tap(101);
  seatCart.send({ type: 'REMOVE', seatId: 101 });
  await order.advanceBy(700);
  paymentMethod.send({ type: 'CHOOSE', card: 'pushkin' });
  await order.advanceBy(1100);
  paymentMethod.send({ type: 'CHOOSE', card: 'bank' });
  await order.advanceBy(2000);
  order.send({ type: 'SUBMIT' });
  await order.advanceBy(350);
  await order.settle({ actor: 'createOrder', status: 'done', output: { errorCode: 0, errorText: '', hash: 'new-order' } });
  if (order.actor.getSnapshot().value !== 'created') throw new Error('the scripted visit did not create its order');
  // The wiring emptied the cart, and the cart freed the seats on the map.
  if (seatCart.actor.getSnapshot().context.items.length > 0 || map.selected.size > 0) throw new Error('the created order left seats behind');
  const trace = page.trace({ recordedAt: '2026-11-24T10:00:00.000Z', page: '/event/x/scheme' });
  page.stop();
  // As QA hands it around: a JSON file.
  return JSON.parse(JSON.stringify(trace)) as PageTrace;
}

