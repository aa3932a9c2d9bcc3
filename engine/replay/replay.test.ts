import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { categoryCartMachine } from '../machines/categoryCart';
import { machines } from '../machines/index';
import type { MachineId } from '../machines/index';
import { orderPaymentMachine } from '../machines/orderPayment';
import type { Trace } from './recorder';
import { replayTrace } from './replay';
import { seatCartMachine } from '../machines/seatCart';
import { readTraceFile } from './traceFile';

const dir = join(import.meta.dirname, '../../fixtures/traces');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const load = (file: string): Trace => readTraceFile(JSON.parse(readFileSync(join(dir, file), 'utf8')))[0]!;
const indexOf = (trace: Trace, match: (step: Trace['steps'][number]) => boolean) => trace.steps.findIndex(match);

/**
 * What QA can replay, per flow: the paths a buyer gets what they came for, and the paths
 * something is refused, fails or runs out. Every trace file is named here, so a scenario
 * added to the generator has to say which it is.
 */
const manifest: Record<MachineId, { happy: string[]; failure: string[] }> = {
  countdown: { happy: ['runs-out'], failure: ['already-over'] },
  dateTime: { happy: ['choose-session'], failure: ['unavailable-route'] },
  categoryCart: { happy: ['fill'], failure: ['limits'] },
  paymentMethod: { happy: ['choose-card'], failure: ['culture-programme-off', 'pushkin-only'] },
  seatCart: { happy: ['buy-seats'], failure: ['limit-and-card'] },
  captcha: { happy: ['image-retry', 'recaptcha', 'none-direct'], failure: ['closed', 'recaptcha-unavailable'] },
  orderCreation: { happy: ['nominal-order', 'subscription'], failure: ['refusals'] },
  orderPayment: {
    happy: ['qr-paid', 'bank-redirect', 'bank-form', 'widget-paid', 'pushkin-verification'],
    failure: ['refused-and-declined', 'widget-not-opened-then-closed', 'reservation-expires', 'reservation-expires-while-paying'],
  },
  specialOffers: { happy: ['add-and-remove'], failure: ['refused'] },
  loyalty: { happy: ['bonuses-and-promo'], failure: ['blocked-card'] },
  refund: { happy: ['apply', 'confirm-by-link'], failure: ['not-allowed', 'load-failed-then-retried'] },
  nominalForm: { happy: ['confirm'], failure: ['refused-then-expired', 'already-confirmed'] },
};
const listed = Object.entries(manifest).flatMap(([flow, { happy, failure }]) => [...happy, ...failure].map((name) => `${flow}.${name}.json`));

describe('stored traces replay against the current machines', () => {
  it('the manifest names a happy and a failure trace of every flow, and every trace file', () => {
    expect(Object.keys(manifest).sort()).toEqual(Object.keys(machines).sort());
    for (const [flow, { happy, failure }] of Object.entries(manifest)) {
      expect(happy.length, `${flow}: happy traces`).toBeGreaterThan(0);
      expect(failure.length, `${flow}: failure traces`).toBeGreaterThan(0);
    }
    expect(new Set(listed).size, 'a trace listed twice').toBe(listed.length);
    expect(listed.filter((f) => !files.includes(f)), 'listed but missing from fixtures/traces').toEqual([]);
    expect(files.filter((f) => !listed.includes(f)), 'in fixtures/traces but not in the manifest').toEqual([]);
    for (const file of files) expect(load(file).machine, file).toBe(file.split('.')[0]);
  });

  for (const file of files) {
    it(`${file} reproduces step by step`, async () => {
      const trace = load(file);
      const result = await replayTrace(trace, machines);
      expect(result.divergence).toBeUndefined();
      expect(result.ok).toBe(true);
      expect(result.steps).toHaveLength(trace.steps.length);
    });
  }
});

describe('a changed machine makes a stored trace diverge, saying where', () => {
  it('a changed guard: a seat past the limit is no longer refused', async () => {
    const trace = load('seatCart.limit-and-card.json');
    const refused = indexOf(trace, (s) => s.state === 'limitReached');
    expect(refused).toBeGreaterThan(0);
    const changed = { ...machines, seatCart: seatCartMachine.provide({ guards: { seatFits: () => true } }) };
    const result = await replayTrace(trace, changed);
    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({
      index: refused,
      event: 'ADD_SEAT',
      expected: { event: 'ADD_SEAT', state: 'limitReached' },
      actual: { event: 'ADD_SEAT', state: { cart: 'overLimit' } },
    });
    expect(result.divergence!.contextKeys).toEqual(['error', 'items']);
    // Every step before it still matched; nothing after it was attempted.
    expect(result.steps.map((s) => s.match)).toEqual([...Array(refused).fill(true), false]);
  });

  it('a changed action: the same states, a different context', async () => {
    const trace = load('categoryCart.fill.json');
    const first = indexOf(trace, (s) => s.event.type === 'INCREMENT');
    const changed = {
      ...machines,
      categoryCart: categoryCartMachine.provide({
        // Two tickets per tap instead of one.
        actions: {
          increment: assign({
            counts: ({ context, event }) => (event.type === 'INCREMENT' ? { ...context.counts, [event.key]: (context.counts[event.key] ?? 0) + 2 } : context.counts),
          }),
        },
      }),
    };
    const result = await replayTrace(trace, changed);
    const d = result.divergence!;
    expect(d.index).toBe(first);
    expect(d.event).toBe('INCREMENT');
    expect(d.actual!.state).toEqual(d.expected!.state);
    expect(d.expected!.contextDigest).not.toBe(d.actual!.contextDigest);
    expect(d.contextKeys).toEqual(['counts']);
  });

  it('a changed delay: the QR status poll is not due when the trace says it fired', async () => {
    const trace = load('orderPayment.qr-paid.json');
    const poll = indexOf(trace, (s) => s.event.type.startsWith('xstate.after.qrPoll'));
    const changed = { ...machines, orderPayment: orderPaymentMachine.provide({ delays: { qrPoll: 15_000 } }) };
    const result = await replayTrace(trace, changed);
    const d = result.divergence!;
    expect(d.index).toBe(poll);
    expect(d.expected).toMatchObject({ state: { payable: { qr: 'checking' } } });
    expect(d.actual).toBeNull();
    expect(d.reason).toMatch(/timer 'xstate\.after\.qrPoll\..*' was not due by t=\d+ ms/);
  });

  it('a changed configuration: without the error modal DISMISS the recorded event changes nothing', async () => {
    const trace = load('refund.confirm-by-link.json');
    const dismiss = indexOf(trace, (s) => s.event.type === 'DISMISS');
    const { config, implementations } = machines.refund;
    const ready = config.states!.ready!;
    const edited = { ...config, states: { ...config.states, ready: { ...ready, states: { ...ready.states, error: {} } } } };
    const changed = { ...machines, refund: createMachine(edited as never, implementations as never) };
    const result = await replayTrace(trace, changed);
    const d = result.divergence!;
    expect(d.index).toBe(dismiss);
    expect(d.expected).toMatchObject({ event: 'DISMISS', state: { ready: 'confirmForm' } });
    expect(d.actual).toMatchObject({ event: 'DISMISS', state: { ready: 'error' } });
  });

  it('a trace edited by hand diverges where it was edited', async () => {
    const trace = load('dateTime.choose-session.json');
    const steps = trace.steps.map((s, i) => (i === 3 ? { ...s, state: 'soldOut' } : s));
    const result = await replayTrace({ ...trace, steps }, machines);
    expect(result.divergence).toMatchObject({ index: 3, expected: { state: 'soldOut' }, actual: { state: trace.steps[3]!.state } });
  });
});

describe('a tampered trace diverges (issue 19: each of these replayed with exit 0 before)', () => {
  const retimed = (trace: Trace, at: (step: Trace['steps'][number], i: number) => number): Trace => ({ ...trace, steps: trace.steps.map((st, i) => ({ ...st, at: at(st, i) })) });

  it('a timer recorded later than the machine fires it, at the end of the trace', async () => {
    const trace = load('countdown.runs-out.json');
    const last = trace.steps.length - 1;
    expect(trace.steps[last]!.event.type).toMatch(/^xstate\.after\./);
    const result = await replayTrace(retimed(trace, (st, i) => (i === last ? st.at + 600 : st.at)), machines);
    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({ index: last, actual: { at: trace.steps[last]!.at }, expected: { at: trace.steps[last]!.at + 600 } });
    expect(result.divergence!.reason).toMatch(/replayed at t=3000 ms, recorded at t=3600 ms/);
  });

  it('a timer recorded earlier than the machine fires it, at the end of the trace', async () => {
    const trace = load('countdown.runs-out.json');
    const last = trace.steps.length - 1;
    const result = await replayTrace(retimed(trace, (st, i) => (i === last ? st.at - 400 : st.at)), machines);
    expect(result.divergence).toMatchObject({ index: last, actual: null });
    expect(result.divergence!.reason).toMatch(/was not due by t=2600 ms/);
  });

  it('a child machine\'s timer (the reservation countdown) recorded late, at the end of the trace', async () => {
    const trace = load('orderPayment.reservation-expires.json');
    const expired = indexOf(trace, (st) => st.event.type === 'COUNTDOWN.EXPIRED');
    const result = await replayTrace(retimed(trace, (st, i) => (i >= expired ? st.at + 2000 : st.at)), machines);
    expect(result.divergence).toMatchObject({ index: expired, event: 'COUNTDOWN.EXPIRED' });
    expect(result.divergence!.reason).toMatch(/recorded at t=7400 ms/);
  });

  it('every tick three times slower', async () => {
    const trace = load('countdown.runs-out.json');
    const result = await replayTrace(retimed(trace, (st) => st.at * 3), machines);
    expect(result.divergence).toMatchObject({ index: 1, expected: { at: 3000 }, actual: { at: 1000 } });
  });

  it('ticks a little late each, as a busy browser fires them, still replay', async () => {
    const trace = load('countdown.runs-out.json');
    // Each tick 30 ms after the last one's: the next is armed from the moment it really fired.
    const result = await replayTrace(retimed(trace, (st, i) => st.at + 30 * i), machines);
    expect(result.divergence).toBeUndefined();
  });

  it('a context edited while its digest is kept', async () => {
    const trace = load('seatCart.buy-seats.json');
    const i = indexOf(trace, (st) => st.event.type === 'ADD_SEAT');
    const steps = trace.steps.map((st, j) => (j === i ? { ...st, context: { ...(st.context as object), limit: 99 } } : st));
    const result = await replayTrace({ ...trace, steps }, machines);
    expect(result.divergence).toMatchObject({ index: i, event: 'ADD_SEAT', contextKeys: ['limit'], reason: 'the stored context differs from the replayed one' });
    expect(result.divergence!.expected!.contextDigest).toBe(result.divergence!.actual!.contextDigest);
  });

  it('a machine whose QR poll comes after 5 s instead of 10 s', async () => {
    const trace = load('orderPayment.qr-paid.json');
    const poll = indexOf(trace, (st) => st.event.type.startsWith('xstate.after.qrPoll'));
    const changed = { ...machines, orderPayment: orderPaymentMachine.provide({ delays: { qrPoll: 5_000 } }) };
    const result = await replayTrace(trace, changed);
    expect(result.divergence).toMatchObject({ index: poll });
    expect(result.divergence!.actual!.at).toBe(result.divergence!.expected!.at - 5_000);
  });
});
